import { candidateOf, fitOf, type Candidate } from './autobid-candidates.js';
import type { AutobidContext } from './autobid-context.js';
import { skip, tallySkip, type ProjectDecision, type TallyInProgress } from './autobid-decisions.js';
import { skipBit } from './autobid-reasons.js';
import type { Project } from './project.js';
import { fillProjectColumns, type ProjectColumns } from './project-columns.js';
import { projectSkipMask } from './project-rules.js';
import type { ProfileEnv } from './rule-env.js';

const FIT_TOO_LOW = skipBit('FIT_TOO_LOW');
const ALREADY_BID = skipBit('ALREADY_BID');

/** The project as this profile's candidate, or the mask of why the profile skips it. */
function judge(
  projects: readonly Project[],
  columns: ProjectColumns,
  index: number,
  profile: ProfileEnv,
  chosen: ReadonlySet<string> | undefined,
): Candidate | number {
  const project = projects[index] as Project;
  const mask =
    projectSkipMask(projects, columns, index, profile.env) || (chosen?.has(project.id) === true ? ALREADY_BID : 0);
  if (mask !== 0) return mask;
  const candidate = candidateOf(index, project, profile);
  // The minimum fit is the dearest rule, so it runs only on projects every other rule let through.
  return profile.fit.min > 0 && fitOf(candidate) < profile.fit.min ? FIT_TOO_LOW : candidate;
}

/**
 * The first profile that accepts the project bids it (docs/design.md#search-profiles); a project
 * every profile skips keeps the first profile's reasons: the main one's when it is in the run.
 */
function judgeByProfiles(
  projects: readonly Project[],
  columns: ProjectColumns,
  index: number,
  profiles: readonly ProfileEnv[],
  chosen: ReadonlySet<string> | undefined,
): Candidate | number {
  let firstMask = 0;
  for (let rank = 0; rank < profiles.length; rank++) {
    const verdict = judge(projects, columns, index, profiles[rank] as ProfileEnv, chosen);
    if (typeof verdict !== 'number') return verdict;
    if (rank === 0) firstMask = verdict;
  }
  return firstMask;
}

/**
 * The ids a run chose so far, so a project listed twice is bid once, whichever profile would bid
 * it (account-wide); none needed when the caller lists each project once.
 */
const chosenSet = (ctx: AutobidContext): Set<string> | undefined =>
  ctx.projectsDistinct === true ? undefined : new Set();

/** A screen's eligible projects: the first ones as candidates, the rest only counted. */
export interface Screened {
  /** In feed order, at most the screen's `build` of them. */
  readonly eligible: Candidate[];
  /** Eligible projects past those. */
  readonly more: number;
}

/**
 * Eligible projects in feed order, up to `limit`, the first `build` of them as candidates: a run
 * that counts every skip looks at every project, but only the ones it may bid or keep need more
 * than a count. Skips are written into `slots` when they are wanted.
 */
export function screen(
  ctx: AutobidContext,
  columns: ProjectColumns,
  profiles: readonly ProfileEnv[],
  slots: (ProjectDecision | undefined)[],
  limit: number,
  build: number,
  tally: TallyInProgress | undefined,
): Screened {
  const eligible: Candidate[] = [];
  let more = 0;
  const chosen = chosenSet(ctx);
  const { projects } = ctx;
  const verdict =
    profiles.length > 1 ? byProfiles(ctx, columns, profiles, chosen) : byOneProfile(ctx, columns, profiles, chosen);
  const { explain } = (profiles[0] as ProfileEnv).env;
  for (let index = 0; index < projects.length && eligible.length + more < limit; index++) {
    const project = projects[index] as Project;
    if (index >= columns.filled) fillProjectColumns(columns, projects, index);
    const judged = verdict(index, eligible.length < build);
    if (judged === ELIGIBLE || typeof judged !== 'number') {
      chosen?.add(project.id);
      if (typeof judged !== 'number' && eligible.length < build) eligible.push(judged);
      else more += 1;
    } else if (explain) slots[index] = skip(project, judged);
    else if (tally !== undefined) tallySkip(tally, project, judged);
  }
  return { eligible, more };
}

/** A screen's verdict on the project at `index`: its candidate, the mask of why it is skipped, or ELIGIBLE without a candidate. */
type ScreenVerdict = (index: number, wanted: boolean) => Candidate | number;

/** Eligible, but no candidate built: the screen only counts it. */
const ELIGIBLE = 0;

/** One profile, the common case: the rules as they were before profiles, a candidate built only when `wanted` or to check the minimum fit. */
function byOneProfile(
  ctx: AutobidContext,
  columns: ProjectColumns,
  profiles: readonly ProfileEnv[],
  chosen: ReadonlySet<string> | undefined,
): ScreenVerdict {
  const profile = profiles[0] as ProfileEnv;
  const { projects } = ctx;
  return (index, wanted) => {
    // The minimum fit needs the candidate; otherwise only a wanted one is built.
    if (wanted || profile.fit.min > 0) return judge(projects, columns, index, profile, chosen);
    const project = projects[index] as Project;
    return (
      projectSkipMask(projects, columns, index, profile.env) || (chosen?.has(project.id) === true ? ALREADY_BID : 0)
    );
  };
}

/** Several profiles: each project goes to the first profile that accepts it. */
function byProfiles(
  ctx: AutobidContext,
  columns: ProjectColumns,
  profiles: readonly ProfileEnv[],
  chosen: ReadonlySet<string> | undefined,
): ScreenVerdict {
  return (index) => judgeByProfiles(ctx.projects, columns, index, profiles, chosen);
}
