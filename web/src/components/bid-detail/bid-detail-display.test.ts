import { describe, expect, it } from 'vitest';
import { amountRuleSentence, historyLabel } from './bid-detail-display';

const fixed = {
  basis: 'upper_budget',
  upperBudget: 750,
  clientMinimum: 250,
  bidPercentage: 50,
  minBidUsd: 30,
  minHourlyRateUsd: 0,
  applied: 'percentage',
  floorApplied: false,
} as const;
const hourly = {
  basis: 'hourly_range',
  upperBudget: 25,
  clientMinimum: 15,
  bidPercentage: 50,
  minBidUsd: 0,
  minHourlyRateUsd: 0,
  applied: 'percentage',
  floorApplied: false,
} as const;

describe('amountRuleSentence', () => {
  it.each([
    [fixed, /^50% of the upper budget \$750\.00, not below your minimum \$30\.00\.$/],
    [
      { ...fixed, bidPercentage: 20, applied: 'client_minimum' as const },
      /^The client's minimum \$250\.00: 20% of the upper budget \$750\.00 came to less\.$/,
    ],
    [
      { ...fixed, applied: 'your_minimum' as const, floorApplied: true },
      /^Your minimum \$30\.00: 50% of the upper budget \$750\.00 came to less\.$/,
    ],
    [hourly, /^50% of the way through the client's \$15\.00 – \$25\.00 an hour\.$/],
    [
      { ...hourly, minHourlyRateUsd: 18 },
      /^50% of the way through the client's \$15\.00 – \$25\.00 an hour, not below your minimum rate \$18\.00 an hour\.$/,
    ],
    [
      { ...hourly, bidPercentage: 0, minHourlyRateUsd: 22, applied: 'your_minimum' as const, floorApplied: true },
      /^Your minimum rate \$22\.00 an hour: 0% of the way through the client's \$15\.00 – \$25\.00 an hour came to less\.$/,
    ],
    [
      { ...hourly, upperBudget: 15, applied: 'client_minimum' as const },
      /^The client's minimum rate \$15\.00 an hour: they gave no top rate\.$/,
    ],
  ])('%j', (rule, sentence) => {
    expect(amountRuleSentence(rule, 'USD')).toMatch(sentence);
  });
});

describe('historyLabel', () => {
  it('names a hold by when it happened, not by who held it: the guard and the review lane both hold, the detail says which', () => {
    expect(historyLabel('held')).toBe('Held before placing');
    expect(historyLabel('placed')).toBe('Placed on Freelancer');
    expect(historyLabel('reopened')).toBe('Reopened');
  });
});
