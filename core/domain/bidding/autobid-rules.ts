import { accountBlocks, dailyRemaining } from './account-blocks.js';
import { pauseBlockMessage } from './autobid-pause.js';
import type { AutobidContext } from './autobid-context.js';
import { blockReason, skipBit, skipReasons } from './autobid-reasons.js';
import type { BlockReason, SkipReason, SkipReasonCode } from './autobid-reasons.js';
import { timeLimitMs } from './autobid-timing.js';
import { bidAmount, upperBudget } from './bid-amount.js';
import type { Project } from './project.js';
import { isUsableRate, kindMasks, projectSkipMask } from './project-rules.js';
import type { ProjectRuleEnv } from './project-rules.js';
import { skillSet } from './skill-matching.js';

// Callers build the context beside the call, so it is offered where the rules are.
export type { AutobidContext } from './autobid-context.js';

export type ProjectDecision =
  | { readonly kind: 'bid'; readonly project: Project; readonly amount: number; readonly currency: string; readonly amountUsd: number; readonly period: number }
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

/** One lookup per project instead of the caller's function; NaN stands for "no rate". */
function memoizedRate(usdRate: AutobidContext['usdRate']): (currency: string) => number | undefined {
  const rates = new Map<string, number>();
  return (currency) => {
    let rate = rates.get(currency);
    if (rate === undefined) {
      rate = usdRate(currency) ?? Number.NaN;
      rates.set(currency, rate);
    }
    return rate;
  };
}

function ruleEnv(ctx: AutobidContext, skills: ReadonlySet<number>): ProjectRuleEnv {
  const { settings } = ctx;
  return {
    skills,
    maxBidsThreshold: settings.maxBidsThreshold,
    bidOnHourlyProjects: settings.bidOnHourlyProjects,
    postedNotBeforeMs: ctx.now.getTime() - timeLimitMs(settings.timeLimit),
    isProfileVerified: settings.isProfileVerified,
    alreadyBid: ctx.projectIdsAlreadyBid,
    ownUserId: ctx.freelancerUserId,
    kindMasks: kindMasks(ctx.unbiddableKinds),
    usdRate: memoizedRate(ctx.usdRate),
    explain: ctx.explain ?? true,
  };
}

interface Candidate {
  readonly index: number;
  readonly project: Project;
}

const ALREADY_BID = skipBit('ALREADY_BID');

type SkipDecision = Extract<ProjectDecision, { readonly kind: 'skip' }>;

const skip = (project: Project, mask: number): SkipDecision => ({ kind: 'skip', project, reasons: skipReasons(mask) });

/** Counts a skip under its mask, and keeps it whole while the tally has room. */
function tallySkip(tally: { masks: Map<number, number>; kept: SkipDecision[]; keep: number }, project: Project, mask: number): void {
  tally.masks.set(mask, (tally.masks.get(mask) ?? 0) + 1);
  if (tally.kept.length < tally.keep) tally.kept.push(skip(project, mask));
}

type Tally = Parameters<typeof tallySkip>[0];

function bid(project: Project, ctx: AutobidContext, env: ProjectRuleEnv): ProjectDecision {
  const rate = env.usdRate(project.currency);
  if (!isUsableRate(rate)) return skip(project, skipBit('RATE_UNAVAILABLE'));
  const { minBidUsd, bidPercentage, completionPeriod } = ctx.settings;
  const { amount, amountUsd } = bidAmount({ upperBudget: upperBudget(project), usdRate: rate, minBidUsd, bidPercentage });
  return { kind: 'bid', project, amount, currency: project.currency, amountUsd, period: completionPeriod };
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

/** Eligible projects in feed order, up to `limit`; skips are written into `slots` when they are wanted. */
function screen(ctx: AutobidContext, env: ProjectRuleEnv, slots: (ProjectDecision | undefined)[], limit: number, tally: Tally | undefined): Candidate[] {
  const eligible: Candidate[] = [];
  const chosen = new Set<string>();
  const { projects } = ctx;
  for (let index = 0; index < projects.length && eligible.length < limit; index++) {
    const project = projects[index] as Project;
    const mask = projectSkipMask(project, env) || (chosen.has(project.id) ? ALREADY_BID : 0);
    if (mask === 0) {
      chosen.add(project.id);
      eligible.push({ index, project });
    } else if (env.explain) slots[index] = skip(project, mask);
    else if (tally !== undefined) tallySkip(tally, project, mask);
  }
  return eligible;
}

/**
 * Decides, per project, bid or skip with every reason (docs/design.md#autobid-rules). Account-level
 * refusals come back once as `blocked`. Decisions keep the feed's order; when the daily limit, the
 * balance or the pace caps the run, the newest eligible projects get the bids. With `explain: false` only
 * the bids are returned.
 */
export function evaluateAutobidRules(ctx: AutobidContext): AutobidEvaluation {
  const skills = skillSet(ctx.settings.skills);
  const blocks = accountBlocks(ctx, skills);
  if (blocks.length > 0) return { kind: 'blocked', reasons: blocks.map((code) => (code === 'AUTOBID_PAUSED' && ctx.settings.pause !== null ? { code, message: pauseBlockMessage(ctx.settings.pause) } : blockReason(code))) };
  const env = ruleEnv(ctx, skills);
  const slots: (ProjectDecision | undefined)[] = env.explain ? new Array<ProjectDecision | undefined>(ctx.projects.length) : [];
  const { cap, overCapMask } = bidCap(ctx);
  const tally = !env.explain && ctx.keepSkips !== undefined ? { masks: new Map<number, number>(), kept: [], keep: ctx.keepSkips } : undefined;
  // A tally counts every skip, so it looks at every project; otherwise the newest-first caller's run stops at the cap.
  const eligible = screen(ctx, env, slots, !env.explain && tally === undefined && ctx.projectsNewestFirst === true ? cap : Number.POSITIVE_INFINITY, tally);
  const capped = eligible.length > cap;
  const ordered = capped ? newestFirst(eligible) : eligible;
  if (!env.explain) {
    const winners = capped ? ordered.slice(0, cap).sort((a, b) => a.index - b.index) : ordered;
    const decisions = winners.map((candidate) => bid(candidate.project, ctx, env));
    if (tally === undefined) return { kind: 'evaluated', decisions };
    for (const candidate of ordered.slice(cap)) tallySkip(tally, candidate.project, overCapMask);
    // A winner without a usable rate is a skip too.
    for (const decision of decisions) if (decision.kind === 'skip') tallySkip(tally, decision.project, skipBit('RATE_UNAVAILABLE'));
    return { kind: 'evaluated', decisions, skipTally: { masks: tally.masks, kept: tally.kept } };
  }
  ordered.forEach((candidate, rank) => {
    slots[candidate.index] = rank < cap ? bid(candidate.project, ctx, env) : skip(candidate.project, overCapMask);
  });
  // Every index is filled by now: each project was either skipped in screen or is a candidate.
  return { kind: 'evaluated', decisions: slots as ProjectDecision[] };
}
