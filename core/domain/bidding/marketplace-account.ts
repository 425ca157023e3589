/**
 * What Freelancer says about the account's own bids (docs/design.md#freelancer-bid-balance). Every
 * figure is optional on Freelancer's side: null means "Freelancer did not say", and unknown never
 * stops a bid.
 */
export interface MarketplaceAccount {
  /** Freelancer bids the account has left now. */
  readonly bidsRemaining: number | null;
  /** The most bids the account's membership holds. */
  readonly bidLimit: number | null;
  /** When Freelancer last gave bids back, if it says. */
  readonly bidsRefreshedAt: Date | null;
  /** Freelancer has limited the account: it may not bid. */
  readonly limited: boolean;
}

/** A reading of the account, kept with the Freelancer profile. */
export interface MarketplaceAccountCheck {
  readonly bidsRemaining: number | null;
  readonly bidLimit: number | null;
  readonly limited: boolean;
  readonly checkedAt: Date;
}

/**
 * How long a reading is trusted. Older, it neither blocks a run nor is placed on without asking
 * again: bids come back on Freelancer's side over time, and a limit can be lifted.
 */
export const MARKETPLACE_ACCOUNT_FRESH_MS = 5 * 60_000;

export const checkOf = (account: MarketplaceAccount, checkedAt: Date): MarketplaceAccountCheck => ({
  bidsRemaining: account.bidsRemaining,
  bidLimit: account.bidLimit,
  limited: account.limited,
  checkedAt,
});

export const isFresh = (check: MarketplaceAccountCheck | null, now: Date): check is MarketplaceAccountCheck =>
  check !== null && now.getTime() - check.checkedAt.getTime() < MARKETPLACE_ACCOUNT_FRESH_MS;

/** A fresh reading that says no bid can go through now: none left, or a limited account. Unknown or stale never blocks. */
export const marketplaceAccountBlocks = (check: MarketplaceAccountCheck | null, now: Date): boolean =>
  isFresh(check, now) && (check.limited || check.bidsRemaining === 0);

/** The reading after one more bid went through: a known count goes down by one; unknown stays unknown. */
export const afterOneBid = (check: MarketplaceAccountCheck): MarketplaceAccountCheck =>
  check.bidsRemaining === null ? check : { ...check, bidsRemaining: Math.max(0, check.bidsRemaining - 1) };
