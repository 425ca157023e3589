import type { AddonResponse, PlanResponse } from '@contract/pricing';

/** One plan of GET /api/pricing/plans; override what a test is about. */
export const testPlan = (overrides: Partial<PlanResponse> = {}): PlanResponse => ({
  _id: 'plan-starter',
  slug: 'starter',
  name: 'Starter',
  description: 'For freelancers getting started with automated bidding',
  monthlyPriceUsd: 19,
  annualPriceUsd: 190,
  monthlyBids: 50,
  annualBids: 600,
  features: [
    'Basic automated bidding',
    'Smart project matching',
    'Bid tracking dashboard',
    'Freelancer integration',
    'Email support',
  ],
  order: 1,
  popular: false,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** The three default plans, in display order (the server's seed). */
export const testPlans = (): PlanResponse[] => [
  testPlan(),
  testPlan({
    _id: 'plan-professional',
    slug: 'professional',
    name: 'Professional',
    description: 'For active freelancers who bid every day',
    monthlyPriceUsd: 49,
    annualPriceUsd: 490,
    monthlyBids: 200,
    annualBids: 2400,
    features: ['Basic automated bidding', 'Smart project matching', 'Duplicate bid protection', 'Custom bidding rules'],
    order: 2,
    popular: true,
  }),
  testPlan({
    _id: 'plan-enterprise',
    slug: 'enterprise',
    name: 'Enterprise',
    description: 'Unlimited bidding for agencies and power users',
    monthlyPriceUsd: 99,
    annualPriceUsd: 990,
    monthlyBids: null,
    annualBids: null,
    features: [],
    order: 3,
  }),
];

/** The default add-on packs: 200 bids for $10, 500 for $30, 1000 for $75. */
export const testAddons = (): AddonResponse[] => [
  { _id: 'pack-200', quantity: 200, priceUsd: 10 },
  { _id: 'pack-500', quantity: 500, priceUsd: 30 },
  { _id: 'pack-1000', quantity: 1000, priceUsd: 75 },
];
