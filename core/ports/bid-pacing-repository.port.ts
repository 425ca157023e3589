/** When one bid of a user goes out: planned by the dispatcher, moved by the worker when it takes the bid. */
export interface BidSlot {
  readonly bidId: string;
  readonly at: Date;
}

/** One user's slots, for reading or booking many users' at once. */
export interface UserSlots {
  readonly userId: string;
  readonly slots: readonly BidSlot[];
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
   * `slotsSince` for many users in one read (the dispatcher's tick): each user's slots at or after
   * `since`, oldest first (then by bid id). A user with none is left out of the map.
   */
  slotsSinceMany(userIds: readonly string[], since: Date): Promise<ReadonlyMap<string, readonly BidSlot[]>>;
  /**
   * Sets the slot of each bid: one slot per bid id, so booking a bid again moves it. Slots more
   * than a day before the earliest one booked may be forgotten.
   */
  book(userId: string, slots: readonly BidSlot[]): Promise<void>;
  /**
   * Books the slots of new bids of many users in one write (the dispatcher's tick, after its users
   * ran). A bid that already has a slot keeps it: the worker may take a job before the tick books
   * it, and then the slot it booked says when the bid really goes. A user deleted meanwhile gets no
   * slot and fails no one else's. A user's slots more than a day before the earliest one
   * booked may be forgotten.
   */
  bookMany(entries: readonly UserSlots[]): Promise<void>;
  /**
   * Forgets the slots of the user's bids that will never go out (cancelled before they reached
   * Freelancer): later bids are then paced after the bids that did, not after these.
   */
  release(userId: string, bidIds: readonly string[]): Promise<void>;
}
