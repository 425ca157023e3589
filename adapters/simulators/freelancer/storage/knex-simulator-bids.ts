import type { Knex } from 'knex';
import type { AwardStatus } from '../../../../core/ports/marketplace.port.js';
import { fromBidRow, threadOfBidRow, type BidRow, type SimulatorBid, type SimulatorThread } from './simulator-rows.js';

const BIDS = 'sim_freelancer_bids';
/** Bid ids are 32-bit: a larger one names no bid, and Postgres would refuse to compare it. */
const MAX_BID_ID = 2_147_483_647;

export type NewBid = Omit<SimulatorBid, 'id' | 'awardStatus' | 'awardedAt'> & {
  /** What the owner will decide, and when (epoch ms); null when they never will. */
  readonly decision: { readonly status: AwardStatus; readonly at: number } | null;
  /** When the project's owner will write first (epoch ms); null or absent when they never will. */
  readonly clientWritesAt?: number | null;
};

export interface BidFilter {
  readonly ids?: readonly number[];
  readonly bidders?: readonly number[];
  readonly projects?: readonly number[];
}

const wanted = (values: readonly number[], max = Number.MAX_SAFE_INTEGER): number[] =>
  values.filter((value) => Number.isSafeInteger(value) && Math.abs(value) <= max);

/** The simulator's bids in `sim_freelancer_bids`, read as Freelancer shows them at `now`. */
export class KnexSimulatorBids {
  constructor(private readonly db: Knex) {}

  /** The new bid's id, or null when the bidder already has a bid on the project. */
  async insert(bid: NewBid): Promise<number | null> {
    const [inserted]: Array<{ id: number | string }> = await this.db(BIDS)
      .insert({
        project_id: bid.projectId,
        project_owner_id: bid.projectOwnerId,
        bidder_id: bid.bidderId,
        amount: bid.amount,
        period: bid.period,
        milestone_percentage: bid.milestonePercentage,
        description: bid.description,
        submitted_at_ms: bid.submittedAt,
        award_status: 'pending',
        decision_status: bid.decision?.status ?? null,
        decision_at_ms: bid.decision?.at ?? null,
        awarded_at_ms: null,
        client_writes_at_ms: bid.clientWritesAt ?? null,
      })
      .onConflict(['project_id', 'bidder_id'])
      .ignore()
      .returning('id');
    return inserted === undefined ? null : Number(inserted.id);
  }

  /** Bids matching every non-empty list of `filter`, oldest first. */
  async find(filter: BidFilter, now: number): Promise<SimulatorBid[]> {
    const query = this.db(BIDS).select('*').orderBy('id');
    if (filter.ids !== undefined && filter.ids.length > 0) query.whereIn('id', wanted(filter.ids, MAX_BID_ID));
    if (filter.bidders !== undefined && filter.bidders.length > 0) query.whereIn('bidder_id', wanted(filter.bidders));
    if (filter.projects !== undefined && filter.projects.length > 0)
      query.whereIn('project_id', wanted(filter.projects));
    const rows: BidRow[] = await query;
    return rows.map((row) => fromBidRow(row, now));
  }

  /** How many bids were placed here on each of the projects (absent: none). */
  async countByProject(projectIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    const counts = new Map<number, number>();
    for (let start = 0; start < projectIds.length; start += 500) {
      const rows: Array<{ project_id: number | string; placed: number | string }> = await this.db(BIDS)
        .whereIn('project_id', projectIds.slice(start, start + 500))
        .groupBy('project_id')
        .select('project_id')
        .count({ placed: '*' });
      for (const row of rows) counts.set(Number(row.project_id), Number(row.placed));
    }
    return counts;
  }

  /** How many bids the bidder placed at or after `since` (epoch ms). */
  async countByBidderSince(bidderId: number, since: number): Promise<number> {
    if (wanted([bidderId]).length === 0) return 0;
    const [row] = await this.db(BIDS)
      .where({ bidder_id: bidderId })
      .where('submitted_at_ms', '>=', since)
      .count({ placed: '*' });
    return Number(row?.placed ?? 0);
  }

  /** The bidder's bids on `projectIds` whose owner wrote by `now`, as threads, oldest first. */
  async clientThreads(bidderId: number, projectIds: readonly number[], now: number): Promise<SimulatorThread[]> {
    const projects = wanted(projectIds);
    if (wanted([bidderId]).length === 0 || projects.length === 0) return [];
    const rows: BidRow[] = await this.db(BIDS)
      .where({ bidder_id: bidderId })
      .whereIn('project_id', projects)
      .whereNotNull('client_writes_at_ms')
      .where('client_writes_at_ms', '<=', now)
      .orderBy('id');
    return rows.map(threadOfBidRow);
  }

  /** The owner writes about the bid at `now`, unless they wrote already. */
  async clientWrites(bidId: number, now: number): Promise<void> {
    if (wanted([bidId], MAX_BID_ID).length === 0) return;
    await this.db(BIDS)
      .where({ id: bidId })
      .where((unwritten) => void unwritten.whereNull('client_writes_at_ms').orWhere('client_writes_at_ms', '>', now))
      .update({ client_writes_at_ms: now });
  }

  /** Decides the bid now, replacing any scheduled decision. */
  async decide(bidId: number, status: AwardStatus, now: number): Promise<void> {
    if (wanted([bidId], MAX_BID_ID).length === 0) return;
    await this.db(BIDS)
      .where({ id: bidId })
      .update({
        award_status: status,
        decision_status: null,
        decision_at_ms: null,
        awarded_at_ms: status === 'awarded' ? now : null,
      });
  }
}
