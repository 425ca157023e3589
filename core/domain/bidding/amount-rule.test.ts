import { describe, expect, it } from 'vitest';
import { amountRuleOf } from './amount-rule.js';

const brief = { description: 'A dashboard', type: 'fixed', budgetMin: 250, budgetMax: 500, periodDays: 7 } as const;
const match = { skills: ['React.js'], bidPercentage: 80, minBidUsd: 30 };

describe('amountRuleOf', () => {
  it('answers the percentage of the upper budget when it came above the floor', () => {
    expect(amountRuleOf({ brief, match, amountUsdCents: 40_000 })).toEqual({ upperBudget: 500, bidPercentage: 80, minBidUsd: 30, floorApplied: false });
  });

  it('measures against the lower budget when the client gave no upper one', () => {
    expect(amountRuleOf({ brief: { ...brief, budgetMax: null }, match, amountUsdCents: 20_000 })?.upperBudget).toBe(250);
  });

  it('says the floor won when the bid is the user’s minimum', () => {
    expect(amountRuleOf({ brief: { ...brief, budgetMax: 20 }, match, amountUsdCents: 3_000 })?.floorApplied).toBe(true);
  });

  it('never says a zero floor won', () => {
    expect(amountRuleOf({ brief, match: { ...match, minBidUsd: 0 }, amountUsdCents: 0 })?.floorApplied).toBe(false);
  });

  it('answers null, never a guess, when the brief or the match was not kept', () => {
    expect(amountRuleOf({ brief: null, match, amountUsdCents: 1 })).toBeNull();
    expect(amountRuleOf({ brief, match: null, amountUsdCents: 1 })).toBeNull();
  });
});
