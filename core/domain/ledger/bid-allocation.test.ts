import { describe, expect, it } from 'vitest';
import {
  adjustmentChange,
  adjustmentDeltas,
  carryOverDeltas,
  applyDeltas,
  creditDeltas,
  debitBucket,
  debitDeltas,
  expiryDeltas,
  refundDeltas,
  repeatedDebitBucket,
} from './bid-allocation.js';
import { codeOf } from '../../../tests/fixtures/domain-errors.js';

const balance = (plan: number, extra: number) => ({ plan, extra });
const debit = (planDelta: number, extraDelta: number) => ({ kind: 'bid_debit' as const, planDelta, extraDelta });

describe('debitDeltas', () => {
  it('takes from plan first when both buckets hold bids', () => {
    expect(debitDeltas(balance(2, 5))).toEqual({ planDelta: -1, extraDelta: 0 });
  });

  it('takes from extra when plan is empty', () => {
    expect(debitDeltas(balance(0, 1))).toEqual({ planDelta: 0, extraDelta: -1 });
  });

  it('answers null when no bid is left', () => {
    expect(debitDeltas(balance(0, 0))).toBeNull();
  });
});

describe('debitBucket', () => {
  it('names the bucket a recorded debit took from, unlimited for zero deltas', () => {
    expect(debitBucket(debit(-1, 0))).toBe('plan');
    expect(debitBucket(debit(0, -1))).toBe('extra');
    expect(debitBucket(debit(0, 0))).toBe('unlimited');
  });
});

describe('repeatedDebitBucket', () => {
  const first = { ...debit(0, -1), userId: 'u1', key: 'bid:1' };

  it('answers the first debit’s bucket for the same user', () => {
    expect(repeatedDebitBucket(first, 'u1')).toBe('extra');
  });

  it('refuses with CONFLICT when the key belongs to another user or kind', () => {
    expect(codeOf(() => repeatedDebitBucket(first, 'u2'))).toBe('CONFLICT');
    expect(codeOf(() => repeatedDebitBucket({ ...first, kind: 'plan_grant' }, 'u1'))).toBe('CONFLICT');
  });
});

describe('creditDeltas', () => {
  it('accepts whole non-negative grants with at least one bid', () => {
    expect(creditDeltas(50, 0, 'plan_grant')).toEqual({ planDelta: 50, extraDelta: 0 });
    expect(creditDeltas(0, 10, 'addon_grant')).toEqual({ planDelta: 0, extraDelta: 10 });
  });

  it('accepts an empty plan grant, the record of an unlimited plan', () => {
    expect(creditDeltas(0, 0, 'plan_grant')).toEqual({ planDelta: 0, extraDelta: 0 });
  });

  it.each([
    [0, 0],
    [-1, 5],
    [1.5, 0],
    [0, Number.NaN],
  ])('refuses plan %s extra %s for an add-on grant', (plan, extra) => {
    expect(codeOf(() => creditDeltas(plan, extra, 'addon_grant'))).toBe('VALIDATION_FAILED');
  });

  it('refuses a negative plan grant', () => {
    expect(codeOf(() => creditDeltas(-1, 0, 'plan_grant'))).toBe('VALIDATION_FAILED');
  });
});

describe('adjustmentDeltas', () => {
  it('puts an increase in extra, never in plan', () => {
    expect(adjustmentDeltas(balance(3, 1), 10)).toEqual({ planDelta: 0, extraDelta: 6 });
  });

  it('takes a decrease from plan first', () => {
    expect(adjustmentDeltas(balance(5, 4), 6)).toEqual({ planDelta: -3, extraDelta: 0 });
  });

  it('takes the rest of a decrease from extra once plan is empty', () => {
    expect(adjustmentDeltas(balance(2, 4), 1)).toEqual({ planDelta: -2, extraDelta: -3 });
  });

  it('empties both buckets for a target of 0', () => {
    expect(adjustmentDeltas(balance(2, 4), 0)).toEqual({ planDelta: -2, extraDelta: -4 });
  });

  it('changes nothing when the total already is the target', () => {
    expect(adjustmentDeltas(balance(2, 4), 6)).toEqual({ planDelta: 0, extraDelta: 0 });
  });

  it.each([-1, 2.5, Number.NaN])('refuses the target %s', (target) => {
    expect(codeOf(() => adjustmentDeltas(balance(1, 1), target))).toBe('VALIDATION_FAILED');
  });
});

describe('expiryDeltas', () => {
  it('removes every plan bid and leaves extra alone', () => {
    expect(expiryDeltas(balance(7, 3))).toEqual({ planDelta: -7, extraDelta: 0 });
  });

  it('answers null when plan is already empty', () => {
    expect(expiryDeltas(balance(0, 3))).toBeNull();
  });
});

describe('carryOverDeltas', () => {
  it('moves every plan bid to extra, keeping the total', () => {
    expect(carryOverDeltas(balance(7, 3))).toEqual({ planDelta: -7, extraDelta: 7 });
  });

  it('answers null when plan is already empty', () => {
    expect(carryOverDeltas(balance(0, 3))).toBeNull();
  });
});

describe('refundDeltas', () => {
  it('gives the bid back to the bucket it came from', () => {
    expect(refundDeltas(debit(-1, 0))).toEqual({ planDelta: 1, extraDelta: 0 });
    expect(refundDeltas(debit(0, -1))).toEqual({ planDelta: 0, extraDelta: 1 });
  });

  it('gives nothing back once an admin has set the balance since the debit: the admin’s value already counts the charge', () => {
    expect(refundDeltas(debit(-1, 0), true)).toEqual({ planDelta: 0, extraDelta: 0 });
    expect(refundDeltas(debit(0, -1), false)).toEqual({ planDelta: 0, extraDelta: 1 });
  });

  it('gives nothing back for an unlimited debit', () => {
    expect(refundDeltas(debit(0, 0))).toEqual({ planDelta: 0, extraDelta: 0 });
  });

  it('refuses to refund an entry that is not a debit', () => {
    expect(codeOf(() => refundDeltas({ kind: 'plan_grant', planDelta: 5, extraDelta: 0 }))).toBe('CONFLICT');
  });
});

describe('applyDeltas', () => {
  it('moves both buckets', () => {
    expect(applyDeltas(balance(2, 3), { planDelta: -2, extraDelta: 4 })).toEqual(balance(0, 7));
  });

  it('refuses to leave plan below zero even when extra could cover it', () => {
    expect(codeOf(() => applyDeltas(balance(0, 5), { planDelta: -1, extraDelta: 0 }))).toBe('INSUFFICIENT_BIDS');
  });

  it('refuses to leave extra below zero', () => {
    expect(codeOf(() => applyDeltas(balance(5, 0), { planDelta: 0, extraDelta: -1 }))).toBe('INSUFFICIENT_BIDS');
  });
});

describe('adjustmentChange', () => {
  it('is null when the total already is the target, else the adjustment deltas', () => {
    expect(adjustmentChange({ plan: 3, extra: 2 }, 5)).toBeNull();
    expect(adjustmentChange({ plan: 3, extra: 2 }, 1)).toEqual({ planDelta: -3, extraDelta: -1 });
    expect(adjustmentChange({ plan: 3, extra: 2 }, 9)).toEqual({ planDelta: 0, extraDelta: 4 });
  });
});
