import { describe, expect, it } from 'vitest';
import {
  MARKETPLACE_ACCOUNT_FRESH_MS,
  afterOneBid,
  isFresh,
  marketplaceAccountBlocks,
  type MarketplaceAccountCheck,
} from './marketplace-account.js';

const now = new Date('2026-03-01T12:00:00Z');
const check = (overrides: Partial<MarketplaceAccountCheck> = {}): MarketplaceAccountCheck => ({
  bidsRemaining: 5,
  bidLimit: 15,
  limited: false,
  checkedAt: now,
  ...overrides,
});
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('the Freelancer account check', () => {
  it('blocks a fresh reading with no bids left or a limited account', () => {
    expect(marketplaceAccountBlocks(check({ bidsRemaining: 0 }), now)).toBe(true);
    expect(marketplaceAccountBlocks(check({ limited: true }), now)).toBe(true);
    expect(marketplaceAccountBlocks(check({ bidsRemaining: null, limited: true }), now)).toBe(true);
  });

  it('never blocks on unknown: no reading, or a count Freelancer did not give', () => {
    expect(marketplaceAccountBlocks(null, now)).toBe(false);
    expect(marketplaceAccountBlocks(check({ bidsRemaining: null }), now)).toBe(false);
    expect(marketplaceAccountBlocks(check({ bidsRemaining: 1 }), now)).toBe(false);
  });

  it('trusts a reading for a few minutes only: a stale one neither blocks nor counts as fresh', () => {
    expect(isFresh(check({ checkedAt: ago(MARKETPLACE_ACCOUNT_FRESH_MS - 1) }), now)).toBe(true);
    expect(isFresh(check({ checkedAt: ago(MARKETPLACE_ACCOUNT_FRESH_MS) }), now)).toBe(false);
    expect(
      marketplaceAccountBlocks(check({ bidsRemaining: 0, checkedAt: ago(MARKETPLACE_ACCOUNT_FRESH_MS) }), now),
    ).toBe(false);
    expect(isFresh(null, now)).toBe(false);
  });

  it('counts a placed bid down from a known count, never below zero, and leaves unknown unknown', () => {
    expect(afterOneBid(check({ bidsRemaining: 2 })).bidsRemaining).toBe(1);
    expect(afterOneBid(check({ bidsRemaining: 0 })).bidsRemaining).toBe(0);
    expect(afterOneBid(check({ bidsRemaining: null })).bidsRemaining).toBeNull();
    expect(afterOneBid(check()).checkedAt).toEqual(now);
  });
});
