import type { BidPacingRepository, BidSlot } from '../../../core/ports/bid-pacing-repository.port.js';

const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** Bid slots in process memory, one map per user; outside transactions, like the feed. */
export class InMemoryBidPacingRepository implements BidPacingRepository {
  private readonly byUser = new Map<string, Map<string, number>>();

  async slotsSince(userId: string, since: Date): Promise<readonly BidSlot[]> {
    const slots = [...(this.byUser.get(userId) ?? new Map<string, number>())].filter(([, at]) => at >= since.getTime());
    return slots.sort(([idA, a], [idB, b]) => a - b || idA.localeCompare(idB)).map(([bidId, at]) => ({ bidId, at: new Date(at) }));
  }

  async book(userId: string, slots: readonly BidSlot[]): Promise<void> {
    if (slots.length === 0) return;
    const userSlots = this.byUser.get(userId) ?? new Map<string, number>();
    for (const slot of slots) userSlots.set(slot.bidId, slot.at.getTime());
    const forgetBefore = Math.min(...slots.map((slot) => slot.at.getTime())) - FORGET_AFTER_MS;
    for (const [bidId, at] of userSlots) if (at < forgetBefore) userSlots.delete(bidId);
    this.byUser.set(userId, userSlots);
  }
}
