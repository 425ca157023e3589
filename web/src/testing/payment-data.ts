import type { UserPaymentResponse } from '@contract/payments';

/** A buyer's payment as the payment calls answer it: a starter plan, monthly, R 906.50, pending. */
export const testPayment = (overrides: Partial<UserPaymentResponse> = {}): UserPaymentResponse => ({
  _id: 'pay-1',
  paymentId: 'BP-1001',
  pfPaymentId: null,
  status: 'pending',
  verificationStatus: 'pending',
  kind: 'plan',
  planName: 'Starter',
  plan: { _id: 'plan-starter', slug: 'starter', name: 'Starter' },
  addonPack: null,
  billingType: 'monthly',
  amount: '906.50',
  currency: 'ZAR',
  bidsAllocated: 0,
  unlimitedBids: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  completedAt: null,
  refundDue: [],
  ...overrides,
});

/** The same payment once completed: its bids granted. */
export const completedPayment = (overrides: Partial<UserPaymentResponse> = {}): UserPaymentResponse =>
  testPayment({
    status: 'completed',
    verificationStatus: 'verified',
    bidsAllocated: 50,
    pfPaymentId: 'PF-77',
    completedAt: '2026-03-01T10:01:00.000Z',
    ...overrides,
  });

/** The completed payment its buyer paid twice: the second PayFast payment (R 906.50) granted nothing and is kept for a refund. */
export const paidTwicePayment = (overrides: Partial<UserPaymentResponse> = {}): UserPaymentResponse =>
  completedPayment({ refundDue: [{ pfPaymentId: 'PF-78', amount: '906.50' }], ...overrides });
