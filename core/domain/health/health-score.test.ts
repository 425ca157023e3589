import { describe, expect, it } from 'vitest';
import { adminBidStats, computeHealthScore, healthLabel, successRate } from './health-score.js';

const score = (total: number, active: number, bidsTotal = 0, rate = 0) =>
  computeHealthScore({ users: { total, active }, bids: { total: bidsTotal, successRate: rate } });

describe('computeHealthScore', () => {
  it('stays at 100 Healthy when exactly half of the users are active', () => {
    expect(score(10, 5)).toEqual({ score: 100, label: 'Healthy' });
  });

  it('takes 20 off when just under half are active', () => {
    expect(score(1000, 499)).toEqual({ score: 80, label: 'Healthy' });
  });

  it('takes only 20 off when exactly 30% are active', () => {
    expect(score(10, 3).score).toBe(80);
  });

  it('takes 50 off in total when fewer than 30% are active', () => {
    expect(score(1000, 299)).toEqual({ score: 50, label: 'Warning' });
  });

  it('gives no user penalty when there are no users', () => {
    expect(score(0, 0).score).toBe(100);
  });

  it('takes 15 off when there are bids and the success rate is just under 70', () => {
    expect(score(10, 10, 5, 69.9)).toEqual({ score: 85, label: 'Healthy' });
  });

  it('gives no bid penalty when the rate is exactly 70 or there are no bids', () => {
    expect(score(10, 10, 5, 70).score).toBe(100);
    expect(score(10, 10, 0, 0).score).toBe(100);
  });

  it('reaches 35 Critical when every penalty applies', () => {
    expect(score(10, 2, 10, 10)).toEqual({ score: 35, label: 'Critical' });
  });

  it('is Warning at 65 when the 20 and 15 penalties apply', () => {
    expect(score(10, 4, 10, 10)).toEqual({ score: 65, label: 'Warning' });
  });
});

describe('healthLabel', () => {
  it('puts the band edges 50 and 70 in the higher band', () => {
    expect(healthLabel(49)).toBe('Critical');
    expect(healthLabel(50)).toBe('Warning');
    expect(healthLabel(69)).toBe('Warning');
    expect(healthLabel(70)).toBe('Healthy');
  });
});

describe('successRate', () => {
  it('is accepted over total as a percentage with one decimal', () => {
    expect(successRate({ total: 3, successful: 1 })).toBe(33.3);
    expect(successRate({ total: 3, successful: 2 })).toBe(66.7);
  });

  it('is 0 when there are no bids', () => {
    expect(successRate({ total: 0, successful: 0 })).toBe(0);
  });
});

describe('adminBidStats', () => {
  it('counts accepted as successful, replied as still submitted, and keeps rejected only in the total', () => {
    expect(
      adminBidStats({
        total: 12,
        pending: 1,
        submitted: 4,
        replied: 2,
        accepted: 2,
        rejected: 2,
        failed: 1,
        held: 0,
        declined: 0,
      }),
    ).toEqual({
      total: 12,
      submitted: 6,
      successful: 2,
      failed: 1,
      successRate: 16.7,
    });
  });

  it('leaves drafts declined in review out of the total, the failures and the success rate', () => {
    const counts = {
      total: 6,
      pending: 0,
      submitted: 0,
      replied: 0,
      accepted: 3,
      rejected: 0,
      failed: 0,
      held: 0,
      declined: 3,
    };
    const stats = adminBidStats(counts);
    expect(stats).toEqual({ total: 3, submitted: 0, successful: 3, failed: 0, successRate: 100 });
    // Declining half the drafts costs the system no health.
    expect(computeHealthScore({ users: { total: 1, active: 1 }, bids: stats })).toEqual({
      score: 100,
      label: 'Healthy',
    });
  });
});
