import { randomUUID } from 'node:crypto';
import type { BidChange } from '../../../core/domain/bidding/bid-history.js';
import {
  cappedBrief,
  logEntryOf,
  type Bid,
  type BidLogEntry,
  type BidStatusCounts,
  type NewBid,
} from '../../../core/domain/bidding/bid.js';
import { historyEntryFor, type BidEvent } from '../../../core/domain/bidding/bid-history.js';
import { fallbackUsdCents } from '../../../core/domain/bidding/bid-usd-value.js';
import type { DailyBidCount, TimeRange } from '../../../core/domain/stats/daily-activity.js';
import type { DailyBidOutcomes, SkillOutcome } from '../../../core/domain/stats/funnel.js';
import type { AwardCursor, BidListQuery, BidRepository } from '../../../core/ports/bid-repository.port.js';
import type { RunCountScope } from '../../../core/ports/decision-log.port.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import {
  countPlacedSince,
  countPlacedSinceMany,
  listPlacedAfter,
  projectIdsWithBidsMany,
  recentProposals,
} from './in-memory-bid-run-reads.js';
import { AWAITING_AWARD, bidsOfUser } from './in-memory-bid-selection.js';
import { countStatuses, countsByDay, outcomesByDay, replyDelays, skillOutcomes } from './in-memory-bid-stats.js';
import { compare, copy, definedOnly, matches, pageOf, type MemoryTables } from './memory-tables.js';

const sortValue = (bid: Bid, field: BidListQuery['sortBy']): number =>
  field === 'bidAmount' ? bid.amountUsdCents : bid.submittedAt.getTime();

/** Equal amounts newest first in either direction, as the knex repository orders them. */
const amountTie = (a: Bid, b: Bid, field: BidListQuery['sortBy']): number =>
  field === 'bidAmount' ? compare(b.submittedAt.getTime(), a.submittedAt.getTime()) : 0;

export class InMemoryBidRepository implements BidRepository {
  constructor(
    private readonly tables: MemoryTables,
    private readonly clock: Clock,
  ) {}

  /** Synchronous after entry, so concurrent calls cannot both insert. */
  async insertIfAbsent(bid: NewBid): Promise<{ readonly inserted: boolean; readonly bid: Bid }> {
    const existing = this.find(bid.userId, bid.projectId);
    if (existing !== undefined) return { inserted: false, bid: copy(existing) };
    const { queuedAt, brief, match, profileId, promptVariantId, ...fields } = bid;
    const stored: Bid = {
      ...fields,
      profileId: profileId ?? null,
      promptVariantId: promptVariantId ?? null,
      id: bid.id ?? randomUUID(),
      amountUsdCents: bid.amountUsdCents ?? fallbackUsdCents(bid.amountMinor, bid.currency),
      brief: brief === undefined || brief === null ? null : { ...cappedBrief(brief), clientId: brief.clientId ?? null },
      match: match ?? null,
      repliedAt: bid.repliedAt ?? null,
      skills: [...(bid.skills ?? [])],
      updatedAt: this.clock.now(),
    };
    if (this.tables.bids.has(stored.id)) throw new Error(`Bid ${stored.id} already exists`);
    this.tables.bids.set(stored.id, copy(stored));
    this.append(historyEntryFor({ from: null, to: stored.status }, stored, queuedAt ?? stored.submittedAt));
    return { inserted: true, bid: copy(stored) };
  }

  async findById(id: string): Promise<Bid | null> {
    const found = this.tables.bids.get(id);
    return found === undefined ? null : copy(found);
  }

  async findByUserAndProject(userId: string, projectId: string): Promise<Bid | null> {
    const found = this.find(userId, projectId);
    return found === undefined ? null : copy(found);
  }

  async update(id: string, change: BidChange): Promise<Bid | null> {
    const current = this.tables.bids.get(id);
    if (current === undefined) return null;
    const { historyKind, periodDays, ...patch } = change;
    const brief = periodDays === undefined || current.brief === null ? current.brief : { ...current.brief, periodDays };
    const next: Bid = { ...current, ...definedOnly(patch), brief, updatedAt: this.clock.now() };
    this.tables.bids.set(id, copy(next));
    this.append(historyEntryFor({ from: current.status, to: patch.status, historyKind }, next, next.updatedAt));
    return copy(next);
  }

  async discardUnsent(id: string): Promise<boolean> {
    if (this.tables.bids.get(id)?.status !== 'pending') return false;
    this.tables.bids.delete(id);
    this.tables.bidEvents.delete(id);
    return true;
  }

  async history(bidId: string): Promise<readonly BidEvent[]> {
    return copy([...(this.tables.bidEvents.get(bidId) ?? [])].sort((a, b) => compare(a.at.getTime(), b.at.getTime())));
  }

  private append(event: BidEvent | null): void {
    if (event !== null)
      this.tables.bidEvents.set(event.bidId, [...(this.tables.bidEvents.get(event.bidId) ?? []), copy(event)]);
  }

  async listByUser(userId: string, query: BidListQuery): Promise<Page<Bid>> {
    const sign = query.sortOrder === 'asc' ? 1 : -1;
    const found = bidsOfUser(this.tables, userId)
      .filter(
        (bid) =>
          (query.status === undefined || bid.status === query.status) &&
          matches(query.search, [bid.projectTitle, bid.projectId]),
      )
      .sort(
        (a, b) =>
          sign * compare(sortValue(a, query.sortBy), sortValue(b, query.sortBy)) ||
          amountTie(a, b, query.sortBy) ||
          sign * compare(a.id, b.id),
      );
    return pageOf(found, query);
  }

  async listLogEntries(userId: string, page: PageRequest): Promise<Page<BidLogEntry>> {
    const { items, total } = await this.listByUser(userId, { ...page, sortBy: 'submittedAt', sortOrder: 'desc' });
    return { items: items.map(logEntryOf), total };
  }

  async projectIdsWithBids(userId: string, projectIds: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set((await this.bidIdsByProject(userId, projectIds)).keys());
  }

  async bidIdsByProject(userId: string, projectIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    const wanted = new Set(projectIds);
    return new Map(
      bidsOfUser(this.tables, userId)
        .filter((bid) => wanted.has(bid.projectId))
        .map((bid) => [bid.projectId, bid.id]),
    );
  }

  async projectIdsWithBidsMany(
    userIds: readonly string[],
    projectIds: readonly string[],
  ): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
    return projectIdsWithBidsMany(this.tables, userIds, projectIds);
  }

  async countPlacedSince(userId: string, since: Date): Promise<number> {
    return countPlacedSince(this.tables, userId, since);
  }

  async countPlacedSinceMany(userIds: readonly string[], since: Date): Promise<ReadonlyMap<string, number>> {
    return countPlacedSinceMany(this.tables, userIds, since);
  }

  async recentProposals(userId: string, limit: number): Promise<readonly string[]> {
    return recentProposals(this.tables, userId, limit);
  }

  async countsByUser(userId: string): Promise<BidStatusCounts> {
    return countStatuses(bidsOfUser(this.tables, userId));
  }

  async countsAll(): Promise<BidStatusCounts> {
    return countStatuses([...this.tables.bids.values()]);
  }

  async listAwaitingAward(limit: number, after?: AwardCursor): Promise<readonly Bid[]> {
    return listPlacedAfter(this.tables, AWAITING_AWARD, limit, after);
  }

  async listAwaitingReply(limit: number, after?: AwardCursor): Promise<readonly Bid[]> {
    return listPlacedAfter(this.tables, new Set(['submitted']), limit, after);
  }

  async countsByDay(range: TimeRange): Promise<readonly DailyBidCount[]> {
    return countsByDay(this.tables, range);
  }

  async outcomesByDay(scope: RunCountScope, range: TimeRange): Promise<readonly DailyBidOutcomes[]> {
    return outcomesByDay(this.tables, scope, range);
  }

  async replyDelays(scope: RunCountScope, range: TimeRange, limit: number): Promise<readonly number[]> {
    return replyDelays(this.tables, scope, range, limit);
  }

  async skillOutcomes(scope: RunCountScope, range: TimeRange, limit: number): Promise<readonly SkillOutcome[]> {
    return skillOutcomes(this.tables, scope, range, limit);
  }

  private find(userId: string, projectId: string): Bid | undefined {
    return [...this.tables.bids.values()].find((bid) => bid.userId === userId && bid.projectId === projectId);
  }
}
