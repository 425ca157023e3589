import { z } from 'zod';
import { SKIP_CODES, SKIP_MESSAGES, type SkipReasonCode } from '../core/domain/bidding/autobid-reasons.js';
import { DECISION_OUTCOMES, type Decision } from '../core/ports/decision-log.port.js';
import type { ReasonCount } from '../core/use-cases/decisions/last-run.js';
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
