import { upperBudget } from './bid-amount.js';
import { projectBriefScreening } from './brief-screening.js';
import type { Project } from './project.js';
import { primaryLanguage } from './project-language.js';

/**
 * A list of projects as columns of the facts the project rules check first, index for index
 * (docs/design.md#engine). A dispatcher tick checks every due user against the projects of their
 * window, a million pairs and more, and reading each project object anew for every user was most
 * of the rules' time: loading it from memory, not the comparisons. A few packed arrays per list,
 * shared by the users of that list, stay in the processor's cache.
 */
export interface ProjectColumns {
  /** Projects 0 … filled − 1 have their columns; fillProjectColumns extends them in order. */
  filled: number;
  readonly ids: string[];
  readonly ownerIds: (string | null)[];
  /** 1: the project no longer takes bids. */
  readonly closed: Uint8Array;
  /** 1: the project lists kinds (NDA, local…), which the rule reads off the project. */
  readonly hasKinds: Uint8Array;
  readonly bidCounts: Float64Array;
  /** 1: an hourly project. */
  readonly hourly: Uint8Array;
  /** postedAt in epoch ms (NaN for an invalid date, as getTime answers). */
  readonly postedAtMs: Float64Array;
  readonly currencies: string[];
  /** The client's upper budget in the project's currency (upperBudget). */
  readonly upperBudgets: Float64Array;
  /** 1: the brief screening found a scam (projectBriefScreening, cached per project). */
  readonly scams: Uint8Array;
  /**
   * The primary subtag of the project's language, lower case ('pt' for 'pt-BR'); null when unknown.
   * Without a language model every user has a language rule (English when they set none).
   */
  readonly languages: (string | null)[];
}

/**
 * Columns for `projects`, none filled yet: a run that stops early (newest first, its window full)
 * reads no project past where it stopped. allProjectColumns fills them at once for shared lists.
 */
export function projectColumns(projects: readonly Project[]): ProjectColumns {
  const count = projects.length;
  return {
    filled: 0,
    ids: new Array<string>(count),
    ownerIds: new Array<string | null>(count),
    closed: new Uint8Array(count),
    hasKinds: new Uint8Array(count),
    bidCounts: new Float64Array(count),
    hourly: new Uint8Array(count),
    postedAtMs: new Float64Array(count),
    currencies: new Array<string>(count),
    upperBudgets: new Float64Array(count),
    scams: new Uint8Array(count),
    languages: new Array<string | null>(count),
  };
}

/** Every column of `projects`, filled. */
export function allProjectColumns(projects: readonly Project[]): ProjectColumns {
  const columns = projectColumns(projects);
  fillProjectColumns(columns, projects, projects.length - 1);
  return columns;
}

/** Fills the columns of `projects` up to and including `through`. */
export function fillProjectColumns(columns: ProjectColumns, projects: readonly Project[], through: number): void {
  const { ids, ownerIds, currencies, languages } = columns;
  for (let index = columns.filled; index <= through; index++) {
    const project = projects[index] as Project;
    ids[index] = project.id;
    ownerIds[index] = project.ownerId;
    columns.closed[index] = project.isOpen ? 0 : 1;
    columns.hasKinds[index] = project.kinds.length > 0 ? 1 : 0;
    columns.bidCounts[index] = project.bidCount;
    columns.hourly[index] = project.type === 'hourly' ? 1 : 0;
    columns.postedAtMs[index] = project.postedAt.getTime();
    currencies[index] = project.currency;
    columns.upperBudgets[index] = upperBudget(project);
    columns.scams[index] = projectBriefScreening(project).scam === null ? 0 : 1;
    languages[index] =
      typeof project.language === 'string' && project.language.trim() !== '' ? primaryLanguage(project.language) : null;
  }
  columns.filled = Math.max(columns.filled, through + 1);
}
