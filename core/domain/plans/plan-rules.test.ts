import { describe, expect, it } from 'vitest';
import type { User } from '../users/user.js';
import { aStoredUser } from '../../../tests/builders/users.js';
import { applyPlanExpiry, isPlanActive, isPlanExpired } from './plan-rules.js';

const t0 = new Date('2026-01-31T12:00:00Z');

const activeUser = (expiry: string, extra: Partial<User> = {}) =>
  aStoredUser({
    planStatus: 'active',
    subscriptionStatus: 'active',
    currentPlan: 'starter',
    billingPeriod: 'monthly',
    planExpirationDate: new Date(expiry),
    ...extra,
  });

describe('isPlanExpired and isPlanActive', () => {
  const user = activeUser('2026-02-01T00:00:00Z');

  it('counts the plan as running when now is 1 ms before expiry', () => {
    expect(isPlanExpired(user, new Date('2026-01-31T23:59:59.999Z'))).toBe(false);
    expect(isPlanActive(user, new Date('2026-01-31T23:59:59.999Z'))).toBe(true);
  });

  it('counts the plan as expired when now is exactly the expiry instant', () => {
    expect(isPlanExpired(user, new Date('2026-02-01T00:00:00Z'))).toBe(true);
    expect(isPlanActive(user, new Date('2026-02-01T00:00:00Z'))).toBe(false);
  });

  it('counts a plan as expired when its status already says expired', () => {
    expect(isPlanExpired(aStoredUser({ planStatus: 'expired' }), t0)).toBe(true);
  });

  it('never counts a user without a plan as expired', () => {
    expect(isPlanExpired(aStoredUser(), t0)).toBe(false);
  });
});

describe('applyPlanExpiry', () => {
  it('marks the plan expired, the subscription inactive and stops autobidding when due', () => {
    expect(applyPlanExpiry(activeUser('2026-01-31T12:00:00Z'), t0)).toEqual({
      patch: { planStatus: 'expired', subscriptionStatus: 'inactive' },
      expirePlanBids: true,
      stopAutobidding: true,
    });
  });

  it('keeps a cancelled subscription cancelled when the plan expires', () => {
    expect(
      applyPlanExpiry(activeUser('2026-01-01T00:00:00Z', { subscriptionStatus: 'cancelled' }), t0)?.patch
        .subscriptionStatus,
    ).toBe('cancelled');
  });

  it('answers null when the plan is not yet due or not active', () => {
    expect(applyPlanExpiry(activeUser('2026-01-31T12:00:00.001Z'), t0)).toBeNull();
    expect(applyPlanExpiry(aStoredUser({ planStatus: 'expired', planExpirationDate: t0 }), t0)).toBeNull();
  });
});
