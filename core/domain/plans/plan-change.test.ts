import { describe, expect, it } from 'vitest';
import { newUserRecord, type PlanEntitlement, type User } from '../users/user.js';
import {
  assertNoScheduledChange,
  changeTiming,
  costsMorePerMonth,
  hasUnlimitedBids,
  planChangeOf,
  planGrantKey,
  planStartPatch,
  purchaseOfScheduled,
  scheduledPlanOf,
  supersededBids,
  type PlanPurchase,
} from './plan-change.js';
import { codeOf } from '../../../tests/fixtures/domain-errors.js';

const t0 = new Date('2026-01-31T12:00:00Z');
const end = new Date('2026-02-28T12:00:00Z');

const base = newUserRecord({ id: 'u1', name: 'Ada', email: 'ada@example.com', passwordHash: 'x', role: 'user' }, t0);

const entitlement = (overrides: Partial<PlanEntitlement> = {}): PlanEntitlement => ({
  bids: 200,
  priceUsdCents: 4900,
  durationMonths: 1,
  orderedAt: t0,
  ...overrides,
});

/** On Professional monthly ($49, 200 bids), bought at t0, ending at `end`. */
const onProfessional = (overrides: Partial<User> = {}): User => ({
  ...base,
  planStatus: 'active',
  subscriptionStatus: 'active',
  currentPlan: 'professional',
  subscriptionPlan: 'professional',
  billingPeriod: 'monthly',
  planPurchaseDate: t0,
  planExpirationDate: end,
  planEntitlement: entitlement(),
  ...overrides,
});

const purchase = (
  slug: string,
  priceUsdCents: number,
  bids: number | null,
  overrides: Partial<PlanPurchase> = {},
): PlanPurchase => ({
  terms: { slug, name: slug.charAt(0).toUpperCase() + slug.slice(1), bids, durationMonths: 1 },
  period: 'monthly',
  priceUsdCents,
  orderedAt: new Date('2026-02-01T00:00:00Z'),
  grantKey: `payment:${slug}`,
  ...overrides,
});
const annual = (p: PlanPurchase): PlanPurchase => ({
  ...p,
  period: 'annual',
  terms: { ...p.terms, durationMonths: 12 },
});

const now = new Date('2026-02-10T00:00:00Z');
const starter = purchase('starter', 1900, 50);
const enterprise = purchase('enterprise', 9900, null);

describe('costsMorePerMonth', () => {
  it('compares the price per month exactly, without rounding', () => {
    expect(
      costsMorePerMonth({ priceUsdCents: 1900, durationMonths: 1 }, { priceUsdCents: 19000, durationMonths: 12 }),
    ).toBe(true);
    expect(
      costsMorePerMonth({ priceUsdCents: 19000, durationMonths: 12 }, { priceUsdCents: 1900, durationMonths: 1 }),
    ).toBe(false);
    expect(
      costsMorePerMonth({ priceUsdCents: 1900, durationMonths: 1 }, { priceUsdCents: 1900, durationMonths: 1 }),
    ).toBe(false);
  });
});

describe('planChangeOf', () => {
  it('starts a purchase now when no plan is in force (none, expired, or past its end)', () => {
    expect(planChangeOf(base, starter, now)).toEqual({ kind: 'start' });
    expect(planChangeOf(onProfessional({ planStatus: 'expired' }), starter, now)).toEqual({ kind: 'start' });
    expect(planChangeOf(onProfessional(), starter, end)).toEqual({ kind: 'start' });
  });

  it('upgrades now when the purchase costs more per month than the plan in force was bought at', () => {
    expect(planChangeOf(onProfessional(), enterprise, now)).toEqual({ kind: 'upgrade' });
  });

  it('schedules a downgrade for the end of the paid period', () => {
    expect(planChangeOf(onProfessional(), starter, now)).toEqual({ kind: 'schedule', startsAt: end });
  });

  it('schedules the same plan on a cheaper period (monthly to annual) and a renewal at the same price', () => {
    expect(planChangeOf(onProfessional(), annual(purchase('professional', 49000, 2400)), now)).toEqual({
      kind: 'schedule',
      startsAt: end,
    });
    expect(planChangeOf(onProfessional(), purchase('professional', 4900, 200), now)).toEqual({
      kind: 'schedule',
      startsAt: end,
    });
  });

  it('upgrades from annual to the same plan monthly, which costs more per month', () => {
    const onAnnual = onProfessional({
      billingPeriod: 'annual',
      planEntitlement: entitlement({ bids: 2400, priceUsdCents: 49000, durationMonths: 12 }),
    });
    expect(planChangeOf(onAnnual, purchase('professional', 4900, 200), now)).toEqual({ kind: 'upgrade' });
  });

  it('compares with the price the user paid, not the plan as it is priced now', () => {
    const boughtCheap = onProfessional({ planEntitlement: entitlement({ priceUsdCents: 1000 }) });
    expect(planChangeOf(boughtCheap, starter, now)).toEqual({ kind: 'upgrade' });
  });

  it('supersedes a purchase ordered before the plan in force: it never replaces the newer plan', () => {
    const older = { ...enterprise, orderedAt: new Date('2026-01-30T00:00:00Z') };
    expect(planChangeOf(onProfessional(), older, now)).toEqual({ kind: 'superseded' });
  });

  it('supersedes any purchase while a change is scheduled: one change at a time', () => {
    const scheduled = scheduledPlanOf('u1', starter, end);
    expect(planChangeOf(onProfessional({ scheduledPlan: scheduled }), enterprise, now)).toEqual({ kind: 'superseded' });
  });

  it('refuses with CONFLICT a free plan the user already holds for that period', () => {
    const onFree = onProfessional({
      currentPlan: 'free',
      planEntitlement: entitlement({ priceUsdCents: 0, bids: 10 }),
    });
    expect(codeOf(() => planChangeOf(onFree, purchase('free', 0, 10, { grantKey: null }), now))).toBe('CONFLICT');
  });

  it('schedules a free plan switched to its other period, so its bids come once, at the next period', () => {
    const onFree = onProfessional({
      currentPlan: 'free',
      planEntitlement: entitlement({ priceUsdCents: 0, bids: 10 }),
    });
    expect(planChangeOf(onFree, annual(purchase('free', 0, 120, { grantKey: null })), now)).toEqual({
      kind: 'schedule',
      startsAt: end,
    });
  });
});

describe('changeTiming', () => {
  it('tells the purchase dialog what planChangeOf will do', () => {
    expect(changeTiming(base, { priceUsdCents: 1900, durationMonths: 1 }, now)).toEqual({ kind: 'start' });
    expect(changeTiming(onProfessional(), { priceUsdCents: 9900, durationMonths: 1 }, now)).toEqual({
      kind: 'upgrade',
    });
    expect(changeTiming(onProfessional(), { priceUsdCents: 1900, durationMonths: 1 }, now)).toEqual({
      kind: 'schedule',
      startsAt: end,
    });
  });

  it('counts a plan held without a copy of its terms as bought for nothing: any paid plan upgrades it', () => {
    expect(
      changeTiming(onProfessional({ planEntitlement: null }), { priceUsdCents: 100, durationMonths: 1 }, now),
    ).toEqual({ kind: 'upgrade' });
  });
});

describe('planStartPatch', () => {
  it('activates the plan for one clamped calendar month and copies its terms as bought', () => {
    expect(planStartPatch(starter, t0)).toEqual({
      planStatus: 'active',
      currentPlan: 'starter',
      subscriptionPlan: 'starter',
      subscriptionStatus: 'active',
      billingPeriod: 'monthly',
      planPurchaseDate: t0,
      planExpirationDate: new Date('2026-02-28T12:00:00Z'),
      planEntitlement: { bids: 50, priceUsdCents: 1900, durationMonths: 1, orderedAt: starter.orderedAt },
      scheduledPlan: null,
    });
  });

  it('ends an annual plan one year later and copies unlimited as null bids', () => {
    const patch = planStartPatch(annual(enterprise), t0);
    expect(patch.planExpirationDate).toEqual(new Date('2027-01-31T12:00:00Z'));
    expect(patch.planEntitlement?.bids).toBeNull();
  });
});

describe('scheduled plans', () => {
  it('keep the purchase, and become it again when they start', () => {
    const scheduled = scheduledPlanOf('u1', starter, end);
    expect(scheduled).toMatchObject({ slug: 'starter', startsAt: end, grantKey: 'payment:starter' });
    expect(purchaseOfScheduled(scheduled)).toEqual(starter);
  });

  it('key a free plan’s grant by user, plan, period and the UTC month the period starts in', () => {
    const free = purchase('free', 0, 10, { grantKey: null });
    expect(scheduledPlanOf('u1', free, end).grantKey).toBe(
      `free-plan:u1:free:monthly:${end.toISOString().slice(0, 7)}`,
    );
    expect(planGrantKey('u1', free, end)).toBe(planGrantKey('u1', { ...free, orderedAt: now }, end));
  });

  it('refuse a new plan purchase while one is scheduled, naming it and its date', () => {
    const user = onProfessional({ scheduledPlan: scheduledPlanOf('u1', starter, end) });
    expect(() => assertNoScheduledChange(user, (date) => date.toISOString())).toThrow(
      'Your plan already changes to Starter on 2026-02-28T12:00:00.000Z',
    );
    expect(() => assertNoScheduledChange(onProfessional(), String)).not.toThrow();
  });
});

describe('supersededBids', () => {
  it('grants a superseded paid plan’s bids', () => {
    expect(supersededBids(starter)).toBe(50);
  });

  it('refuses an unlimited one (kept for an admin) and a free one (nothing was paid)', () => {
    expect(codeOf(() => supersededBids(enterprise))).toBe('CONFLICT');
    expect(codeOf(() => supersededBids(purchase('free', 0, 10, { grantKey: null })))).toBe('CONFLICT');
  });
});

describe('hasUnlimitedBids', () => {
  it('reads the copy the user bought, not the plan', () => {
    expect(hasUnlimitedBids(onProfessional({ planEntitlement: entitlement({ bids: null }) }), now)).toBe(true);
    expect(hasUnlimitedBids(onProfessional(), now)).toBe(false);
  });

  it('is false past the plan’s end, without a plan, or without a copy', () => {
    expect(hasUnlimitedBids(onProfessional({ planEntitlement: entitlement({ bids: null }) }), end)).toBe(false);
    expect(hasUnlimitedBids(base, now)).toBe(false);
    expect(hasUnlimitedBids(onProfessional({ planEntitlement: null }), now)).toBe(false);
  });
});
