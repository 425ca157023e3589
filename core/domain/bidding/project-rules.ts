import { BARRED_KIND_CODES, skipBit } from './autobid-reasons.js';
import { roundCents, upperBudget } from './bid-amount.js';
import { foldedProjectText } from './keyword-matching.js';
import type { Project, ProjectType } from './project.js';
import type { ProjectColumns } from './project-columns.js';
import { PROJECT_KINDS, type ProjectKind } from './project-kind.js';
import { sharesEnoughSkills, sharesSkill, type SkillRule } from './skill-matching.js';

export const VERIFIED_ONLY_ABOVE_USD = 2500;

/** The user's budget bounds per project type in US dollars (null: no bound), and their lowest hourly rate. */
export interface BudgetBounds {
  readonly fixedMinUsd: number | null;
  readonly fixedMaxUsd: number | null;
  readonly hourlyMinUsd: number | null;
  readonly hourlyMaxUsd: number | null;
  /** 0: no rule. An hourly project whose top rate is under it is out of range. */
  readonly minHourlyRateUsd: number;
}

/** The user's client-risk rules (docs/design.md#client-screening); null sets and zero minimums are no rule. */
export interface ClientScreen {
  readonly requirePaymentVerified: boolean;
  readonly minRating: number;
  readonly minReviews: number;
  /** Upper-case ISO 3166-1 alpha-2 codes. */
  readonly blockedCountries: ReadonlySet<string> | null;
  readonly blockedClientIds: ReadonlySet<string> | null;
}

/** One evaluation's settings, prepared once so the per-project loop only compares numbers. */
export interface ProjectRuleEnv {
  readonly skills: ReadonlySet<number>;
  /** Every project shares a skill with `skills` already (the caller's prefilter): with no stricter skill rule, nothing to check. */
  readonly skillsShared: boolean;
  /** null: the spec's rule, one shared skill. */
  readonly skillRule: SkillRule | null;
  readonly maxBidsThreshold: number;
  /** The skip bit a project of each type gets (0: the type is bid on). */
  readonly typeMasks: Readonly<Record<ProjectType, number>>;
  /** Epoch ms; projects posted earlier are too old. -Infinity for no limit. */
  readonly postedNotBeforeMs: number;
  readonly isProfileVerified: boolean;
  readonly alreadyBid: ReadonlySet<string>;
  /** The user's marketplace id; null matches no project. */
  readonly ownUserId: string | null;
  /** The skip bits a project of each kind gets for this user (0: the kind is no bar). */
  readonly kindMasks: Readonly<Record<ProjectKind, number>>;
  /** Any of these in the folded title or brief skips the project; null: none set. */
  readonly excludedKeywords: RegExp | null;
  /** The folded title or brief must hold one of these; null: none set. */
  readonly requiredKeywords: RegExp | null;
  /** Primary language subtags the user bids in, lower case; null: any language. */
  readonly languages: ReadonlySet<string> | null;
  /** null when no client rule is set. */
  readonly clientScreen: ClientScreen | null;
  /** languages or clientScreen is set. */
  readonly hasProjectRules: boolean;
  /** excludedKeywords or requiredKeywords is set. */
  readonly hasTextRules: boolean;
  /** null when no budget bound and no minimum hourly rate is set. */
  readonly budget: BudgetBounds | null;
  /** Units of `currency` per 1 USD; undefined when unknown. */
  readonly usdRate: (currency: string) => number | undefined;
  /** false: stop at the first failing rule, the caller only wants the bids. */
  readonly explain: boolean;
}

const PROJECT_CLOSED = skipBit('PROJECT_CLOSED');
const OWN_PROJECT = skipBit('OWN_PROJECT');
const ALREADY_BID = skipBit('ALREADY_BID');
const TOO_MANY_BIDS = skipBit('TOO_MANY_BIDS');
const TOO_OLD = skipBit('TOO_OLD');
const SKILLS_MISMATCH = skipBit('SKILLS_MISMATCH');
const RATE_UNAVAILABLE = skipBit('RATE_UNAVAILABLE');
const VERIFIED_PROFILE_REQUIRED = skipBit('VERIFIED_PROFILE_REQUIRED');
const BUDGET_OUT_OF_RANGE = skipBit('BUDGET_OUT_OF_RANGE');
const KEYWORD_EXCLUDED = skipBit('KEYWORD_EXCLUDED');
const KEYWORD_MISSING = skipBit('KEYWORD_MISSING');
const LANGUAGE_MISMATCH = skipBit('LANGUAGE_MISMATCH');
const CLIENT_NOT_VERIFIED = skipBit('CLIENT_NOT_VERIFIED');
const CLIENT_REPUTATION_LOW = skipBit('CLIENT_REPUTATION_LOW');
const CLIENT_COUNTRY_BLOCKED = skipBit('CLIENT_COUNTRY_BLOCKED');
const CLIENT_BLOCKED = skipBit('CLIENT_BLOCKED');
const BRIEF_SCAM = skipBit('BRIEF_SCAM');
const NO_BUDGET = skipBit('NO_BUDGET');

/** NDA projects are barred for everyone; another kind only once Freelancer refused the user's bids on it. */
export function kindMasks(unbiddable: ReadonlySet<ProjectKind>): Readonly<Record<ProjectKind, number>> {
  // Most users were never refused on a kind: they share one table rather than build one a run.
  if (unbiddable.size === 0) return NDA_ONLY;
  return kindMasksOf(unbiddable);
}

function kindMasksOf(unbiddable: ReadonlySet<ProjectKind>): Record<ProjectKind, number> {
  const masks = {} as Record<ProjectKind, number>;
  for (const kind of PROJECT_KINDS)
    masks[kind] = kind === 'nda' || unbiddable.has(kind) ? skipBit(BARRED_KIND_CODES[kind]) : 0;
  return masks;
}

const NDA_ONLY: Readonly<Record<ProjectKind, number>> = Object.freeze(kindMasksOf(new Set()));

export const typeMasks = (types: {
  readonly bidOnFixedProjects: boolean;
  readonly bidOnHourlyProjects: boolean;
}): Record<ProjectType, number> => ({
  fixed: types.bidOnFixedProjects ? 0 : skipBit('FIXED_EXCLUDED'),
  hourly: types.bidOnHourlyProjects ? 0 : skipBit('HOURLY_EXCLUDED'),
});

export const isUsableRate = (rate: number | undefined): rate is number =>
  rate !== undefined && Number.isFinite(rate) && rate > 0;

/**
 * The client rules' bits. What the marketplace did not say (no client, a null field) never skips,
 * and a rating from no reviews is no rating: a new client is judged by the review count alone.
 */
export function clientSkipMask(project: Pick<Project, 'ownerId' | 'client'>, screen: ClientScreen): number {
  let mask = 0;
  const client = project.client ?? null;
  if (
    screen.blockedClientIds !== null &&
    ((project.ownerId !== null && screen.blockedClientIds.has(project.ownerId)) ||
      (client !== null && screen.blockedClientIds.has(client.id)))
  )
    mask |= CLIENT_BLOCKED;
  if (client === null) return mask;
  if (screen.requirePaymentVerified && client.paymentVerified === false) mask |= CLIENT_NOT_VERIFIED;
  const reviews = client.reviews;
  const lowReviews = screen.minReviews > 0 && reviews !== null && reviews < screen.minReviews;
  const lowRating = screen.minRating > 0 && client.rating !== null && reviews !== 0 && client.rating < screen.minRating;
  if (lowReviews || lowRating) mask |= CLIENT_REPUTATION_LOW;
  if (
    screen.blockedCountries !== null &&
    client.country !== null &&
    screen.blockedCountries.has(client.country.toUpperCase())
  )
    mask |= CLIENT_COUNTRY_BLOCKED;
  return mask;
}

const below = (usd: number, bound: number | null): boolean => bound !== null && roundCents(usd) < roundCents(bound);
const above = (usd: number, bound: number | null): boolean => bound !== null && roundCents(usd) > roundCents(bound);

/**
 * Whether the project's budget is out of the user's range for its type: a fixed project's upper
 * budget, an hourly project's upper rate, in US dollars; also an hourly project whose stated top
 * rate is under the user's lowest hourly rate (one without a top rate can always be bid at it).
 */
export function budgetOutOfRange(
  project: Pick<Project, 'type' | 'budgetMin' | 'budgetMax'>,
  usdRate: number,
  bounds: BudgetBounds,
): boolean {
  const upperUsd = upperBudget(project) / usdRate;
  if (project.type === 'fixed') return below(upperUsd, bounds.fixedMinUsd) || above(upperUsd, bounds.fixedMaxUsd);
  if (below(upperUsd, bounds.hourlyMinUsd) || above(upperUsd, bounds.hourlyMaxUsd)) return true;
  return (
    bounds.minHourlyRateUsd > 0 &&
    project.budgetMax !== null &&
    below(project.budgetMax / usdRate, bounds.minHourlyRateUsd)
  );
}

function keywordMask(project: Project, env: ProjectRuleEnv): number {
  const text = foldedProjectText(project);
  let mask = 0;
  if (env.excludedKeywords !== null && env.excludedKeywords.test(text)) mask |= KEYWORD_EXCLUDED;
  if (env.requiredKeywords !== null && !env.requiredKeywords.test(text)) mask |= KEYWORD_MISSING;
  return mask;
}

/** The rules most users leave unset (languages, the client): apart from the hot path, so a user without them pays one test per project. */
function projectMaskOf(project: Project, language: string | null, env: ProjectRuleEnv): number {
  let mask = 0;
  // An unknown language (absent, null, blank) never skips.
  if (env.languages !== null && language !== null && !env.languages.has(language)) mask |= LANGUAGE_MISMATCH;
  if (env.clientScreen !== null) mask |= clientSkipMask(project, env.clientScreen);
  return mask;
}

/**
 * Checks the rules cheapest first on the project at `index` of `projects`; the result has one bit
 * per failed rule (0 = eligible). `columns` are projectColumns(projects): the checks most pairs
 * stop at read them, not the project. The rules a user did not set are null in the env;
 * `hasProjectRules`/`hasTextRules` spare the others a test each.
 */
export function projectSkipMask(
  projects: readonly Project[],
  columns: ProjectColumns,
  index: number,
  env: ProjectRuleEnv,
): number {
  // The reference only: the object itself is read by the rules past the columns, when a user set them.
  const project = projects[index] as Project;
  let mask = columns.closed[index] === 1 ? PROJECT_CLOSED : 0;
  const ownerId = columns.ownerIds[index] as string | null;
  if (ownerId !== null && ownerId === env.ownUserId) mask |= OWN_PROJECT;
  // Most projects have no kind, so the project is rarely read here.
  if (columns.hasKinds[index] === 1) for (const kind of project.kinds) mask |= env.kindMasks[kind];
  // Most users bid on none of a window's projects: their set is empty.
  if (env.alreadyBid.size > 0 && env.alreadyBid.has(columns.ids[index] as string)) mask |= ALREADY_BID;
  if ((columns.bidCounts[index] as number) > env.maxBidsThreshold) mask |= TOO_MANY_BIDS;
  // Two named fields rather than a lookup by the type's name: a keyed load on every pair costs more.
  mask |= columns.hourly[index] === 1 ? env.typeMasks.hourly : env.typeMasks.fixed;
  if ((columns.postedAtMs[index] as number) < env.postedNotBeforeMs) mask |= TOO_OLD;
  if (env.hasProjectRules) mask |= projectMaskOf(project, columns.languages[index] as string | null, env);
  if (mask !== 0 && !env.explain) return mask;
  if (
    env.skillRule === null
      ? !env.skillsShared && !sharesSkill(project, env.skills)
      : !sharesEnoughSkills(project, env.skills, env.skillRule)
  )
    mask |= SKILLS_MISMATCH;
  if (env.hasTextRules && (mask === 0 || env.explain)) mask |= keywordMask(project, env);
  if (mask !== 0 && !env.explain) return mask;
  // A zero or negative budget (odd listing data) prices a bid of 0, which Freelancer refuses.
  if ((columns.upperBudgets[index] as number) <= 0) mask |= NO_BUDGET;
  const rate = env.usdRate(columns.currencies[index] as string);
  if (isUsableRate(rate)) {
    if (!env.isProfileVerified && (columns.upperBudgets[index] as number) / rate > VERIFIED_ONLY_ABOVE_USD)
      mask |= VERIFIED_PROFILE_REQUIRED;
    if (env.budget !== null && budgetOutOfRange(project, rate, env.budget)) mask |= BUDGET_OUT_OF_RANGE;
  } else mask |= RATE_UNAVAILABLE;
  if (mask !== 0 && !env.explain) return mask;
  // Last: the brief screening, dearest of all, was done once per project with the columns.
  if (columns.scams[index] === 1) mask |= BRIEF_SCAM;
  return mask;
}
