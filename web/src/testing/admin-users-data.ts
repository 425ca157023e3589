import type { PaymentRecordResponse, PaymentStatsResponse } from '../../../contract/admin-payments';
import type { AdminBidResponse, AdminUserResponse, GetUserDetailsResponse } from '../../../contract/admin-users';
import type { PlanResponse } from '../../../contract/pricing';
import { testSettings } from './bidding-data';

/** One row of GET /api/admin/users; override what a test is about. */
export const testAdminUser = (overrides: Partial<AdminUserResponse> = {}): AdminUserResponse => ({
  _id: 'user-7',
  name: 'Bob Builder',
  email: 'bob@example.com',
  role: 'user',
  isActive: true,
  subscriptionStatus: 'inactive',
  subscriptionPlan: null,
  currentPlan: null,
  planStatus: 'none',
  billingPeriod: null,
  planPurchaseDate: null,
  planExpirationDate: null,
  createdAt: '2026-02-10T09:00:00.000Z',
  availableBids: 12,
  ...overrides,
});

/** A plan of GET /api/pricing/plans. */
export const testPlan = (overrides: Partial<PlanResponse> = {}): PlanResponse => ({
  _id: 'plan-starter',
  slug: 'starter',
  name: 'Starter',
  description: 'For getting started',
  monthlyPriceUsd: 19,
  annualPriceUsd: 190,
  monthlyBids: 50,
  annualBids: 600,
  features: ['Automated bidding'],
  order: 1,
  popular: false,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** One bid of the admin's bid lists. */
export const testAdminBid = (overrides: Partial<AdminBidResponse> = {}): AdminBidResponse => ({
  _id: 'bid-1',
  projectId: '1001',
  projectTitle: 'Build a React dashboard',
  projectUrl: 'https://www.freelancer.com/projects/1001',
  status: 'submitted',
  bidAmount: 120,
  currency: 'USD',
  submittedAt: '2026-03-05T10:00:00.000Z',
  errorMessage: null,
  ...overrides,
});

export const testPaymentRecord = (overrides: Partial<PaymentRecordResponse> = {}): PaymentRecordResponse => ({
  _id: 'payment-1',
  paymentId: 'BP-1001',
  pfPaymentId: '99887766',
  planName: 'Starter plan (monthly)',
  billingType: 'monthly',
  amount: 351.5,
  currency: 'ZAR',
  status: 'completed',
  paymentMethod: 'payfast',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:05:00.000Z',
  verificationStatus: 'verified',
  bidsAllocated: 50,
  ...overrides,
});

const noPayments: PaymentStatsResponse = { totalPayments: 0, totalAmount: 0, completedPayments: 0, pendingPayments: 0, failedPayments: 0, cancelledPayments: 0, successRate: 0 };

/** GET /api/admin/users/:userId's answer. */
export const testUserDetails = (overrides: Partial<Omit<GetUserDetailsResponse, 'user'>> & { readonly user?: Partial<GetUserDetailsResponse['user']> } = {}): GetUserDetailsResponse => ({
  success: true,
  biddingSettings: testSettings({ skills: ['React', 'Node.js'], timeInterval: '10min', maxBidsThreshold: 50, minBidUsd: 30, bidOnHourlyProjects: false }),
  recentBids: [],
  stats: { totalBids: 0, submittedBids: 0, acceptedBids: 0, rejectedBids: 0, failedBids: 0 },
  userPayments: [],
  paymentStats: noPayments,
  ...overrides,
  user: { ...testAdminUser(), unlimitedBids: false, ...overrides.user },
});
