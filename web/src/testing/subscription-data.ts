import type { UserPaymentResponse } from '@contract/payments';
import { completedPayment } from './payment-data';

/** One row of GET /api/payments/history: a completed monthly Professional plan unless told otherwise. */
export const historyPayment = (overrides: Partial<UserPaymentResponse> = {}): UserPaymentResponse =>
  completedPayment({
    paymentId: 'BP-0001',
    pfPaymentId: 'PF-0001',
    planName: 'Professional plan (monthly)',
    plan: { _id: 'plan-professional', slug: 'professional', name: 'Professional' },
    bidsAllocated: 200,
    createdAt: '2026-02-01T09:30:00.000Z',
    completedAt: '2026-02-01T09:31:00.000Z',
    ...overrides,
  });

/** A completed 200-bids pack. */
export const historyAddonPayment = (overrides: Partial<UserPaymentResponse> = {}): UserPaymentResponse =>
  historyPayment({
    _id: 'pay-2',
    paymentId: 'BP-0002',
    kind: 'addon',
    planName: '200 bids add-on pack',
    plan: null,
    addonPack: { _id: 'pack-200', quantity: 200 },
    billingType: 'one_time',
    amount: '185.00',
    ...overrides,
  });
