import type { AdminPaymentResponse, PaymentStatsResponse } from '@contract/admin-payments';

/** One row of GET /api/admin/payments: a pending PayFast payment for the professional plan; override what a test is about. */
export function testPayment(overrides: Partial<AdminPaymentResponse> = {}): AdminPaymentResponse {
  return {
    _id: 'pay-1',
    paymentId: 'BP-0A1B2C3D4E5F60718293',
    pfPaymentId: null,
    planName: 'Professional (monthly)',
    billingType: 'monthly',
    amount: 906.5,
    currency: 'ZAR',
    status: 'pending',
    paymentMethod: 'payfast',
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    verificationStatus: 'pending',
    bidsAllocated: 0,
    unlimitedBids: false,
    planId: { _id: 'plan-pro', name: 'Professional' },
    userId: {
      _id: 'user-7',
      name: 'Thandi Buyer',
      email: 'thandi@example.com',
      planStatus: 'none',
      currentPlan: null,
      availableBids: 0,
      unlimitedBids: false,
    },
    payfastData: {
      payment_status: null,
      completed_at: null,
      manually_completed: false,
      admin_notes: null,
      admin_updated_at: null,
      cancelled_by: null,
      cancelled_at: null,
    },
    extraCharges: [],
    ...overrides,
  };
}

export const testPaymentStats = (overrides: Partial<PaymentStatsResponse> = {}): PaymentStatsResponse => ({
  totalPayments: 12,
  totalAmount: 10_877.5,
  completedPayments: 9,
  pendingPayments: 1,
  failedPayments: 1,
  cancelledPayments: 1,
  // Completed over decided payments (completed + failed + cancelled), as the server counts it.
  successRate: 81.8,
  ...overrides,
});
