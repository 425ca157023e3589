import { BARRED_KIND_CODES, skipBit } from './autobid-reasons.js';
import { upperBudget } from './bid-amount.js';
import { projectBriefScreening } from './brief-screening.js';
import type { Project } from './project.js';
import { PROJECT_KINDS, type ProjectKind } from './project-kind.js';
import { sharesSkill } from './skill-matching.js';

export const VERIFIED_ONLY_ABOVE_USD = 2500;

/** One evaluation's settings, prepared once so the per-project loop only compares numbers. */
export interface ProjectRuleEnv {
  readonly skills: ReadonlySet<number>;
  readonly maxBidsThreshold: number;
  readonly bidOnHourlyProjects: boolean;
  /** Epoch ms; projects posted earlier are too old. -Infinity for no limit. */
  readonly postedNotBeforeMs: number;
  readonly isProfileVerified: boolean;
  readonly alreadyBid: ReadonlySet<string>;
  /** The user's marketplace id; null matches no project. */
  readonly ownUserId: string | null;
  /** The skip bits a project of each kind gets for this user (0: the kind is no bar). */
  readonly kindMasks: Readonly<Record<ProjectKind, number>>;
  /** Units of `currency` per 1 USD; undefined when unknown. */
  readonly usdRate: (currency: string) => number | undefined;
  /** false: stop at the first failing rule, the caller only wants the bids. */
  readonly explain: boolean;
}

const PROJECT_CLOSED = skipBit('PROJECT_CLOSED');
const OWN_PROJECT = skipBit('OWN_PROJECT');
const ALREADY_BID = skipBit('ALREADY_BID');
const TOO_MANY_BIDS = skipBit('TOO_MANY_BIDS');
const HOURLY_EXCLUDED = skipBit('HOURLY_EXCLUDED');
const TOO_OLD = skipBit('TOO_OLD');
const SKILLS_MISMATCH = skipBit('SKILLS_MISMATCH');
const RATE_UNAVAILABLE = skipBit('RATE_UNAVAILABLE');
const VERIFIED_PROFILE_REQUIRED = skipBit('VERIFIED_PROFILE_REQUIRED');
const BRIEF_SCAM = skipBit('BRIEF_SCAM');

/** NDA projects are barred for everyone; another kind only once Freelancer refused the user's bids on it. */
export function kindMasks(unbiddable: ReadonlySet<ProjectKind>): Record<ProjectKind, number> {
  const masks = {} as Record<ProjectKind, number>;
  for (const kind of PROJECT_KINDS) masks[kind] = kind === 'nda' || unbiddable.has(kind) ? skipBit(BARRED_KIND_CODES[kind]) : 0;
  return masks;
}

export const isUsableRate = (rate: number | undefined): rate is number => rate !== undefined && Number.isFinite(rate) && rate > 0;

/** Checks the rules cheapest first; the result has one bit per failed rule (0 = eligible). */
export function projectSkipMask(project: Project, env: ProjectRuleEnv): number {
  let mask = project.isOpen ? 0 : PROJECT_CLOSED;
  if (project.ownerId !== null && project.ownerId === env.ownUserId) mask |= OWN_PROJECT;
  // Most projects have no kind, so the loop rarely runs.
  for (const kind of project.kinds) mask |= env.kindMasks[kind];
  if (env.alreadyBid.has(project.id)) mask |= ALREADY_BID;
  if (project.bidCount > env.maxBidsThreshold) mask |= TOO_MANY_BIDS;
  if (!env.bidOnHourlyProjects && project.type === 'hourly') mask |= HOURLY_EXCLUDED;
  if (project.postedAt.getTime() < env.postedNotBeforeMs) mask |= TOO_OLD;
  if (mask !== 0 && !env.explain) return mask;
  if (!sharesSkill(project, env.skills)) mask |= SKILLS_MISMATCH;
  if (mask !== 0 && !env.explain) return mask;
  // Read once per project (cached), whatever the number of users it meets.
  if (projectBriefScreening(project).scam !== null) mask |= BRIEF_SCAM;
  if (mask !== 0 && !env.explain) return mask;
  const rate = env.usdRate(project.currency);
  if (!isUsableRate(rate)) return mask | RATE_UNAVAILABLE;
  if (!env.isProfileVerified && upperBudget(project) / rate > VERIFIED_ONLY_ABOVE_USD) mask |= VERIFIED_PROFILE_REQUIRED;
  return mask;
}
