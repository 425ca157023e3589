import type { SkipReasonCode } from '../domain/bidding/autobid-reasons.js';
import type { TimeRange, UtcDay } from '../domain/stats/daily-activity.js';

/** What a run decided for one project it considered. `held`: queued, then stopped by the proposal guard. */
export type DecisionOutcome = 'queued' | 'skipped' | 'held';

/** One project a run considered for a user, and why it went the way it did. */
export interface Decision {
  readonly id: string;
  readonly userId: string;
  readonly projectId: string;
  readonly projectTitle: string;
  readonly projectUrl: string;
  readonly outcome: DecisionOutcome;
  /** Every rule that skipped it (empty for `queued`). */
  readonly reasons: readonly SkipReasonCode[];
  /** The guard's words for `held`; null otherwise. */
  readonly detail: string | null;
  readonly decidedAt: Date;
}

/** What the runs of one UTC day did for a user (or summed over users). */
export interface DailyRunCounts {
  readonly day: UtcDay;
  /** Projects the runs looked at (their windows' projects). */
  readonly scanned: number;
  /** Projects the rules chose to bid on. */
  readonly matched: number;
  readonly queued: number;
  readonly skipped: number;
}

/** Whose counts: one user, the users currently on one plan, or everyone. */
export type RunCountScope = { readonly kind: 'user'; readonly userId: string } | { readonly kind: 'plan'; readonly planId: string } | { readonly kind: 'all' };

/**
 * The engine's record of what it decided and why (docs/design.md#decision-log): kept 14 days,
 * bounded in rows per user; the daily counts are kept as long as the funnel looks back (90 days).
 */
export interface DecisionLog {
  /** The latest decision on this project for this user, or null: what a bid's detail shows as its reasons. */
  findLatestForProject(userId: string, projectId: string): Promise<Decision | null>;
  /** Per UTC day within `range`, days with no run absent, in no particular order. */
  dailyCounts(scope: RunCountScope, range: TimeRange): Promise<readonly DailyRunCounts[]>;
}
