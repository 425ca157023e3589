/**
 * `held`: the proposal guard stopped the bid before it was placed (docs/design.md#proposal-guard);
 * the bid was given back and `errorMessage` says why. `replied`: placed, and the client wrote first
 * (docs/design.md#reply-sync); still awaiting the award, so it later becomes accepted or rejected.
 */
export type BidStatus = 'pending' | 'submitted' | 'replied' | 'accepted' | 'rejected' | 'failed' | 'held';

/** Every status, in the order a bid can pass through them (failed and held end a bid that was never placed). */
export const BID_STATUSES: readonly BidStatus[] = ['pending', 'submitted', 'replied', 'accepted', 'rejected', 'failed', 'held'];

/** One bid BidPilot placed (or tried to place) for a user: the bid log row. */
export interface Bid {
  readonly id: string;
  readonly userId: string;
  /** The marketplace's project id, as a decimal string. */
  readonly projectId: string;
  readonly projectTitle: string;
  readonly projectUrl: string;
  readonly status: BidStatus;
  /** Exact amount in minor units (cents) of `currency`. */
  readonly amountMinor: number;
  readonly currency: string;
  /**
   * The amount in US cents: what sorting by amount compares, so bids in different currencies
   * order by value (docs/design.md#bid-amounts-in-usd).
   */
  readonly amountUsdCents: number;
  readonly proposal: string;
  readonly marketplaceBidId: string | null;
  readonly errorMessage: string | null;
  readonly submittedAt: Date;
  /**
   * When the client first wrote to the user about the project (their message thread's start), or
   * null: kept when the bid is later awarded or rejected, so the funnel counts every reply.
   */
  readonly repliedAt: Date | null;
  /** The project's skills as the marketplace listed them when the bid was made: what "best skills" reads. */
  readonly skills: readonly string[];
  readonly updatedAt: Date;
}

/**
 * Without amountUsdCents, the repository converts the amount at the fallback rates (fallbackUsdCents).
 * A new bid has no reply yet unless told; skills default to none.
 */
export type NewBid = Omit<Bid, 'id' | 'updatedAt' | 'amountUsdCents' | 'repliedAt' | 'skills'> & {
  readonly id?: string;
  readonly amountUsdCents?: number;
  readonly repliedAt?: Date | null;
  readonly skills?: readonly string[];
};
/** A patch of amountMinor carries its amountUsdCents too: the repository does not convert on update. */
export type BidPatch = Partial<Pick<Bid, 'status' | 'proposal' | 'marketplaceBidId' | 'errorMessage' | 'amountMinor' | 'amountUsdCents' | 'submittedAt' | 'repliedAt'>>;

export interface BidStatusCounts {
  readonly total: number;
  readonly pending: number;
  readonly submitted: number;
  readonly replied: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly failed: number;
  readonly held: number;
}
