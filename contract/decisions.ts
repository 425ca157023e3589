import { z } from 'zod';
import { SKIP_CODES, SKIP_MESSAGES, type SkipReasonCode } from '../core/domain/bidding/autobid-reasons.js';
import { PROJECT_REFERENCE_REQUIRED } from '../core/domain/bidding/project-reference.js';
import { DECISION_OUTCOMES, type Decision } from '../core/ports/decision-log.port.js';
import { adjustedFitScore } from '../core/ports/fit-adjuster.port.js';
import { TOP_REASONS, type LastRunView, type ReasonCount } from '../core/use-cases/decisions/last-run.js';
import { overPaceOf } from '../core/use-cases/engine/dispatch-summary.js';
import type { DispatchResult } from '../core/use-cases/engine/match-and-enqueue.js';
import type { Explanation } from '../core/use-cases/decisions/explain-project.js';
import type { LoggedDecision } from '../core/use-cases/decisions/list-decisions.js';
import { optionalQuery, pageQuery, pagination, type Pagination } from './common.js';

const DECISIONS_PAGE_SIZE = 20;

const skipCode = (field: string) =>
  optionalQuery(
    z.enum(SKIP_CODES as [SkipReasonCode, ...SkipReasonCode[]], {
      error: `${field} must be one of the skip reason codes`,
    }),
  );

/**
 * GET /api/bidding/decisions?page&limit&outcome&reason&excludeReason: the signed-in user's decision
 * log, newest first. `excludeReason` leaves out the decisions that rule skipped (the Skipped tab
 * sends ALREADY_BID: those projects were bid on, there is nothing to act on).
 */
export const DecisionsQuery = z.strictObject({
  ...pageQuery(DECISIONS_PAGE_SIZE),
  outcome: optionalQuery(
    z.enum(DECISION_OUTCOMES as ['queued', 'skipped', 'held'], {
      error: `outcome must be one of ${DECISION_OUTCOMES.join(', ')}`,
    }),
  ),
  reason: skipCode('reason'),
  excludeReason: skipCode('excludeReason'),
});
export type DecisionsQuery = z.input<typeof DecisionsQuery>;

export interface DecisionReasonResponse {
  readonly code: SkipReasonCode;
  readonly message: string;
}

export interface DecisionResponse {
  readonly id: string;
  readonly projectId: string;
  readonly projectTitle: string;
  readonly projectUrl: string;
  readonly outcome: Decision['outcome'];
  readonly reasons: readonly DecisionReasonResponse[];
  /** The proposal guard's words for `held`, or which request made the brief a scam. */
  readonly detail: string | null;
  /** The fit score when the run decided, 0–100; null for rows from before it was kept. */
  readonly fitScore: number | null;
  readonly decidedAt: string;
  /** The user's bid on the project, placed by this run or another (a skip now may be a bid later); null when none. */
  readonly bidId: string | null;
}

export interface ReasonCountResponse {
  readonly code: SkipReasonCode;
  readonly message: string;
  readonly count: number;
}

export interface DecisionsResponse {
  readonly success: true;
  readonly decisions: readonly DecisionResponse[];
  readonly pagination: Pagination;
  /** Skips per reason over the log's 14 days, complete (the list keeps only the newest skips of each run). */
  readonly reasonCounts: readonly ReasonCountResponse[];
  readonly days: number;
  /** Decisions matching the other filters that `excludeReason` left out; 0 without it. */
  readonly excluded: number;
}

export const toDecisionResponse = ({ decision, bidId }: LoggedDecision): DecisionResponse => ({
  id: decision.id,
  projectId: decision.projectId,
  projectTitle: decision.projectTitle,
  projectUrl: decision.projectUrl,
  outcome: decision.outcome,
  reasons: decision.reasons.map((code) => ({ code, message: SKIP_MESSAGES[code] })),
  detail: decision.detail,
  fitScore: decision.fitScore,
  decidedAt: decision.decidedAt.toISOString(),
  bidId,
});

export const decisionsPagination = pagination;

export const toReasonCountResponse = (count: ReasonCount): ReasonCountResponse => ({
  code: count.code,
  message: count.message,
  count: count.count,
});

/** GET /api/bidding/last-run: what the last run did and when the next one is (the dashboard's "Last run"). */
export interface LastRunResponse {
  readonly success: true;
  readonly lastRun: {
    readonly ranAt: string;
    readonly scanned: number;
    readonly matched: number;
    readonly queued: number;
    readonly skipped: number;
    readonly topReasons: readonly ReasonCountResponse[];
    readonly blocked: readonly { readonly code: string; readonly message: string }[];
    /** Of `skipped`, the projects that passed every rule but did not fit the safe pace (Test Bidding's "N more matched"). */
    readonly overPace: number;
  } | null;
  readonly nextRunAt: string | null;
}

export const toLastRunResponse = (view: LastRunView): LastRunResponse => ({
  success: true,
  lastRun:
    view.run === null
      ? null
      : {
          ranAt: view.run.ranAt.toISOString(),
          scanned: view.run.scanned,
          matched: view.run.matched,
          queued: view.run.queued,
          skipped: view.run.skipped,
          topReasons: view.run.topReasons.map(toReasonCountResponse),
          blocked: view.run.blocked,
          overPace: view.run.overPace,
        },
  nextRunAt: view.nextRunAt === null ? null : view.nextRunAt.toISOString(),
});

/** Test Bidding's run in numbers, beside its message and note: the same as the dashboard's "Last run". */
export interface TestRunResponse {
  readonly scanned: number;
  readonly matched: number;
  readonly queued: number;
  readonly skipped: number;
  readonly topReasons: readonly ReasonCountResponse[];
  /** As the last run's `overPace`: the note's "N more matched than a safe pace can bid on". */
  readonly overPace: number;
}

export const toTestRunResponse = (result: DispatchResult): TestRunResponse => ({
  scanned: result.projectsFound,
  matched: result.matched,
  queued: result.queued,
  skipped: result.blocked.length > 0 ? 0 : Math.max(0, result.projectsFound - result.matched),
  topReasons: result.skipped.slice(0, TOP_REASONS).map(toReasonCountResponse),
  overPace: overPaceOf(result),
});

/** GET /api/bidding/explain?project=<Freelancer link or id>: "why not this project?". */
export const ExplainQuery = z.strictObject({
  project: z
    .string({ error: PROJECT_REFERENCE_REQUIRED })
    .trim()
    .min(1, PROJECT_REFERENCE_REQUIRED)
    .max(500, 'A Freelancer project link must be at most 500 characters'),
});
export type ExplainQuery = z.input<typeof ExplainQuery>;

export interface ExplainResponse {
  readonly success: true;
  readonly project: {
    readonly id: string;
    readonly title: string;
    readonly url: string;
    readonly type: 'fixed' | 'hourly';
    readonly currency: string;
    readonly budgetMin: number | null;
    readonly budgetMax: number | null;
    readonly bidCount: number;
    readonly postedAt: string;
  };
  readonly verdict: Explanation['verdict'];
  readonly blocks: readonly { readonly code: string; readonly message: string }[];
  /** The rules of the profile that would bid the project, else the main profile's. */
  readonly rules: readonly RuleVerdictResponse[];
  readonly fit: FitResponse;
  /** The search profile `rules` and `fit` are of ('main': the settings themselves). */
  readonly profileId: string;
  readonly profileName: string;
  /** Every active profile's answer, main first (docs/design.md#search-profiles): the first that passes would bid. */
  readonly profiles: readonly {
    readonly id: string;
    readonly name: string;
    readonly verdict: 'bid' | 'skip';
    readonly rules: readonly RuleVerdictResponse[];
    readonly fit: FitResponse;
  }[];
}

export interface RuleVerdictResponse {
  readonly code: SkipReasonCode;
  readonly label: string;
  readonly passed: boolean;
  readonly message: string | null;
}

/** A fit score with its top reasons, largest first (docs/design.md#fit-score). */
export interface FitResponse {
  readonly score: number;
  readonly reasons: readonly { readonly code: string; readonly points: number; readonly text: string }[];
  /** A language model's adjustment (±15) with its one-line reason, on bids only; absent without one. */
  readonly adjustment?: { readonly points: number; readonly reason: string; readonly adjustedScore: number };
}

export const toFitResponse = (fit: {
  readonly score: number;
  readonly reasons: readonly { readonly code: string; readonly points: number; readonly text: string }[];
  readonly adjustment?: { readonly points: number; readonly reason: string } | null;
}): FitResponse => ({
  score: fit.score,
  reasons: fit.reasons.map((reason) => ({ code: reason.code, points: reason.points, text: reason.text })),
  ...(fit.adjustment === undefined || fit.adjustment === null
    ? {}
    : {
        adjustment: {
          points: fit.adjustment.points,
          reason: fit.adjustment.reason,
          adjustedScore: adjustedFitScore(fit.score, fit.adjustment),
        },
      }),
});

export const toExplainResponse = (explanation: Explanation): ExplainResponse => ({
  success: true,
  project: {
    id: explanation.project.id,
    title: explanation.project.title,
    url: explanation.project.url,
    type: explanation.project.type,
    currency: explanation.project.currency,
    budgetMin: explanation.project.budgetMin,
    budgetMax: explanation.project.budgetMax,
    bidCount: explanation.project.bidCount,
    postedAt: explanation.project.postedAt.toISOString(),
  },
  verdict: explanation.verdict,
  blocks: explanation.blocks.map((block) => ({ code: block.code, message: block.message })),
  rules: explanation.rules,
  fit: toFitResponse(explanation.fit),
  profileId: explanation.profileId,
  profileName: explanation.profileName,
  profiles: explanation.profiles.map((profile) => ({
    id: profile.profileId,
    name: profile.name,
    verdict: profile.verdict,
    rules: profile.rules,
    fit: toFitResponse(profile.fit),
  })),
});
