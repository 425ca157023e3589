import { accountVerdict, bidCap } from './autobid-account.js';
import { bestFirst, newestFirst, type Candidate } from './autobid-candidates.js';
import type { AutobidContext } from './autobid-context.js';
import {
  skip,
  skipTallyOf,
  tallyOverCap,
  tallySkip,
  type ProjectDecision,
  type SkipTally,
  type TallyInProgress,
} from './autobid-decisions.js';
import { skipBit, type BlockReason } from './autobid-reasons.js';
import { screen } from './autobid-screen.js';
import { bidAmount, hourlyBidRate, upperBudget } from './bid-amount.js';
import { projectColumns } from './project-columns.js';
import { isUsableRate } from './project-rules.js';
import { profileEnvs } from './rule-env.js';
import { bidPeriodDays } from './stated-timeline.js';

// Callers build the context beside the call, so it is offered where the rules are.
export type { AutobidContext } from './autobid-context.js';

export type AutobidEvaluation =
  | { readonly kind: 'blocked'; readonly reasons: readonly BlockReason[] }
  | { readonly kind: 'evaluated'; readonly decisions: readonly ProjectDecision[]; readonly skipTally?: SkipTally };

/**
 * A capped run ranks the newest eligible projects of a window this long by fit, and the best `cap`
 * of them get the bids (docs/design.md#fit-score). Bounded so the dispatcher's newest-first screen
 * still stops early: a project beyond it is older than `RANK_WINDOW_MIN` (or `cap`) better-placed
 * eligible ones, and every hour of age already costs fit points.
 */
export const RANK_WINDOW_MIN = 20;
export const rankWindow = (cap: number): number => cap + Math.max(cap, RANK_WINDOW_MIN);

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
    // The ones over the cap are counted at once; only those the tally keeps are built.
    if (capped) tallyOverCap(tally, overCapMask, cap, total, (rank) => at(rank).project);
    // A winner without a usable rate is a skip too.
    for (const decision of decisions)
      if (decision.kind === 'skip') tallySkip(tally, decision.project, skipBit('RATE_UNAVAILABLE'));
    return { kind: 'evaluated', decisions, skipTally: skipTallyOf(tally) };
  }
  for (let rank = 0; rank < newest.length; rank++) {
    const candidate = at(rank);
    slots[candidate.index] = rank < cap ? bid(candidate) : skip(candidate.project, overCapMask);
  }
  // Every index is filled by now: each project was either skipped in screen or is a candidate.
  return { kind: 'evaluated', decisions: slots as ProjectDecision[] };
}
