import type { BidBalance, LedgerEntry } from '../domain/ledger/ledger.js';
import type { TimeRange } from '../domain/stats/daily-activity.js';
import type { RunCountScope } from './decision-log.port.js';

export interface LedgerResult {
  /** False when the key was already used (or the change was zero): nothing was written. */
  readonly applied: boolean;
  readonly balance: BidBalance;
}

export type DebitResult =
  | {
      readonly ok: true;
      readonly applied: boolean;
      readonly bucket: 'plan' | 'extra' | 'unlimited';
      readonly balance: BidBalance;
    }
  | { readonly ok: false; readonly reason: 'INSUFFICIENT_BIDS'; readonly balance: BidBalance };

/**
 * The append-only bid ledger. Every write is atomic and idempotent by its key: keys are unique
 * across all entries, so a retried grant, debit or refund is written at most once. No operation
 * ever leaves either bucket below zero.
 */
export interface BidLedger {
  /** Sum of the user's entries; {plan: 0, extra: 0} for a user without entries. */
  balance(userId: string): Promise<BidBalance>;
  /** Balances of many users at once; users without entries are absent from the map. */
  balances(userIds: readonly string[]): Promise<ReadonlyMap<string, BidBalance>>;
  /**
   * Adds bids to the buckets (whole planDelta, extraDelta >= 0; at least one > 0, else
   * VALIDATION_FAILED). A plan_grant may be all zero: an unlimited plan's activation is recorded
   * under its key like any other, so a repeat of it is refused.
   */
  credit(input: {
    readonly userId: string;
    readonly kind: 'plan_grant' | 'addon_grant';
    readonly key: string;
    readonly planDelta: number;
    readonly extraDelta: number;
    readonly note?: string;
  }): Promise<LedgerResult>;
  /**
   * Takes one bid, from the plan bucket first, then extra. With `unlimited` (an unlimited plan is
   * active) the debit is recorded with zero deltas. When the balance is zero it writes nothing
   * and answers ok false. A repeated key answers ok true, applied false, with the first bucket.
   */
  debit(input: {
    readonly userId: string;
    readonly key: string;
    readonly unlimited?: boolean;
    readonly note?: string;
  }): Promise<DebitResult>;
  /**
   * Gives back the bid taken by the debit with `debitKey`, to the bucket it came from, once
   * (key `refund:<debitKey>`). applied false when there is no such debit or it was refunded.
   * When an admin set the balance (adjustTo) after the debit, the refund is recorded with zero
   * deltas: the admin's value already counted that charge, and stays the balance.
   */
  refund(input: { readonly userId: string; readonly debitKey: string; readonly note?: string }): Promise<LedgerResult>;
  /**
   * Sets the total to `target` (>= 0) with one admin_adjust entry: an increase goes to extra,
   * a decrease comes from plan first, then extra. applied false when the total already is target.
   * The target is the balance after every charge already taken, bids still in flight included.
   */
  adjustTo(input: {
    readonly userId: string;
    readonly target: number;
    readonly key: string;
    readonly note?: string;
  }): Promise<LedgerResult>;
  /** Removes every plan-bucket bid with one plan_expire entry; applied false when none were left. */
  expirePlanBids(input: {
    readonly userId: string;
    readonly key: string;
    readonly note?: string;
  }): Promise<LedgerResult>;
  /**
   * Moves every plan-bucket bid to extra with one plan_carryover entry (an upgrade keeps the old
   * plan's unused bids, which then never expire); applied false when none were left.
   */
  carryOverPlanBids(input: {
    readonly userId: string;
    readonly key: string;
    readonly note?: string;
  }): Promise<LedgerResult>;
  /** The user's entries, oldest first. */
  entries(userId: string): Promise<readonly LedgerEntry[]>;
  /**
   * Bids taken from the scope's balances within the range (entries written in [from, to)): the
   * debits that took a bid (an unlimited plan's take none) less the refunds of such debits, a
   * refund with zero deltas after an admin's adjustment included; never below 0. A plan's scope
   * is the users whose current plan it is (docs/design.md#funnel).
   */
  bidsSpent(scope: RunCountScope, range: TimeRange): Promise<number>;
}
