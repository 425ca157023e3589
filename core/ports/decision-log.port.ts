import type { BlockReasonCode, SkipReasonCode } from '../domain/bidding/autobid-reasons.js';
import type { TimeRange, UtcDay } from '../domain/stats/daily-activity.js';
import type { Page, PageRequest } from './page.js';

/**
 * What a run decided for one project it considered. `held`: queued, then stopped before Freelancer
 * by the proposal guard, or its job ended without logging a bid (a pause, the daily limit, a Stop).
 */
export type DecisionOutcome = 'queued' | 'skipped' | 'held';

export const DECISION_OUTCOMES: readonly DecisionOutcome[] = ['queued', 'skipped', 'held'];

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
  /** Why it was `held` (the guard's words, or why its job logged no bid), or which request made a brief a scam (BRIEF_SCAM); null otherwise. */
  readonly detail: string | null;
  /** The project's fit score for the user when the run decided (docs/design.md#fit-score); null when not scored. */
  readonly fitScore: number | null;
  readonly decidedAt: Date;
}

/** A decision as a run records it; the log gives it its id. Without a fit score it keeps none. */
export type NewDecision = Omit<Decision, 'id' | 'fitScore'> & { readonly fitScore?: number | null };

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
export type RunCountScope =
  | { readonly kind: 'user'; readonly userId: string }
  | { readonly kind: 'plan'; readonly planId: string }
  | { readonly kind: 'all' };

/** Skips per reason: a project skipped for two reasons counts under both. Reasons with none are absent. */
export type SkipCounts = Readonly<Partial<Record<SkipReasonCode, number>>>;

/**
 * What one run did for one user, complete whatever the rows it kept: every project of its window
 * counted, including those sharing no skill (SKILLS_MISMATCH), which get no decision row.
 */
export interface RunSummary {
  readonly userId: string;
  readonly ranAt: Date;
  readonly scanned: number;
  readonly matched: number;
  readonly queued: number;
  readonly skipped: number;
  readonly skippedByReason: SkipCounts;
  /** Why the run could not bid at all (plan, bids, schedule…); empty when it looked at projects. */
  readonly blocked: readonly BlockReasonCode[];
}

/** What a tick (or one Test Bidding run) writes: the rows it kept and every user's summary. */
export interface RunRecords {
  readonly decisions: readonly NewDecision[];
  readonly summaries: readonly RunSummary[];
}

export interface DecisionQuery extends PageRequest {
  readonly outcome?: DecisionOutcome;
  /** Only decisions this rule skipped. */
  readonly reason?: SkipReasonCode;
  /** Only decisions this rule did not skip (the Skipped tab leaves out projects already bid on). */
  readonly excludeReason?: SkipReasonCode;
}

/** How much of the log a prune may delete, and what it keeps. */
export interface DecisionPrune {
  /** Decisions made before this go. */
  readonly decidedBefore: Date;
  /** Daily counts of days before this go (the funnel looks back 90 days). */
  readonly countsBefore: Date;
  /** A user's decisions beyond their newest this many go. */
  readonly perUserCap: number;
  /** At most this many rows per statement, so one prune never holds the table long. */
  readonly batch: number;
}

/**
 * The engine's record of what it decided and why (docs/design.md#decision-log): kept 14 days,
 * bounded in rows per user; the daily counts are kept as long as the funnel looks back (90 days).
 */
export interface DecisionLog {
  /**
   * The latest decision on this project for this user, or null: the row `markHeld` turns into
   * `held`. No screen reads it; a bid's detail shows the fit and reasons stored on the bid itself.
   */
  findLatestForProject(userId: string, projectId: string): Promise<Decision | null>;
  /** Per UTC day within `range`, days with no run absent, in no particular order. */
  dailyCounts(scope: RunCountScope, range: TimeRange): Promise<readonly DailyRunCounts[]>;
  /**
   * Writes a tick's decisions, adds its summaries to each user's daily counts and skip counts, and
   * makes each summary its user's last run: a statement per table whatever the number of users
   * (chunked only by the database's parameter limit). Users deleted meanwhile are left out.
   */
  record(records: RunRecords): Promise<void>;
  /**
   * The user's latest decision on the project becomes `held` with the reason (updated in
   * place: one row per considered project). False when the log has no decision on it any more.
   */
  markHeld(userId: string, projectId: string, detail: string): Promise<boolean>;
  /** The user's decisions, newest first (then by id, newest first). */
  list(userId: string, query: DecisionQuery): Promise<Page<Decision>>;
  /** The user's skips per reason over the UTC days within `range`, complete (not only the kept rows). */
  skipCounts(userId: string, range: TimeRange): Promise<SkipCounts>;
  /** The user's last run (dispatcher or Test Bidding), or null before the first. */
  lastRun(userId: string): Promise<RunSummary | null>;
  /** Deletes old and surplus rows, at most `batch` per statement; answers how many went. */
  prune(rules: DecisionPrune): Promise<number>;
}
