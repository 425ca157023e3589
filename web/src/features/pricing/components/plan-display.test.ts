import { describe, expect, it } from 'vitest';
import { testPlan } from '@/testing/pricing-data';
import { planBidsLine, planFeatures, planPrice, PRIORITY_SUPPORT } from './plan-display';

describe('plan display', () => {
  it('shows annual prices with the monthly equivalent, converted prices rounded to whole units', () => {
    expect(planPrice(testPlan(), 'monthly', 'USD', 1)).toEqual({
      amount: '$19',
      per: '/month',
      monthlyEquivalent: null,
    });
    expect(planPrice(testPlan(), 'annual', 'USD', 1)).toEqual({
      amount: '$190',
      per: '/year',
      monthlyEquivalent: '$15.83/month billed annually',
    });
    // 190 × 0.82 = 155.8 → £156; 190 / 12 × 0.82 = 12.98 → £13
    expect(planPrice(testPlan(), 'annual', 'GBP', 0.82)).toEqual({
      amount: '£156',
      per: '/year',
      monthlyEquivalent: '£13/month billed annually',
    });
  });

  it('reads bids per period, and Unlimited bids for a null count', () => {
    expect(planBidsLine(testPlan({ annualBids: 2400 }), 'annual')).toBe('2,400 bids per year');
    expect(planBidsLine(testPlan({ monthlyBids: null }), 'monthly')).toBe('Unlimited bids');
  });

  it("lists the plan's own features, else the product's list; the most popular plan always has priority support", () => {
    expect(planFeatures(testPlan({ features: ['One'] }))).toEqual(['One']);
    expect(planFeatures(testPlan({ slug: 'starter', features: [] }))).toContain('Email support');
    expect(planFeatures(testPlan({ slug: 'custom', features: [] }))).toEqual([]);
    expect(planFeatures(testPlan({ features: ['One'], popular: true }))).toEqual(['One', PRIORITY_SUPPORT]);
    expect(planFeatures(testPlan({ features: ['Priority support (24-48 hours)'], popular: true }))).toEqual([
      'Priority support (24-48 hours)',
    ]);
  });
});
