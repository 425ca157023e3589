/** When one bid of a user goes out: planned by the dispatcher, moved by the worker when it takes the bid. */
export interface BidSlot {
  readonly bidId: string;
  readonly at: Date;
}

/**
 * The times a user's bids are planned for or went out at, shared by the dispatcher, Test Bidding
 * and every worker process, so one user's bids keep their pace whichever path queued them
 * (docs/design.md#pacing-and-rate-limits).
 */
export interface BidPacingRepository {
  /** The user's slots at or after `since`, oldest first (then by bid id). */
  slotsSince(userId: string, since: Date): Promise<readonly BidSlot[]>;
  /**
   * Sets the slot of each bid: one slot per bid id, so booking a bid again moves it. Slots more
   * than a day before the earliest one booked may be forgotten.
   */
  book(userId: string, slots: readonly BidSlot[]): Promise<void>;
}
