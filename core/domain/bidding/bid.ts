/**
 * `held`: the proposal guard stopped the bid before it was placed (docs/design.md#proposal-guard);
 * the bid was given back and `errorMessage` says why.
 */
export type BidStatus = 'pending' | 'submitted' | 'accepted' | 'rejected' | 'failed' | 'held';

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
  readonly updatedAt: Date;
}

/** Without amountUsdCents, the repository converts the amount at the fallback rates (fallbackUsdCents). */
export type NewBid = Omit<Bid, 'id' | 'updatedAt' | 'amountUsdCents'> & { readonly id?: string; readonly amountUsdCents?: number };
/** A patch of amountMinor carries its amountUsdCents too: the repository does not convert on update. */
export type BidPatch = Partial<Pick<Bid, 'status' | 'proposal' | 'marketplaceBidId' | 'errorMessage' | 'amountMinor' | 'amountUsdCents' | 'submittedAt'>>;

export interface BidStatusCounts {
  readonly total: number;
  readonly pending: number;
  readonly submitted: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly failed: number;
  readonly held: number;
}
