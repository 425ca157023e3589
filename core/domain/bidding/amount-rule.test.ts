import { describe, expect, it } from 'vitest';
import { amountRuleOf } from './amount-rule.js';

const brief = { description: 'A dashboard', type: 'fixed', budgetMin: 250, budgetMax: 500, periodDays: 7 } as const;
const match = { skills: ['React.js'], bidPercentage: 80, minBidUsd: 30 };

describe('amountRuleOf: bids priced by the spec’s rule alone', () => {
  it('answers the percentage of the upper budget when it came above the floor', () => {
    expect(amountRuleOf({ brief, match, amountUsdCents: 40_000, amountMinor: 40_000 })).toEqual({
      basis: 'upper_budget',
      upperBudget: 500,
      clientMinimum: 250,
      bidPercentage: 80,
      minBidUsd: 30,
      minHourlyRateUsd: null,
      applied: 'percentage',
      floorApplied: false,
    });
  });

  it('measures against the lower budget when the client gave no upper one', () => {
    expect(
      amountRuleOf({ brief: { ...brief, budgetMax: null }, match, amountUsdCents: 20_000, amountMinor: 20_000 })
        ?.upperBudget,
    ).toBe(250);
  });

  it('says the floor won when the bid is the user’s minimum', () => {
    expect(
      amountRuleOf({
        brief: { ...brief, budgetMin: 10, budgetMax: 20 },
        match,
        amountUsdCents: 3_000,
        amountMinor: 3_000,
      }),
    ).toMatchObject({ floorApplied: true, applied: 'your_minimum' });
  });

  it('never says a zero floor won', () => {
    expect(
      amountRuleOf({ brief, match: { ...match, minBidUsd: 0 }, amountUsdCents: 0, amountMinor: 0 })?.floorApplied,
    ).toBe(false);
  });

  it('reads an hourly bid of before as the spec’s rule it was priced by, never as a rate', () => {
    expect(
      amountRuleOf({
        brief: { ...brief, type: 'hourly', budgetMin: 15, budgetMax: 25 },
        match,
        amountUsdCents: 3_000,
        amountMinor: 3_000,
      }),
    ).toMatchObject({ basis: 'upper_budget', applied: 'your_minimum' });
  });

  it('answers null, never a guess, when the brief or the match was not kept', () => {
    expect(amountRuleOf({ brief: null, match, amountUsdCents: 1, amountMinor: 1 })).toBeNull();
    expect(amountRuleOf({ brief, match: null, amountUsdCents: 1, amountMinor: 1 })).toBeNull();
  });
});

describe('amountRuleOf: bids priced with the client’s minimum and hourly rates', () => {
  const priced = { ...match, minHourlyRateUsd: 0 };

  it.each([
    {
      brief: { ...brief, budgetMin: 250, budgetMax: 750 },
      match: { ...priced, bidPercentage: 20 },
      amountMinor: 25_000,
      amountUsdCents: 25_000,
      applied: 'client_minimum',
    },
    {
      brief: { ...brief, budgetMin: 250, budgetMax: 750 },
      match: { ...priced, bidPercentage: 50 },
      amountMinor: 37_500,
      amountUsdCents: 37_500,
      applied: 'percentage',
    },
    {
      brief: { ...brief, budgetMin: 10, budgetMax: 20 },
      match: priced,
      amountMinor: 3_000,
      amountUsdCents: 3_000,
      applied: 'your_minimum',
    },
  ])('fixed: $applied', ({ brief: given, match: rule, amountMinor, amountUsdCents, applied }) => {
    expect(amountRuleOf({ brief: given, match: rule, amountMinor, amountUsdCents })).toMatchObject({
      basis: 'upper_budget',
      applied,
    });
  });

  const hourly = { ...brief, type: 'hourly', budgetMin: 15, budgetMax: 25 } as const;
  it.each([
    { brief: hourly, match: { ...priced, bidPercentage: 50 }, amountMinor: 2_000, applied: 'percentage' },
    {
      brief: hourly,
      match: { ...priced, bidPercentage: 0, minHourlyRateUsd: 22 },
      amountMinor: 2_200,
      applied: 'your_minimum',
    },
    {
      brief: { ...hourly, budgetMax: null },
      match: { ...priced, bidPercentage: 50 },
      amountMinor: 1_500,
      applied: 'client_minimum',
    },
  ])('hourly: $applied', ({ brief: given, match: rule, amountMinor, applied }) => {
    expect(amountRuleOf({ brief: given, match: rule, amountMinor, amountUsdCents: amountMinor })).toMatchObject({
      basis: 'hourly_range',
      applied,
      floorApplied: applied === 'your_minimum',
    });
  });
});
