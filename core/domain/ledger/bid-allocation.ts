import { DomainError, validationFailed } from '../errors.js';
import type { BidBalance, LedgerEntry } from './ledger.js';

/** The change one ledger entry makes to the two buckets. */
export interface BucketDeltas {
  readonly planDelta: number;
  readonly extraDelta: number;
}

export type DebitBucket = 'plan' | 'extra' | 'unlimited';

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** `-n` without producing -0, which would make equal deltas compare unequal. */
const negate = (n: number): number => (n === 0 ? 0 : -n);

/**
 * A grant's deltas, checked: whole, non-negative, and not both zero — except a plan_grant, which
 * may be zero: an unlimited plan grants no bids, yet its activation needs its idempotency record.
 */
export function creditDeltas(planDelta: number, extraDelta: number, kind: 'plan_grant' | 'addon_grant'): BucketDeltas {
  if (!isCount(planDelta) || !isCount(extraDelta)) {
    throw validationFailed('A bid grant must be a whole, non-negative number of bids', 'planDelta');
  }
  if (planDelta + extraDelta === 0 && kind !== 'plan_grant')
    throw validationFailed('A bid grant must add at least one bid', 'planDelta');
  return { planDelta, extraDelta };
}

/** One bid, from the plan bucket first (plan bids expire, so they go first); null when none is left. */
export function debitDeltas(balance: BidBalance): BucketDeltas | null {
  if (balance.plan > 0) return { planDelta: -1, extraDelta: 0 };
  if (balance.extra > 0) return { planDelta: 0, extraDelta: -1 };
  return null;
}

/** Which bucket a recorded debit took its bid from; zero deltas mean an unlimited plan paid. */
export function debitBucket(debit: BucketDeltas): DebitBucket {
  if (debit.planDelta < 0) return 'plan';
  if (debit.extraDelta < 0) return 'extra';
  return 'unlimited';
}

/**
 * The bucket to answer for a debit whose key is already in the ledger. The key must belong to a
 * debit of the same user: anything else is a caller's key clash, not a retry.
 */
export function repeatedDebitBucket(
  previous: Pick<LedgerEntry, 'kind' | 'userId' | 'key' | 'planDelta' | 'extraDelta'>,
  userId: string,
): DebitBucket {
  if (previous.kind !== 'bid_debit' || previous.userId !== userId) {
    throw new DomainError('CONFLICT', `Ledger key ${previous.key} is already used by another entry`);
  }
  return debitBucket(previous);
}

/**
 * The change that sets the total to `target`: an increase goes to extra (admin bids never
 * expire), a decrease comes from plan first, then extra. Zero deltas when already at target.
 */
export function adjustmentDeltas(balance: BidBalance, target: number): BucketDeltas {
  if (!isCount(target)) throw validationFailed('Available bids must be a whole number of at least 0', 'availableBids');
  const change = target - (balance.plan + balance.extra);
  if (change >= 0) return { planDelta: 0, extraDelta: change };
  const fromPlan = Math.min(balance.plan, -change);
  return { planDelta: negate(fromPlan), extraDelta: negate(-change - fromPlan) };
}

/** Removes every plan bid; null when the plan bucket is already empty. */
export function expiryDeltas(balance: BidBalance): BucketDeltas | null {
  return balance.plan > 0 ? { planDelta: -balance.plan, extraDelta: 0 } : null;
}

/** Moves every plan bid to extra (an upgrade keeps the old plan's unused bids); null when plan is empty. */
export function carryOverDeltas(balance: BidBalance): BucketDeltas | null {
  return balance.plan > 0 ? { planDelta: -balance.plan, extraDelta: balance.plan } : null;
}

/**
 * Gives back exactly what the debit took, to the same bucket, unless an admin set the balance
 * after the debit (`adjustedSince`). An admin's value is the balance after every charge already
 * taken, the in-flight bid's included: its later refund gives nothing back (zero deltas, still
 * recorded once), so the balance ends where the admin put it (docs/design.md#bid-ledger).
 */
export function refundDeltas(
  debit: Pick<LedgerEntry, 'kind' | 'planDelta' | 'extraDelta'>,
  adjustedSince = false,
): BucketDeltas {
  if (debit.kind !== 'bid_debit')
    throw new DomainError('CONFLICT', `Only a bid_debit can be refunded, not a ${debit.kind}`);
  if (adjustedSince) return { planDelta: 0, extraDelta: 0 };
  return { planDelta: negate(debit.planDelta), extraDelta: negate(debit.extraDelta) };
}

export const isZero = (deltas: BucketDeltas): boolean => deltas.planDelta === 0 && deltas.extraDelta === 0;

/** The admin adjustment to write, or null when the total already is the target. */
export function adjustmentChange(balance: BidBalance, target: number): BucketDeltas | null {
  const deltas = adjustmentDeltas(balance, target);
  return isZero(deltas) ? null : deltas;
}

/** The balance after the change; refuses (throws) rather than leave either bucket below zero. */
export function applyDeltas(balance: BidBalance, deltas: BucketDeltas): BidBalance {
  const next = { plan: balance.plan + deltas.planDelta, extra: balance.extra + deltas.extraDelta };
  if (next.plan < 0 || next.extra < 0) {
    throw new DomainError('INSUFFICIENT_BIDS', 'A ledger change may not leave a bid bucket below zero', {
      balance,
      deltas,
    });
  }
  return next;
}
