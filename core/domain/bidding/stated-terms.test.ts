import { describe, expect, it } from 'vitest';
import { misstatedTerms, outdatedTerms, statesAmount, statesDays } from './stated-terms.js';

describe('statesAmount', () => {
  it.each([
    ['I can deliver it within 3 days for 375.00 GBP.', 375, 'GBP'],
    ['for 375 GBP', 375, 'GBP'],
    ['for 375.0 gbp', 375, 'GBP'],
    ['GBP 375', 375, 'GBP'],
    ['just £375 in total', 375, 'GBP'],
    ['£ 375.00', 375, 'GBP'],
    ['a total of 1,375.00 USD', 1375, 'USD'],
    ['a total of $1375', 1375, 'USD'],
    ['R 3,515.00 once', 3515, 'ZAR'],
    ['at 12.50 EUR per hour', 12.5, 'EUR'],
    ['at €12.5 per hour', 12.5, 'EUR'],
    ['for 99.99 AUD', 99.99, 'AUD'],
  ])('finds %j', (text, amount, currency) => {
    expect(statesAmount(text, amount, currency)).toBe(true);
  });

  it.each([
    ['for 1375 GBP', 375, 'GBP'],
    ['for 375.50 GBP', 375, 'GBP'],
    ['for 375 EUR', 375, 'GBP'],
    ['your budget of 250-750 GBP', 375, 'GBP'],
    ['I have 375 reviews', 375, 'GBP'],
    ['OR 375 more', 375, 'ZAR'],
    ['for 12.55 EUR', 12.5, 'EUR'],
  ])('does not find %j', (text, amount, currency) => {
    expect(statesAmount(text, amount, currency)).toBe(false);
  });
});

describe('statesDays', () => {
  it.each(['within 3 days', 'a 3-day turnaround', 'in 3 working days', 'in 1 day'])('finds %j', (text) => {
    expect(statesDays(text, text.includes('1 day') ? 1 : 3)).toBe(true);
  });

  it.each(['within 13 days', 'in 3 weeks', '3.5 days', 'version 3 daysy'])('does not find %j', (text) => {
    expect(statesDays(text, 3)).toBe(false);
  });
});

describe('outdatedTerms', () => {
  const text = 'I can deliver it within 3 days for 375.00 GBP.';
  const before = { amount: 375, period: 3 };

  it('names each old term the text still states, and the new one', () => {
    expect(outdatedTerms(text, before, { amount: 400, period: 10 }, 'GBP')).toBe(
      'The proposal still says 375.00 GBP and 3 days, but the bid is now 400.00 GBP and 10 days: change the proposal to match.',
    );
    expect(outdatedTerms(text, before, { amount: 400, period: 3 }, 'GBP')).toBe(
      'The proposal still says 375.00 GBP, but the bid is now 400.00 GBP: change the proposal to match.',
    );
    expect(outdatedTerms(text, before, { amount: 375, period: 1 }, 'GBP')).toBe(
      'The proposal still says 3 days, but the bid is now 1 day: change the proposal to match.',
    );
  });

  it('says nothing when the terms are unchanged or the text names neither old term', () => {
    expect(outdatedTerms(text, before, before, 'GBP')).toBeNull();
    expect(
      outdatedTerms('I can deliver it within 10 days for 400.00 GBP.', before, { amount: 400, period: 10 }, 'GBP'),
    ).toBeNull();
    expect(outdatedTerms('Happy to help with your shop.', before, { amount: 400, period: 10 }, 'GBP')).toBeNull();
  });
});

describe('misstatedTerms', () => {
  const bid = { amount: 375, currency: 'GBP', periodDays: 3, budget: [250, 750] };

  it('says nothing of a proposal that names the bid, quotes the budget back, or names no terms', () => {
    expect(misstatedTerms('I can deliver it within 3 days for 375.00 GBP.', bid)).toEqual([]);
    expect(misstatedTerms('Your budget of 250-750 GBP fits; I would do it for £375 in 3 days.', bid)).toEqual([]);
    expect(misstatedTerms('I have built many shops like yours and can start today.', bid)).toEqual([]);
    expect(misstatedTerms('Your budget tops out at 750 GBP, which is fair.', bid)).toEqual([]);
  });

  it('warns of another price in the bid currency and of another delivery time', () => {
    expect(misstatedTerms('I can deliver it within 5 days for 300 GBP.', bid)).toEqual([
      'The proposal names 300.00 GBP, but the bid is 375.00 GBP.',
      'The proposal promises 5 days, but the bid says 3 days.',
    ]);
    expect(misstatedTerms('Delivery time: 2 weeks.', bid)).toEqual([
      'The proposal promises 14 days, but the bid says 3 days.',
    ]);
  });

  it('leaves amounts in other currencies alone: a conversion for the client is no price', () => {
    expect(misstatedTerms('That is 375.00 GBP (about 475 USD).', bid)).toEqual([]);
  });
});
