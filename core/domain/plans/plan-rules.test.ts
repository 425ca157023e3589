import { describe, expect, it } from 'vitest';
import type { User } from '../users/user.js';
import { planTermsFor, type Plan } from './plan.js';
import { applyPlanExpiry, applyPlanPurchase, isPlanActive, isPlanExpired, isUnlimitedPlanActive } from './plan-rules.js';

const t0 = new Date('2026-01-31T12:00:00Z');

const aUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  passwordHash: 'x',
  role: 'user',
  isActive: true,
  subscriptionStatus: 'inactive',
  subscriptionPlan: null,
  currentPlan: null,
  planStatus: 'none',
  billingPeriod: null,
  planPurchaseDate: null,
  planExpirationDate: null,
  createdAt: t0,
  updatedAt: t0,
  ...overrides,
});

const aPlan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 'p1',
  slug: 'starter',
  name: 'Starter',
  description: '',
  monthlyPriceCents: 1900,
  annualPriceCents: 19000,
  monthlyBids: 50,
  annualBids: 600,
  features: [],
  order: 1,
  popular: false,
  active: true,
  createdAt: t0,
  updatedAt: t0,
  ...overrides,
});

const activeUser = (expiry: string, extra: Partial<User> = {}) =>
  aUser({ planStatus: 'active', subscriptionStatus: 'active', currentPlan: 'starter', billingPeriod: 'monthly', planExpirationDate: new Date(expiry), ...extra });

describe('applyPlanPurchase', () => {
  it('activates the plan and ends it one clamped calendar month later when bought monthly', () => {
    const effect = applyPlanPurchase({ user: aUser(), plan: planTermsFor(aPlan(), 'monthly'), period: 'monthly', now: t0 });
    expect(effect.patch).toEqual({
      planStatus: 'active',
      currentPlan: 'starter',
      subscriptionPlan: 'starter',
      subscriptionStatus: 'active',
      billingPeriod: 'monthly',
      planPurchaseDate: t0,
      planExpirationDate: new Date('2026-02-28T12:00:00Z'),
    });
    expect(effect.grant).toEqual({ planBids: 50 });
  });

  it('ends the plan one year later and grants annual bids when bought annually', () => {
    const effect = applyPlanPurchase({ user: aUser(), plan: planTermsFor(aPlan(), 'annual'), period: 'annual', now: t0 });
    expect(effect.patch.planExpirationDate).toEqual(new Date('2027-01-31T12:00:00Z'));
    expect(effect.grant).toEqual({ planBids: 600 });
  });

  it('grants unlimited when the plan has null bids for the period', () => {
    const plan = aPlan({ slug: 'enterprise', monthlyBids: null, annualBids: null });
    expect(applyPlanPurchase({ user: aUser(), plan: planTermsFor(plan, 'monthly'), period: 'monthly', now: t0 }).grant).toEqual({ unlimited: true });
  });

  it('does not expire plan bids when the user never had a plan', () => {
    expect(applyPlanPurchase({ user: aUser(), plan: planTermsFor(aPlan(), 'monthly'), period: 'monthly', now: t0 }).expireOldPlanBids).toBe(false);
  });

  it('expires the old plan bids when another or the same plan is active', () => {
    const user = activeUser('2026-02-15T00:00:00Z', { currentPlan: 'professional' });
    expect(applyPlanPurchase({ user, plan: planTermsFor(aPlan(), 'monthly'), period: 'monthly', now: t0 }).expireOldPlanBids).toBe(true);
    const same = activeUser('2026-02-15T00:00:00Z');
    expect(applyPlanPurchase({ user: same, plan: planTermsFor(aPlan(), 'annual'), period: 'annual', now: t0 }).expireOldPlanBids).toBe(true);
  });

  it('expires leftover plan bids when the previous plan is already expired', () => {
    const user = aUser({ planStatus: 'expired', currentPlan: 'starter' });
    expect(applyPlanPurchase({ user, plan: planTermsFor(aPlan(), 'monthly'), period: 'monthly', now: t0 }).expireOldPlanBids).toBe(true);
  });
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
    expect(isPlanExpired(aUser({ planStatus: 'expired' }), t0)).toBe(true);
  });

  it('never counts a user without a plan as expired', () => {
    expect(isPlanExpired(aUser(), t0)).toBe(false);
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
    expect(applyPlanExpiry(activeUser('2026-01-01T00:00:00Z', { subscriptionStatus: 'cancelled' }), t0)?.patch.subscriptionStatus).toBe('cancelled');
  });

  it('answers null when the plan is not yet due or not active', () => {
    expect(applyPlanExpiry(activeUser('2026-01-31T12:00:00.001Z'), t0)).toBeNull();
    expect(applyPlanExpiry(aUser({ planStatus: 'expired', planExpirationDate: t0 }), t0)).toBeNull();
  });
});

describe('isUnlimitedPlanActive', () => {
  const plans = [aPlan(), aPlan({ slug: 'enterprise', monthlyBids: null, annualBids: 1000 })];

  it('is true when the active plan has unlimited bids for the user period', () => {
    expect(isUnlimitedPlanActive(activeUser('2026-03-01T00:00:00Z', { currentPlan: 'enterprise' }), plans, t0)).toBe(true);
  });

  it('reads the monthly bids when the user has no billing period', () => {
    expect(isUnlimitedPlanActive(activeUser('2026-03-01T00:00:00Z', { currentPlan: 'enterprise', billingPeriod: null }), plans, t0)).toBe(true);
  });

  it('is false when the period grants a finite number, the plan is limited, unknown or past expiry', () => {
    expect(isUnlimitedPlanActive(activeUser('2026-03-01T00:00:00Z', { currentPlan: 'enterprise', billingPeriod: 'annual' }), plans, t0)).toBe(false);
    expect(isUnlimitedPlanActive(activeUser('2026-03-01T00:00:00Z'), plans, t0)).toBe(false);
    expect(isUnlimitedPlanActive(activeUser('2026-03-01T00:00:00Z', { currentPlan: 'gone' }), plans, t0)).toBe(false);
    expect(isUnlimitedPlanActive(activeUser('2026-01-31T12:00:00Z', { currentPlan: 'enterprise' }), plans, t0)).toBe(false);
  });
});
