export type LedgerEntryKind =
  'plan_grant' | 'addon_grant' | 'bid_debit' | 'bid_refund' | 'admin_adjust' | 'plan_expire' | 'plan_carryover';

/**
 * One append-only change to a user's bids. The two buckets move together in one entry:
 * `plan` bids expire with the plan, `extra` bids (add-ons, admin adjustments) never expire.
 * `key` is unique across all entries: the idempotency key of the payment, bid or action.
 */
export interface LedgerEntry {
  readonly id: string;
  readonly userId: string;
  readonly kind: LedgerEntryKind;
  readonly key: string;
  readonly planDelta: number;
  readonly extraDelta: number;
  readonly note: string | null;
  readonly createdAt: Date;
}

export interface BidBalance {
  readonly plan: number;
  readonly extra: number;
}

export const EMPTY_BALANCE: BidBalance = { plan: 0, extra: 0 };

export const totalBids = (balance: BidBalance): number => balance.plan + balance.extra;
