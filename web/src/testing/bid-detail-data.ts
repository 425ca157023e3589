import type { BidDetailView } from '@contract/bid-detail';
import { testBidLog } from './bidding-data';

/** GET /api/bidding/logs/:id's bid: a failed bid with everything kept. */
export const testBidDetail = (overrides: Partial<BidDetailView> = {}): BidDetailView => ({
  ...testBidLog({
    status: 'failed',
    bidAmount: 400,
    errorMessage: 'Freelancer refused the bid: you have used every bid of this month.',
  }),
  proposal: 'Hello,\n\nI have built three React dashboards with charts and CSV export.\n\nAda',
  updatedAt: '2026-03-05T10:05:00.000Z',
  project: {
    type: 'fixed',
    budgetMin: 250,
    budgetMax: 500,
    description: 'We need a sales dashboard.\n\n  - charts\n  - CSV export',
    clientId: '81234567',
  },
  periodDays: 7,
  milestonePercentage: 100,
  match: {
    skills: ['React.js', 'Node.js'],
    amountRule: {
      basis: 'upper_budget',
      upperBudget: 500,
      clientMinimum: 250,
      bidPercentage: 80,
      minBidUsd: 30,
      minHourlyRateUsd: 0,
      applied: 'percentage',
      floorApplied: false,
    },
    fit: {
      score: 78,
      reasons: [
        { code: 'skills', points: 20, text: 'shares 2 of 2 skills' },
        { code: 'payment_verified', points: -12, text: 'client payment not verified' },
        { code: 'project_age', points: 8, text: 'posted 4 minutes ago' },
      ],
      adjustment: { points: -9, reason: 'The brief is mostly Swift.', adjustedScore: 69 },
    },
  },
  profile: { id: 'main', name: 'Main profile' },
  promptVariant: null,
  history: [
    { kind: 'queued', at: '2026-03-05T09:58:00.000Z', detail: null },
    {
      kind: 'refused',
      at: '2026-03-05T10:05:00.000Z',
      detail: 'Freelancer refused the bid: you have used every bid of this month.',
    },
  ],
  ...overrides,
});

/** A bid logged before its project, match and history were kept. */
export const testOldBidDetail = (): BidDetailView =>
  testBidDetail({
    status: 'submitted',
    errorMessage: null,
    projectType: null,
    project: null,
    periodDays: null,
    milestonePercentage: null,
    match: null,
    history: [],
  });
