import { accountBlocks, dailyRemaining } from './account-blocks.js';
import { pauseBlockMessage } from './autobid-pause.js';
import type { AutobidContext } from './autobid-context.js';
import { blockReason, skipBit, skipReasons } from './autobid-reasons.js';
import type { BlockReason, SkipReason, SkipReasonCode } from './autobid-reasons.js';
import { isWithinSchedule } from './autobid-schedule.js';
import { bidAmount, hourlyBidRate, upperBudget } from './bid-amount.js';
import { fitPoints } from './fit-score.js';
import type { Project } from './project.js';
import { fillProjectColumns, projectColumns, type ProjectColumns } from './project-columns.js';
import { isUsableRate, projectSkipMask } from './project-rules.js';
import { profileEnvs, type ProfileEnv } from './rule-env.js';
import { MAIN_PROFILE_ID, type RunProfile } from './search-profile.js';
import { skillSet } from './skill-matching.js';
import { bidPeriodDays } from './stated-timeline.js';

// Callers build the context beside the call, so it is offered where the rules are.
export type { AutobidContext } from './autobid-context.js';

export type ProjectDecision =
  | {
      readonly kind: 'bid';
      readonly project: Project;
      readonly profileId: string;
      readonly amount: number;
      readonly currency: string;
      readonly amountUsd: number;
      readonly period: number;
    }
  | { readonly kind: 'skip'; readonly project: Project; readonly reasons: readonly SkipReason[] };

/**
 * The skips of an unexplained run, for the decision log: every skip counted under its reason mask
 * (with explain off a mask holds the cheap rules' reasons, and the skill, rate and verified-profile
 * rules only when no cheap rule failed), and the first `keepSkips` skips whole.
 */
export interface SkipTally {
  readonly masks: ReadonlyMap<number, number>;
  readonly kept: readonly Extract<ProjectDecision, { readonly kind: 'skip' }>[];
}

export type AutobidEvaluation =
  | { readonly kind: 'blocked'; readonly reasons: readonly BlockReason[] }
  | { readonly kind: 'evaluated'; readonly decisions: readonly ProjectDecision[]; readonly skipTally?: SkipTally };

interface Candidate {
  readonly index: number;
  readonly project: Project;
  /** The first profile of the run whose rules accept the project: it bids it. */
  readonly profile: ProfileEnv;
  /** The fit score once computed (with a minimum fit set, or when the run is capped and ranks); -1 before. */
  fit: number;
}

/** Every field set at once: candidates of one shape keep the screen's and the ranking's property loads monomorphic. */
const candidateOf = (index: number, project: Project, profile: ProfileEnv): Candidate => ({
  index,
  project,
  profile,
  fit: -1,
});

/**
 * A capped run ranks the newest eligible projects of a window this long by fit, and the best `cap`
 * of them get the bids (docs/design.md#fit-score). Bounded so the dispatcher's newest-first screen
 * still stops early: a project beyond it is older than `RANK_WINDOW_MIN` (or `cap`) better-placed
 * eligible ones, and every hour of age already costs fit points.
 */
export const RANK_WINDOW_MIN = 20;
export const rankWindow = (cap: number): number => cap + Math.max(cap, RANK_WINDOW_MIN);

const FIT_TOO_LOW = skipBit('FIT_TOO_LOW');

/** The project's fit for the profile that would bid it: each profile weighs fit by its own skills and budgets. */
const fitOf = (candidate: Candidate): number => {
  if (candidate.fit < 0) {
    const { profile, project } = candidate;
    candidate.fit = fitPoints(project, profile.fit.env, profile.env.usdRate(project.currency));
  }
  return candidate.fit;
};

/**
 * The first `window` of `ordered`, best fit first; newest, then feed order on ties (`ordered` is
 * newest first already, so its place breaks ties). Candidates of every profile rank together: the
 * cap is the account's. A tick ranks about twenty candidates for most of its users: an insertion
 * that moves a candidate only past strictly worse fits is stable and beats Array#sort there.
 */
function bestFirst(ordered: readonly Candidate[], window: number): Candidate[] {
  const count = Math.min(window, ordered.length);
  const ranked = new Array<Candidate>(count);
  for (let place = 0; place < count; place++) {
    const candidate = ordered[place] as Candidate;
    const fit = fitOf(candidate);
    let at = place;
    while (at > 0 && (ranked[at - 1] as Candidate).fit < fit) {
      ranked[at] = ranked[at - 1] as Candidate;
      at -= 1;
    }
    ranked[at] = candidate;
  }
  return ranked;
}

const ALREADY_BID = skipBit('ALREADY_BID');

type SkipDecision = Extract<ProjectDecision, { readonly kind: 'skip' }>;

const skip = (project: Project, mask: number): SkipDecision => ({ kind: 'skip', project, reasons: skipReasons(mask) });

/** Counts a skip under its mask, and keeps it whole while the tally has room. */
function tallySkip(tally: TallyInProgress, project: Project, mask: number): void {
  countMask(tally, mask, 1);
  if (tally.kept.length < tally.keep) tally.kept.push(skip(project, mask));
}

/**
 * A run's skips fall under a handful of distinct masks: a short list searched from the front beats a
 * Map's hashing on the millions of skips of a tick (the mask counted last is checked first).
 */
interface TallyInProgress {
  readonly masks: number[];
  readonly counts: number[];
  readonly kept: SkipDecision[];
  readonly keep: number;
}

function countMask(tally: TallyInProgress, mask: number, count: number): void {
  const { masks, counts } = tally;
  for (let index = masks.length - 1; index >= 0; index--) {
    if (masks[index] === mask) {
      counts[index] = (counts[index] as number) + count;
      return;
    }
  }
  masks.push(mask);
  counts.push(count);
}

type Tally = TallyInProgress;

/**
 * The bid for an eligible project (docs/design.md#matching-and-pricing): a fixed project by the
 * spec's rule, never under the client's minimum; an hourly one as an hourly rate within the
 * client's range; the period the client stated, or the user's default.
 */
function bid({ project, profile }: Candidate): ProjectDecision {
  const rate = profile.env.usdRate(project.currency);
  if (!isUsableRate(rate)) return skip(project, skipBit('RATE_UNAVAILABLE'));
  // Pricing and period are the bidding profile's (settingsForProfile).
  const { settings, profileId } = profile;
  const { minBidUsd, bidPercentage } = settings;
  const { amount, amountUsd } =
    project.type === 'hourly'
      ? hourlyBidRate({
          budgetMin: project.budgetMin,
          budgetMax: project.budgetMax,
          usdRate: rate,
          bidPercentage,
          minHourlyRateUsd: settings.minHourlyRateUsd,
        })
      : bidAmount({
          upperBudget: upperBudget(project),
          usdRate: rate,
          minBidUsd,
          bidPercentage,
          clientMinimum: project.budgetMin,
        });
  // A budget of a fraction of a cent passes the rules yet prices nothing.
  if (amount < 0.01) return skip(project, skipBit('NO_BUDGET'));
  return {
    kind: 'bid',
    project,
    profileId,
    amount,
    currency: project.currency,
    amountUsd,
    period: bidPeriodDays(project, settings),
  };
}

/** How many bids this run may decide, and the reason given to eligible projects beyond that: the tightest of the limits. */
function bidCap(ctx: AutobidContext): { readonly cap: number; readonly overCapMask: number } {
  const limits: readonly (readonly [number, SkipReasonCode])[] = [
    [dailyRemaining(ctx), 'DAILY_LIMIT_REACHED'],
    [ctx.balance.unlimited ? Number.POSITIVE_INFINITY : ctx.balance.total, 'NO_BIDS_LEFT'],
    [ctx.paceCapacity ?? Number.POSITIVE_INFINITY, 'PACE_LIMIT'],
  ];
  const [cap, code] = limits.reduce((tightest, limit) => (limit[0] < tightest[0] ? limit : tightest));
  return { cap, overCapMask: skipBit(code) };
}

/** Newest first, feed order on ties. Only eligible projects get sorted, and only when capped. */
const newestFirst = (candidates: readonly Candidate[]): Candidate[] =>
  [...candidates].sort((a, b) => b.project.postedAt.getTime() - a.project.postedAt.getTime() || a.index - b.index);

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
interface Screened {
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
function screen(
  ctx: AutobidContext,
  columns: ProjectColumns,
  profiles: readonly ProfileEnv[],
  slots: (ProjectDecision | undefined)[],
  limit: number,
  build: number,
  tally: Tally | undefined,
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

/** The profiles the run searches: the given ones whose schedule is open, or the main one from the settings. */
function openProfiles(ctx: Omit<AutobidContext, 'projects' | 'usdRate'>): {
  readonly open: readonly RunProfile[];
  readonly hasSkills: boolean;
} {
  const main: RunProfile = { profileId: MAIN_PROFILE_ID, settings: ctx.settings };
  const given = ctx.profiles ?? [main];
  const open = given.filter((profile) => isWithinSchedule(profile.settings, ctx.now));
  // With no profile open the account is outside its schedule; its skills are then the main profile's, as before profiles.
  const hasSkills = (open.length > 0 ? open : [main]).some((profile) => skillSet(profile.settings.skills).size > 0);
  return { open, hasSkills };
}

function accountVerdict(ctx: Omit<AutobidContext, 'projects' | 'usdRate'>): {
  readonly open: readonly RunProfile[];
  readonly blocks: readonly BlockReason[];
} {
  const { open, hasSkills } = openProfiles(ctx);
  const codes = accountBlocks(ctx, { hasSkills, scheduleOpen: open.length > 0 });
  const blocks = codes.map((code) =>
    code === 'AUTOBID_PAUSED' && ctx.settings.pause !== null
      ? { code, message: pauseBlockMessage(ctx.settings.pause) }
      : blockReason(code),
  );
  return { open, blocks };
}

/** Why the account gets no bid at all, as evaluateAutobidRules would answer it, without preparing any project rule. */
export const accountBlockReasons = (ctx: Omit<AutobidContext, 'projects' | 'usdRate'>): readonly BlockReason[] =>
  accountVerdict(ctx).blocks;

/**
 * Decides, per project, bid or skip with every reason (docs/design.md#autobid-rules). Account-level
 * refusals come back once as `blocked`. Decisions keep the feed's order; when the daily limit, the
 * balance or the pace caps the run, the best fit among the newest eligible projects (see rankWindow)
 * get the bids, newest first on equal fit. With `explain: false` only the bids are returned.
 */
export function evaluateAutobidRules(ctx: AutobidContext): AutobidEvaluation {
  const { open, blocks } = accountVerdict(ctx);
  if (blocks.length > 0) return { kind: 'blocked', reasons: blocks };
  const profiles = profileEnvs(ctx, open);
  const columns = ctx.projectColumns ?? projectColumns(ctx.projects);
  const explain = ctx.explain ?? true;
  const slots: (ProjectDecision | undefined)[] = explain
    ? new Array<ProjectDecision | undefined>(ctx.projects.length)
    : [];
  const { cap, overCapMask } = bidCap(ctx);
  const tally: TallyInProgress | undefined =
    !explain && ctx.keepSkips !== undefined ? { masks: [], counts: [], kept: [], keep: ctx.keepSkips } : undefined;
  // A tally counts every skip, so it looks at every project; otherwise the newest-first caller's run stops once the ranking window is full.
  const newestFirstTally = tally !== undefined && ctx.projectsNewestFirst === true;
  const limit =
    !explain && tally === undefined && ctx.projectsNewestFirst === true ? rankWindow(cap) : Number.POSITIVE_INFINITY;
  // Newest first, a tally needs the ranking window and the over-cap skips it keeps; the rest it counts.
  const { eligible, more } = screen(
    ctx,
    columns,
    profiles,
    slots,
    limit,
    newestFirstTally ? rankWindow(cap) + tally.keep : Number.POSITIVE_INFINITY,
    tally,
  );
  const total = eligible.length + more;
  const capped = total > cap;
  // Projects the caller sorted newest first are eligible in that order already.
  const newest = capped && ctx.projectsNewestFirst !== true ? newestFirst(eligible) : eligible;
  const window = capped && cap > 0 ? rankWindow(cap) : 0;
  // The window best first; past it the newest order stands (`at` reads the two as one list without building it).
  const ranked = capped ? bestFirst(newest, window) : newest;
  const at = (rank: number): Candidate => (rank < ranked.length ? ranked[rank] : newest[rank]) as Candidate;
  if (!explain) {
    const winners = capped ? ranked.slice(0, cap).sort((a, b) => a.index - b.index) : ranked;
    const decisions = winners.map(bid);
    if (tally === undefined) return { kind: 'evaluated', decisions };
    if (capped) {
      // The ones over the cap are counted at once; only those the tally keeps are built.
      countMask(tally, overCapMask, total - cap);
      for (let rank = cap; rank < total && tally.kept.length < tally.keep; rank++)
        tally.kept.push(skip(at(rank).project, overCapMask));
    }
    // A winner without a usable rate is a skip too.
    for (const decision of decisions)
      if (decision.kind === 'skip') tallySkip(tally, decision.project, skipBit('RATE_UNAVAILABLE'));
    return {
      kind: 'evaluated',
      decisions,
      skipTally: {
        masks: new Map(tally.masks.map((mask, index) => [mask, tally.counts[index] as number])),
        kept: tally.kept,
      },
    };
  }
  for (let rank = 0; rank < newest.length; rank++) {
    const candidate = at(rank);
    slots[candidate.index] = rank < cap ? bid(candidate) : skip(candidate.project, overCapMask);
  }
  // Every index is filled by now: each project was either skipped in screen or is a candidate.
  return { kind: 'evaluated', decisions: slots as ProjectDecision[] };
}
