import type { BidEvent } from '../domain/bidding/bid-history.js';
import type { BidChange } from '../domain/bidding/bid-history.js';
import type { Bid, BidLogEntry, BidStatus, BidStatusCounts, NewBid } from '../domain/bidding/bid.js';
import type { DailyBidCount, TimeRange } from '../domain/stats/daily-activity.js';
import type { DailyBidOutcomes, SkillOutcome } from '../domain/stats/funnel.js';
import type { RunCountScope } from './decision-log.port.js';
import type { Page, PageRequest } from './page.js';

export type BidSortField = 'submittedAt' | 'bidAmount';

export interface BidListQuery extends PageRequest {
  /** Case-insensitive substring of the project title or project id. */
  readonly search?: string;
  readonly status?: BidStatus;
  /** Default submittedAt desc. bidAmount sorts by amountUsdCents; equal amounts newest first, then by id. */
  readonly sortBy?: BidSortField;
  readonly sortOrder?: 'asc' | 'desc';
}

/** A position in the award-sync order: the last bid of the previous page. */
export type AwardCursor = Pick<Bid, 'submittedAt' | 'id'>;

export interface BidRepository {
  /**
   * Inserts the bid unless this user already has one on this project (unique user + project).
   * Never throws for the duplicate: answers the existing bid with inserted false. An inserted bid's
   * history starts in the same write, with its status's entry at `queuedAt` (else submittedAt).
   */
  insertIfAbsent(bid: NewBid): Promise<{ readonly inserted: boolean; readonly bid: Bid }>;
  findById(id: string): Promise<Bid | null>;
  findByUserAndProject(userId: string, projectId: string): Promise<Bid | null>;
  /**
   * Null when absent. A change of status appends its history entry (historyEntryFor, at the clock's
   * now) in the same write: history and status never disagree.
   */
  update(id: string, change: BidChange): Promise<Bid | null>;
  /**
   * Removes a bid row still `pending`, with its history: a bid stopped before it reached
   * Freelancer leaves no row, so its project is not "already bid" and a later run may queue it
   * again. Answers whether a row went; a row that has moved on (placed, held, failed) stays.
   */
  discardUnsent(id: string): Promise<boolean>;
  /** The bid's history, oldest first, entries of one instant in the order they were appended; empty for an unknown bid. */
  history(bidId: string): Promise<readonly BidEvent[]>;
  listByUser(userId: string, query: BidListQuery): Promise<Page<Bid>>;
  /**
   * A page of the user's bid log: every bid, newest first (submittedAt, then id, both descending),
   * as listByUser's default order answers it, read as log entries only. The busiest read of a
   * signed-in user (every visit and poll of the log), so it reads no more than the page shows.
   */
  listLogEntries(userId: string, page: PageRequest): Promise<Page<BidLogEntry>>;
  /** Project ids, among `projectIds`, the user already has a bid on. */
  projectIdsWithBids(userId: string, projectIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** The user's bid on each of `projectIds` they have one on, by project id (at most one a project). */
  bidIdsByProject(userId: string, projectIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /**
   * projectIdsWithBids for many users in one read: for each of `userIds`, the ids among
   * `projectIds` they have a bid on. Users with none are absent from the map.
   */
  projectIdsWithBidsMany(
    userIds: readonly string[],
    projectIds: readonly string[],
  ): Promise<ReadonlyMap<string, ReadonlySet<string>>>;
  /** Bids (any status but failed, held or declined: those were never placed) submitted at or after `since`, for the rolling 24 h cap. */
  countPlacedSince(userId: string, since: Date): Promise<number>;
  /** countPlacedSince for many users in one read; users with no such bid are absent from the map. */
  countPlacedSinceMany(userIds: readonly string[], since: Date): Promise<ReadonlyMap<string, number>>;
  /**
   * The proposals of the user's latest `limit` bids that reached the marketplace (submitted,
   * accepted or rejected), newest first (submittedAt, then id): what a new proposal must not copy.
   */
  recentProposals(userId: string, limit: number): Promise<readonly string[]>;
  countsByUser(userId: string): Promise<BidStatusCounts>;
  countsAll(): Promise<BidStatusCounts>;
  /**
   * Status 'submitted' or 'replied' with a marketplace bid id, oldest first (submittedAt, then id):
   * candidates for award sync. With `after`, only the bids that sort after that one, to page through them all.
   */
  listAwaitingAward(limit: number, after?: AwardCursor): Promise<readonly Bid[]>;
  /** As listAwaitingAward, status 'submitted' only: the bids the reply sync asks whether the client wrote about. */
  listAwaitingReply(limit: number, after?: AwardCursor): Promise<readonly Bid[]>;
  /**
   * Bids of every user submitted within `range`, counted per UTC day of submittedAt and status.
   * Only non-zero counts are answered, in no particular order.
   */
  countsByDay(range: TimeRange): Promise<readonly DailyBidCount[]>;
  /**
   * The funnel's bid figures (docs/design.md#funnel): for the scope's bids submitted within `range`,
   * per UTC day of submittedAt, how many were placed, replied to, awarded, refused (failed), held
   * and declined in review. Days with no bid are absent; no particular order. A plan scope (the plan's id) means the
   * users whose current plan is that plan, as the decision log reads it.
   */
  outcomesByDay(scope: RunCountScope, range: TimeRange): Promise<readonly DailyBidOutcomes[]>;
  /** For the scope's bids submitted within `range` that were replied to, repliedAt − submittedAt in ms: the latest `limit` of them. */
  replyDelays(scope: RunCountScope, range: TimeRange, limit: number): Promise<readonly number[]>;
  /** The skills of the scope's placed bids submitted within `range` that carry skills, and whether each was awarded: the latest `limit`. */
  skillOutcomes(scope: RunCountScope, range: TimeRange, limit: number): Promise<readonly SkillOutcome[]>;
}
