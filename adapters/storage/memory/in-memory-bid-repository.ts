import { randomUUID } from 'node:crypto';
import type { BidChange } from '../../../core/domain/bidding/bid-history.js';
import {
  cappedBrief,
  logEntryOf,
  noBidsByStatus,
  type Bid,
  type BidLogEntry,
  type BidStatus,
  type BidStatusCounts,
  type NewBid,
} from '../../../core/domain/bidding/bid.js';
import { historyEntryFor, type BidEvent } from '../../../core/domain/bidding/bid-history.js';
import { fallbackUsdCents } from '../../../core/domain/bidding/bid-usd-value.js';
import { utcDay, type DailyBidCount, type TimeRange } from '../../../core/domain/stats/daily-activity.js';
import type { DailyBidOutcomes, SkillOutcome } from '../../../core/domain/stats/funnel.js';
import type { AwardCursor, BidListQuery, BidRepository } from '../../../core/ports/bid-repository.port.js';
import type { RunCountScope } from '../../../core/ports/decision-log.port.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import { compare, copy, definedOnly, matches, pageOf, type MemoryTables } from './memory-tables.js';

/** Statuses of bids that never reached the marketplace. */
const UNPLACED: ReadonlySet<BidStatus> = new Set(['failed', 'held']);
/** Statuses of bids whose proposal the marketplace took. */
const SENT: ReadonlySet<BidStatus> = new Set(['submitted', 'replied', 'accepted', 'rejected']);
/** Statuses of placed bids the client has not decided on: what the award sync asks about. */
const AWAITING_AWARD: ReadonlySet<BidStatus> = new Set(['submitted', 'replied']);

const isPlacedSince = (bid: Bid, since: Date): boolean =>
  !UNPLACED.has(bid.status) && bid.submittedAt.getTime() >= since.getTime();

const sortValue = (bid: Bid, field: BidListQuery['sortBy']): number =>
  field === 'bidAmount' ? bid.amountUsdCents : bid.submittedAt.getTime();

/** Equal amounts newest first in either direction, as the knex repository orders them. */
const amountTie = (a: Bid, b: Bid, field: BidListQuery['sortBy']): number =>
  field === 'bidAmount' ? compare(b.submittedAt.getTime(), a.submittedAt.getTime()) : 0;

function countStatuses(bids: readonly Bid[]): BidStatusCounts {
  const counts = { total: bids.length, ...noBidsByStatus() };
  for (const bid of bids) counts[bid.status] += 1;
  return counts;
}

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

  async listByUser(userId: string, query: BidListQuery): Promise<Page<Bid>> {
    const sign = query.sortOrder === 'asc' ? 1 : -1;
    const found = this.ofUser(userId)
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
      this.ofUser(userId)
        .filter((bid) => wanted.has(bid.projectId))
        .map((bid) => [bid.projectId, bid.id]),
    );
  }

  /** One pass over all bids, whatever the number of users. */
  async projectIdsWithBidsMany(
    userIds: readonly string[],
    projectIds: readonly string[],
  ): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
    const users = new Set(userIds);
    const wanted = new Set(projectIds);
    const found = new Map<string, Set<string>>();
    for (const bid of this.tables.bids.values()) {
      if (!users.has(bid.userId) || !wanted.has(bid.projectId)) continue;
      const ids = found.get(bid.userId) ?? new Set<string>();
      ids.add(bid.projectId);
      found.set(bid.userId, ids);
    }
    return found;
  }

  async countPlacedSince(userId: string, since: Date): Promise<number> {
    return this.ofUser(userId).filter((bid) => isPlacedSince(bid, since)).length;
  }

  async countPlacedSinceMany(userIds: readonly string[], since: Date): Promise<ReadonlyMap<string, number>> {
    const users = new Set(userIds);
    const counts = new Map<string, number>();
    for (const bid of this.tables.bids.values()) {
      if (users.has(bid.userId) && isPlacedSince(bid, since)) counts.set(bid.userId, (counts.get(bid.userId) ?? 0) + 1);
    }
    return counts;
  }

  async recentProposals(userId: string, limit: number): Promise<readonly string[]> {
    return this.ofUser(userId)
      .filter((bid) => SENT.has(bid.status) && bid.proposal !== '')
      .sort((a, b) => compare(b.submittedAt.getTime(), a.submittedAt.getTime()) || compare(b.id, a.id))
      .slice(0, Math.max(0, limit))
      .map((bid) => bid.proposal);
  }

  async countsByUser(userId: string): Promise<BidStatusCounts> {
    return countStatuses(this.ofUser(userId));
  }

  async countsAll(): Promise<BidStatusCounts> {
    return countStatuses([...this.tables.bids.values()]);
  }

  async listAwaitingAward(limit: number, after?: AwardCursor): Promise<readonly Bid[]> {
    return this.listPlacedAfter(AWAITING_AWARD, limit, after);
  }

  async listAwaitingReply(limit: number, after?: AwardCursor): Promise<readonly Bid[]> {
    return this.listPlacedAfter(new Set(['submitted']), limit, after);
  }

  private listPlacedAfter(
    statuses: ReadonlySet<BidStatus>,
    limit: number,
    after: AwardCursor | undefined,
  ): readonly Bid[] {
    const isAfter = (bid: Bid): boolean =>
      after === undefined ||
      (compare(bid.submittedAt.getTime(), after.submittedAt.getTime()) || compare(bid.id, after.id)) > 0;
    return [...this.tables.bids.values()]
      .filter((bid) => statuses.has(bid.status) && bid.marketplaceBidId !== null && isAfter(bid))
      .sort((a, b) => compare(a.submittedAt.getTime(), b.submittedAt.getTime()) || compare(a.id, b.id))
      .slice(0, Math.max(0, limit))
      .map(copy);
  }

  async countsByDay(range: TimeRange): Promise<readonly DailyBidCount[]> {
    const counts = new Map<string, DailyBidCount>();
    for (const bid of this.tables.bids.values()) {
      const at = bid.submittedAt.getTime();
      if (at < range.from.getTime() || at >= range.to.getTime()) continue;
      const day = utcDay(bid.submittedAt);
      const key = `${day} ${bid.status}`;
      counts.set(key, { day, status: bid.status, count: (counts.get(key)?.count ?? 0) + 1 });
    }
    return [...counts.values()];
  }

  private append(event: BidEvent | null): void {
    if (event !== null)
      this.tables.bidEvents.set(event.bidId, [...(this.tables.bidEvents.get(event.bidId) ?? []), copy(event)]);
  }

  async outcomesByDay(scope: RunCountScope, range: TimeRange): Promise<readonly DailyBidOutcomes[]> {
    const byDay = new Map<
      string,
      { day: string; placed: number; replied: number; awarded: number; refused: number; held: number }
    >();
    for (const bid of this.inScope(scope, range)) {
      const day = utcDay(bid.submittedAt);
      const entry = byDay.get(day) ?? { day, placed: 0, replied: 0, awarded: 0, refused: 0, held: 0 };
      if (SENT.has(bid.status)) entry.placed += 1;
      if (SENT.has(bid.status) && bid.repliedAt !== null) entry.replied += 1;
      if (bid.status === 'accepted') entry.awarded += 1;
      if (bid.status === 'failed') entry.refused += 1;
      if (bid.status === 'held') entry.held += 1;
      byDay.set(day, entry);
    }
    return [...byDay.values()];
  }

  async replyDelays(scope: RunCountScope, range: TimeRange, limit: number): Promise<readonly number[]> {
    return this.latestPlaced(scope, range)
      .filter((bid) => bid.repliedAt !== null)
      .slice(0, Math.max(0, limit))
      .map((bid) => (bid.repliedAt as Date).getTime() - bid.submittedAt.getTime());
  }

  async skillOutcomes(scope: RunCountScope, range: TimeRange, limit: number): Promise<readonly SkillOutcome[]> {
    return this.latestPlaced(scope, range)
      .filter((bid) => bid.skills.length > 0)
      .slice(0, Math.max(0, limit))
      .map((bid) => ({ skills: [...bid.skills], awarded: bid.status === 'accepted' }));
  }

  /** Placed bids of the scope within the range, newest first (submittedAt, then id). */
  private latestPlaced(scope: RunCountScope, range: TimeRange): Bid[] {
    return this.inScope(scope, range)
      .filter((bid) => SENT.has(bid.status))
      .sort((a, b) => compare(b.submittedAt.getTime(), a.submittedAt.getTime()) || compare(b.id, a.id));
  }

  private inScope(scope: RunCountScope, range: TimeRange): Bid[] {
    const planSlug = scope.kind === 'plan' ? this.tables.plans.get(scope.planId)?.slug : undefined;
    const inRange = (bid: Bid): boolean =>
      bid.submittedAt.getTime() >= range.from.getTime() && bid.submittedAt.getTime() < range.to.getTime();
    const ofScope = (bid: Bid): boolean =>
      scope.kind === 'all' ||
      (scope.kind === 'user'
        ? bid.userId === scope.userId
        : planSlug !== undefined && this.tables.users.get(bid.userId)?.currentPlan === planSlug);
    return [...this.tables.bids.values()].filter((bid) => inRange(bid) && ofScope(bid));
  }

  private ofUser(userId: string): Bid[] {
    return [...this.tables.bids.values()].filter((bid) => bid.userId === userId);
  }

  private find(userId: string, projectId: string): Bid | undefined {
    return [...this.tables.bids.values()].find((bid) => bid.userId === userId && bid.projectId === projectId);
  }
}
