import type { UserPaymentResponse } from '../../../contract/payments';
import type { AddonResponse, PlanResponse } from '../../../contract/pricing';

const stamp = '2026-01-01T00:00:00.000Z';

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
  features: ['Basic automated bidding'],
  order: 1,
  popular: false,
  active: true,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

/** The three default plans: starter, professional (popular) and enterprise (unlimited). */
export const testPlans = (): PlanResponse[] => [
  testPlan(),
  testPlan({ _id: 'plan-professional', slug: 'professional', name: 'Professional', monthlyPriceUsd: 49, annualPriceUsd: 490, monthlyBids: 200, annualBids: 2400, order: 2, popular: true }),
  testPlan({ _id: 'plan-enterprise', slug: 'enterprise', name: 'Enterprise', monthlyPriceUsd: 99, annualPriceUsd: 990, monthlyBids: null, annualBids: null, order: 3 }),
];

/** The spec's packs: 200 bids $10, 500 $30, 1000 $75. */
export const testAddons = (): AddonResponse[] => [
  { _id: 'pack-200', quantity: 200, priceUsd: 10 },
  { _id: 'pack-500', quantity: 500, priceUsd: 30 },
  { _id: 'pack-1000', quantity: 1000, priceUsd: 75 },
];

/** One row of GET /api/payments/history: a completed monthly Professional plan unless told otherwise. */
export const testPayment = (overrides: Partial<UserPaymentResponse> = {}): UserPaymentResponse => ({
  _id: 'pay-1',
  paymentId: 'BP-0001',
  pfPaymentId: 'PF-0001',
  status: 'completed',
  verificationStatus: 'verified',
  kind: 'plan',
  planName: 'Professional plan (monthly)',
  plan: { _id: 'plan-professional', slug: 'professional', name: 'Professional' },
  addonPack: null,
  billingType: 'monthly',
  amount: '906.50',
  currency: 'ZAR',
  bidsAllocated: 200,
  createdAt: '2026-02-01T09:30:00.000Z',
  completedAt: '2026-02-01T09:31:00.000Z',
  ...overrides,
});

/** A 200-bids pack payment. */
export const testAddonPayment = (overrides: Partial<UserPaymentResponse> = {}): UserPaymentResponse =>
  testPayment({ _id: 'pay-2', paymentId: 'BP-0002', kind: 'addon', planName: '200 bids add-on pack', plan: null, addonPack: { _id: 'pack-200', quantity: 200 }, billingType: 'one_time', amount: '185.00', ...overrides });
