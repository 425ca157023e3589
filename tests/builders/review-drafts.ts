import type { NewReviewDraft } from '../../core/domain/bidding/review-draft.js';
import { next } from './sequence.js';

/** A draft held for review as the worker stores it, created 2026-03-01 10:00 UTC and due an hour later. */
export const aReviewDraft = (userId: string, overrides: Partial<NewReviewDraft> = {}): NewReviewDraft => {
  const n = next();
  const projectId = overrides.projectId ?? String(7_000 + n);
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId,
    bidId: `bid-${n}`,
    projectId,
    projectTitle: `Project ${projectId}`,
    projectUrl: `https://www.freelancer.com/projects/php/project-${projectId}`,
    projectType: 'fixed',
    description: 'Build a Laravel API.',
    budgetMin: 250,
    budgetMax: 750,
    currency: 'EUR',
    clientId: '9001',
    clientCountry: 'DE',
    proposal: 'I have built many Laravel APIs and can start today.',
    amount: 412.5,
    amountUsd: 450.12,
    period: 7,
    fitScore: 42,
    holdReasons: [{ code: 'LOW_FIT', message: 'Fit score 42 is below your threshold of 50.' }],
    createdAt: new Date('2026-03-01T10:00:00.000Z'),
    expiresAt: new Date('2026-03-01T11:00:00.000Z'),
    job: '{"bidId":"x"}',
    ...overrides,
  };
};
