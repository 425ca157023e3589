import type { BidPacingRepository, BidSlot, UserSlots } from '../../../core/ports/bid-pacing-repository.port.js';

const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** Bid slots in process memory, one map per user; outside transactions, like the feed. */
export class InMemoryBidPacingRepository implements BidPacingRepository {
  private readonly byUser = new Map<string, Map<string, number>>();

  async slotsSince(userId: string, since: Date): Promise<readonly BidSlot[]> {
    const slots = [...(this.byUser.get(userId) ?? new Map<string, number>())].filter(([, at]) => at >= since.getTime());
    return slots
      .sort(([idA, a], [idB, b]) => a - b || idA.localeCompare(idB))
      .map(([bidId, at]) => ({ bidId, at: new Date(at) }));
  }

  async slotsSinceMany(userIds: readonly string[], since: Date): Promise<ReadonlyMap<string, readonly BidSlot[]>> {
    const byUser = new Map<string, readonly BidSlot[]>();
    for (const userId of new Set(userIds)) {
      const slots = await this.slotsSince(userId, since);
      if (slots.length > 0) byUser.set(userId, slots);
    }
    return byUser;
  }

  async book(userId: string, slots: readonly BidSlot[]): Promise<void> {
    this.write(userId, slots, true, earliestOf(slots));
  }

  async bookMany(entries: readonly UserSlots[]): Promise<void> {
    const earliest = earliestOf(entries.flatMap((entry) => entry.slots));
    for (const entry of entries) this.write(entry.userId, entry.slots, false, earliest);
  }

  async release(userId: string, bidIds: readonly string[]): Promise<void> {
    const userSlots = this.byUser.get(userId);
    for (const bidId of bidIds) userSlots?.delete(bidId);
  }

  /** Sets (or, unless `move`, adds) the slots, then forgets the user's slots a day before `earliest`. */
  private write(userId: string, slots: readonly BidSlot[], move: boolean, earliest: number): void {
    if (slots.length === 0) return;
    const userSlots = this.byUser.get(userId) ?? new Map<string, number>();
    for (const slot of slots) if (move || !userSlots.has(slot.bidId)) userSlots.set(slot.bidId, slot.at.getTime());
    const forgetBefore = earliest - FORGET_AFTER_MS;
    for (const [bidId, at] of userSlots) if (at < forgetBefore) userSlots.delete(bidId);
    this.byUser.set(userId, userSlots);
  }
}

/** A tick books too many slots to spread into Math.min. */
const earliestOf = (slots: readonly BidSlot[]): number =>
  slots.reduce((min, slot) => Math.min(min, slot.at.getTime()), Number.POSITIVE_INFINITY);
