import { describe, expect, it } from 'vitest';
import type { BidMatch } from '../../../domain/bidding/bid.js';
import { fitScoreOf } from './hold.js';

const match = (fit: BidMatch['fit']) => ({ skills: [], bidPercentage: 100, minBidUsd: 0, fit }) as BidMatch;

describe('fitScoreOf', () => {
  it('is null for a bid queued without a match or a fit', () => {
    expect(fitScoreOf(null)).toBeNull();
    expect(fitScoreOf(match(undefined))).toBeNull();
    expect(fitScoreOf(match(null))).toBeNull();
  });

  it('is the queued score without an adjustment', () => {
    expect(fitScoreOf(match({ score: 64, reasons: [] }))).toBe(64);
  });

  it('adds the model’s points, kept within 0–100', () => {
    expect(fitScoreOf(match({ score: 64, reasons: [], adjustment: { points: -10, reason: 'r' } }))).toBe(54);
    expect(fitScoreOf(match({ score: 95, reasons: [], adjustment: { points: 20, reason: 'r' } }))).toBe(100);
  });
});
