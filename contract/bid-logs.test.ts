import { describe, expect, it } from 'vitest';
import type { Bid, BidLogEntry } from '../core/domain/bidding/bid.js';
import { toAdminBidResponse } from './admin-users.js';
import { toBidLogResponse, toBidResponse } from './bid-logs.js';

const entry = (overrides: Partial<BidLogEntry> = {}): BidLogEntry => ({
  id: 'bid-1',
  projectId: '1001',
  projectTitle: 'Build a React dashboard',
  projectUrl: 'https://www.freelancer.com/projects/1001',
  status: 'submitted',
  amountMinor: 1_150,
  currency: 'USD',
  proposal: 'Hello',
  errorMessage: null,
  submittedAt: new Date('2026-03-05T10:00:00.000Z'),
  projectType: 'hourly',
  ...overrides,
});

const wholeBid = (brief: Bid['brief']): Bid => {
  const { projectType: _inBrief, ...fields } = entry();
  return {
    ...fields,
    userId: 'user-1',
    amountUsdCents: 1_150,
    marketplaceBidId: null,
    repliedAt: null,
    skills: [],
    updatedAt: new Date('2026-03-05T10:00:00.000Z'),
    brief,
    match: null,
    profileId: null,
    promptVariantId: null,
  };
};

describe('bid list responses', () => {
  it('answers a bid log row in the spec’s fields plus the project’s type', () => {
    expect(toBidLogResponse(entry())).toEqual({
      _id: 'bid-1',
      projectId: '1001',
      projectTitle: 'Build a React dashboard',
      projectUrl: 'https://www.freelancer.com/projects/1001',
      status: 'submitted',
      bidAmount: 11.5,
      currency: 'USD',
      submittedAt: '2026-03-05T10:00:00.000Z',
      errorMessage: null,
      projectType: 'hourly',
      proposal: 'Hello',
    });
  });

  it('carries a fixed project’s type, and null for a bid logged before its project was kept', () => {
    expect(toBidResponse(entry({ projectType: 'fixed', amountMinor: 37_500 }))).toMatchObject({
      bidAmount: 375,
      projectType: 'fixed',
    });
    expect(toBidResponse(entry({ projectType: null }))).toMatchObject({ projectType: null });
  });

  it('gives the admin’s bid rows the type from the bid’s brief, without the proposal', () => {
    const brief = { description: 'A brief.', budgetMin: 10, budgetMax: 20, periodDays: 3 } as const;
    const hourly = toAdminBidResponse(wholeBid({ ...brief, type: 'hourly' }));
    expect(hourly).toMatchObject({ bidAmount: 11.5, projectType: 'hourly' });
    expect(hourly).not.toHaveProperty('proposal');
    expect(toAdminBidResponse(wholeBid({ ...brief, type: 'fixed' })).projectType).toBe('fixed');
    expect(toAdminBidResponse(wholeBid(null)).projectType).toBeNull();
  });
});
