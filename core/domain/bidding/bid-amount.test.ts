import { describe, expect, it } from 'vitest';
import { bidAmount, hourlyBidRate, roundCents, upperBudget } from './bid-amount.js';

describe('roundCents', () => {
  it('rounds half up on the printed decimal when float would round down', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.675)).toBe(2.68);
  });

  it('handles values printed in exponent form', () => {
    expect(roundCents(1e-7)).toBe(0);
  });
});

describe('upperBudget', () => {
  it('uses budgetMax when given and budgetMin when it is null', () => {
    expect(upperBudget({ budgetMin: 30, budgetMax: 250 })).toBe(250);
    expect(upperBudget({ budgetMin: 30, budgetMax: null })).toBe(30);
  });

  it('uses the larger bound when a listing gives its minimum above its maximum', () => {
    expect(upperBudget({ budgetMin: 9000, budgetMax: 100 })).toBe(9000);
  });
});

describe('bidAmount', () => {
  it('bids the percentage of the upper budget when it is above the minimum', () => {
    expect(bidAmount({ upperBudget: 750, usdRate: 1, minBidUsd: 100, bidPercentage: 50 })).toEqual({
      amount: 375,
      amountUsd: 375,
    });
  });

  it('bids the minimum when the percentage is below it', () => {
    expect(bidAmount({ upperBudget: 100, usdRate: 1, minBidUsd: 60, bidPercentage: 50 })).toEqual({
      amount: 60,
      amountUsd: 60,
    });
  });

  it('bids the same when percentage and minimum are equal', () => {
    expect(bidAmount({ upperBudget: 100, usdRate: 1, minBidUsd: 50, bidPercentage: 50 })).toEqual({
      amount: 50,
      amountUsd: 50,
    });
  });

  it('compares in USD and bids in the project currency when the project is in INR', () => {
    // 8600 INR = 100 USD; 50% = 50 USD < min 80 USD → 80 USD = 6880 INR
    expect(bidAmount({ upperBudget: 8600, usdRate: 86, minBidUsd: 80, bidPercentage: 50 })).toEqual({
      amount: 6880,
      amountUsd: 80,
    });
  });

  it('rounds both amounts to cents when the conversion leaves more decimals', () => {
    // 1000 EUR at 0.95/USD = 1052.63… USD; 33% = 347.368… USD; in EUR 330.00
    expect(bidAmount({ upperBudget: 1000, usdRate: 0.95, minBidUsd: 0, bidPercentage: 33 })).toEqual({
      amount: 330,
      amountUsd: 347.37,
    });
  });
});

describe('roundCents fast path', () => {
  it('rounds ordinary values like Math.round on cents when they are far from half a cent', () => {
    expect(roundCents(58.1395)).toBe(58.14);
    expect(roundCents(347.368421)).toBe(347.37);
    expect(roundCents(12.344)).toBe(12.34);
    expect(roundCents(0.125)).toBe(0.13);
  });
});

describe('bidAmount with the client minimum', () => {
  it("never bids under the client's minimum, in the project's currency", () => {
    expect(bidAmount({ upperBudget: 750, usdRate: 1, minBidUsd: 0, bidPercentage: 20, clientMinimum: 250 })).toEqual({
      amount: 250,
      amountUsd: 250,
    });
    expect(bidAmount({ upperBudget: 750, usdRate: 0.8, minBidUsd: 0, bidPercentage: 20, clientMinimum: 250 })).toEqual({
      amount: 250,
      amountUsd: 312.5,
    });
  });

  it('keeps the spec formula when it is above the minimum', () => {
    expect(bidAmount({ upperBudget: 750, usdRate: 1, minBidUsd: 0, bidPercentage: 50, clientMinimum: 250 })).toEqual({
      amount: 375,
      amountUsd: 375,
    });
  });
});

describe('hourlyBidRate', () => {
  const rate = (overrides: Partial<Parameters<typeof hourlyBidRate>[0]> = {}) =>
    hourlyBidRate({ budgetMin: 15, budgetMax: 25, usdRate: 1, bidPercentage: 50, minHourlyRateUsd: 0, ...overrides });

  it.each([
    [{ bidPercentage: 0 }, 15],
    [{ bidPercentage: 25 }, 17.5],
    [{ bidPercentage: 50 }, 20],
    [{ bidPercentage: 100 }, 25],
    [{ minHourlyRateUsd: 23 }, 23],
    [{ budgetMax: null }, 15],
    [{ budgetMax: null, minHourlyRateUsd: 40 }, 40],
    [{ budgetMax: 10 }, 15],
    [{ budgetMin: 2, budgetMax: 8, usdRate: 0.95 }, 5],
  ])('%j → %s an hour', (overrides, expected) => {
    expect(rate(overrides).amount).toBe(expected);
  });

  it("converts the user's minimum rate into the project's currency", () => {
    expect(rate({ budgetMin: 800, budgetMax: 1600, usdRate: 80, bidPercentage: 0, minHourlyRateUsd: 12.5 })).toEqual({
      amount: 1000,
      amountUsd: 12.5,
    });
  });
});
