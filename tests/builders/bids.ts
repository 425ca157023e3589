import type { NewBid } from '../../core/domain/bidding/bid.js';
import { next } from './sequence.js';

export const aBid = (userId: string, overrides: Partial<NewBid> = {}): NewBid => {
  const n = next();
  return {
    userId,
    projectId: String(40_000_000 + n),
    projectTitle: `Project ${n}`,
    projectUrl: `https://www.freelancer.com/projects/${n}`,
    status: 'submitted',
    amountMinor: 25_000,
    currency: 'USD',
    proposal: 'I can do this.',
    marketplaceBidId: null,
    errorMessage: null,
    submittedAt: new Date('2026-03-01T09:00:00.000Z'),
    ...overrides,
  };
};
