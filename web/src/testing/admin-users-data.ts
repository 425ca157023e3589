import type { PaymentRecordResponse, PaymentStatsResponse } from '@contract/admin-payments';
import type { AdminBidResponse, AdminUserResponse, GetUserDetailsResponse } from '@contract/admin-users';
import { testBidLog, testSettings } from './bidding-data';
import { testUser } from './data';

/** One row of GET /api/admin/users: `testUser` as the admin list shows it; override what a test is about. */
export const testAdminUser = (overrides: Partial<AdminUserResponse> = {}): AdminUserResponse => {
  const {
    id: _id,
    planBids: _planBids,
    extraBids: _extraBids,
    ...row
  } = testUser({
    _id: 'user-7',
    name: 'Bob Builder',
    email: 'bob@example.com',
    createdAt: '2026-02-10T09:00:00.000Z',
    availableBids: 12,
  });
  return { ...row, ...overrides };
};

/** One bid of the admin's bid lists: a bid log without its proposal. */
export const testAdminBid = (overrides: Partial<AdminBidResponse> = {}): AdminBidResponse => {
  const { proposal: _proposal, ...bid } = testBidLog(overrides);
  return bid;
};

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
  unlimitedBids: false,
  ...overrides,
});

const noPayments: PaymentStatsResponse = {
  totalPayments: 0,
  totalAmount: 0,
  completedPayments: 0,
  pendingPayments: 0,
  failedPayments: 0,
  cancelledPayments: 0,
  successRate: 0,
};

/** GET /api/admin/users/:userId's answer. */
export const testUserDetails = (
  overrides: Partial<Omit<GetUserDetailsResponse, 'user'>> & {
    readonly user?: Partial<GetUserDetailsResponse['user']>;
  } = {},
): GetUserDetailsResponse => ({
  success: true,
  biddingSettings: testSettings({
    skills: ['React', 'Node.js'],
    timeInterval: '10min',
    maxBidsThreshold: 50,
    minBidUsd: 30,
    bidOnHourlyProjects: false,
  }),
  recentBids: [],
  stats: { totalBids: 0, submittedBids: 0, acceptedBids: 0, rejectedBids: 0, failedBids: 0 },
  userPayments: [],
  paymentStats: noPayments,
  marketplaceAccount: null,
  ...overrides,
  user: { ...testAdminUser(), ...overrides.user },
});
