import type { Project } from './project.js';

export const normalizeSkill = (skill: string): string => skill.trim().toLowerCase();

// Skills are matched as small integers: one feed project meets every user's skill set, and a
// number lookup is several times cheaper than hashing strings. Distinct skills are few (the
// marketplace's job list plus what users type), so the table stays small.
const skillIds = new Map<string, number>();

function skillId(normalized: string): number {
  let id = skillIds.get(normalized);
  if (id === undefined) {
    id = skillIds.size;
    skillIds.set(normalized, id);
  }
  return id;
}

// A dispatcher tick asks for one user's set several times (the account checks, the skilled
// projects, the rules) over the same settings, so a set is kept as long as its array lives.
const skillSets = new WeakMap<readonly string[], ReadonlySet<number>>();

/** The user's skills as one lookup set, blanks dropped. */
export function skillSet(skills: readonly string[]): ReadonlySet<number> {
  let set = skillSets.get(skills);
  if (set === undefined) {
    const ids = new Set<number>();
    for (const skill of skills) {
      const normalized = normalizeSkill(skill);
      if (normalized !== '') ids.add(skillId(normalized));
    }
    set = ids;
    skillSets.set(skills, set);
  }
  return set;
}

const projectSkills = new WeakMap<Project, readonly number[]>();

function projectSkillIds(project: Project): readonly number[] {
  let ids = projectSkills.get(project);
  if (!ids) {
    ids = project.skills.map((skill) => skillId(normalizeSkill(skill)));
    projectSkills.set(project, ids);
  }
  return ids;
}

/** A project's skills each once, in its order: their ids, and their names as the project first spells them. */
interface DistinctSkills {
  readonly ids: readonly number[];
  readonly names: readonly string[];
}

const distinctSkills = new WeakMap<Project, DistinctSkills>();

/**
 * The project's skills each once: a feed listing one skill twice does not make it easier to match.
 * Worked out once per project object: a tick asks it of every project it scores and every bid it queues.
 */
function projectDistinctSkills(project: Project): DistinctSkills {
  let distinct = distinctSkills.get(project);
  if (distinct === undefined) {
    const listed = projectSkillIds(project);
    const seen = new Set<number>();
    const ids: number[] = [];
    const names: string[] = [];
    listed.forEach((id, index) => {
      if (seen.has(id)) return;
      seen.add(id);
      ids.push(id);
      names.push((project.skills[index] as string).trim());
    });
    distinct = { ids, names };
    distinctSkills.set(project, distinct);
  }
  return distinct;
}

/** The project's skills each once, as ids. */
export const distinctProjectSkillIds = (project: Project): readonly number[] => projectDistinctSkills(project).ids;

/** A stricter skill rule than "one shared skill" (docs/design.md#matching-and-pricing). */
export interface SkillRule {
  /** At least this many of the project's skills, or all of them when it lists fewer. */
  readonly minMatches: number;
  /** 0–100: and at least this share of the project's skills, rounded up. */
  readonly minSharePercent: number;
}

/**
 * How many of a project's `listed` (distinct) skills the user must have: the count, capped at
 * what the project lists so a one-skill project can still match a user asking for two, and at
 * least `minSharePercent`% of them rounded up (6 skills at 40% need 3). Never under 1.
 */
export function skillsNeeded(listed: number, rule: SkillRule): number {
  const byCount = Math.min(Math.max(1, Math.floor(rule.minMatches)), Math.max(1, listed));
  const byShare = Math.ceil((Math.max(0, Math.min(100, rule.minSharePercent)) * listed) / 100);
  return Math.max(byCount, byShare);
}

/** The rule a user's settings make, or null for the spec's rule (one shared skill), which takes the fast path. */
export const skillRuleOf = (settings: {
  readonly minSkillMatches: number;
  readonly minSkillSharePercent: number;
}): SkillRule | null =>
  settings.minSkillMatches <= 1 && settings.minSkillSharePercent <= 0
    ? null
    : { minMatches: settings.minSkillMatches, minSharePercent: settings.minSkillSharePercent };

/** Whether the project shares enough skills with `wanted` under `rule` (null: at least one). */
export function sharesEnoughSkills(project: Project, wanted: ReadonlySet<number>, rule: SkillRule | null): boolean {
  if (rule === null) return sharesSkill(project, wanted);
  if (wanted.size === 0) return false;
  const ids = distinctProjectSkillIds(project);
  const needed = skillsNeeded(ids.length, rule);
  let shared = 0;
  for (const id of ids) if (wanted.has(id) && ++shared >= needed) return true;
  return false;
}

/** Case- and space-insensitive: at least one shared skill. An empty set matches nothing. */
export function sharesSkill(project: Project, wanted: ReadonlySet<number>): boolean {
  if (wanted.size === 0) return false;
  for (const id of projectSkillIds(project)) if (wanted.has(id)) return true;
  return false;
}

/**
 * The project's skills the user's settings share, as the project spells them, in the project's
 * order, each once: what the bid detail shows as why the project matched. Only bids chosen ask it.
 */
export function sharedSkills(project: Project, wanted: ReadonlySet<number>): string[] {
  const { ids, names } = projectDistinctSkills(project);
  const shared: string[] = [];
  for (let index = 0; index < ids.length; index++)
    if (wanted.has(ids[index] as number)) shared.push(names[index] as string);
  return shared;
}

/** How many of the project's distinct skills the user has, of how many: the fit score's skill share. */
export function skillOverlap(
  project: Project,
  wanted: ReadonlySet<number>,
): { readonly shared: number; readonly total: number } {
  const ids = distinctProjectSkillIds(project);
  let shared = 0;
  for (let index = 0; index < ids.length; index++) if (wanted.has(ids[index] as number)) shared += 1;
  return { shared, total: ids.length };
}
