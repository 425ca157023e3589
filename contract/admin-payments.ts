import { z } from 'zod';
import { paymentSuccessRate } from '../core/domain/payments/payment-success-rate.js';
import { unappliedCharges } from '../core/domain/payments/kept-notifications.js';
import { grantedUnlimitedBids, type Payment, type PaymentStats } from '../core/domain/payments/payment.js';
import { hasUnlimitedBids } from '../core/domain/plans/plan-change.js';
import { decimal, iso, optionalQuery, pageQuery, searchQuery, type Pagination } from './common.js';
import type { AdminPaymentView } from '../core/use-cases/payments/admin-payment-view.js';

const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
const PAYMENT_METHODS = ['payfast', 'card', 'bank_transfer'] as const;

/** GET /api/admin/payments query. */
export const AdminPaymentsQuery = z.strictObject({
  ...pageQuery(20),
  search: searchQuery,
  status: optionalQuery(z.enum(PAYMENT_STATUSES, { error: `status must be one of ${PAYMENT_STATUSES.join(', ')}` })),
  paymentMethod: optionalQuery(
    z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` }),
  ),
});
export type AdminPaymentsQuery = z.input<typeof AdminPaymentsQuery>;

/** PATCH /api/admin/payments/:paymentId/status. */
export const PaymentStatusBody = z.strictObject({
  status: z.enum(PAYMENT_STATUSES, { error: `status must be one of ${PAYMENT_STATUSES.join(', ')}` }),
  notes: z.string({ error: 'notes must be text' }).max(1000, 'notes must be at most 1000 characters').optional(),
});
export type PaymentStatusBody = z.input<typeof PaymentStatusBody>;

function payfastData(view: AdminPaymentView) {
  const data = view.payment.gatewayData;
  return {
    ...data,
    payment_status: data.payment_status ?? null,
    completed_at: data.completed_at ?? iso(view.payment.completedAt),
    manually_completed: data.manually_completed === true,
    admin_notes: data.admin_notes ?? null,
    admin_updated_at: data.admin_updated_at ?? null,
    // Who closed a cancelled payment without an admin ('buyer' or 'expiry'), and when.
    cancelled_by: data.cancelled_by ?? null,
    cancelled_at: data.cancelled_at ?? null,
  };
}

/** The notes an admin left on a payment (in its payfastData), null when none: for the web and the CLI alike. */
export const adminNotesOf = (payment: { readonly payfastData: Readonly<Record<string, unknown>> }): string | null =>
  typeof payment.payfastData.admin_notes === 'string' ? payment.payfastData.admin_notes : null;

/** The payment's user; unlimitedBids as the user's own view has it (an unlimited plan active at `now`). */
function userSummary(view: AdminPaymentView, now: Date) {
  const { user } = view;
  if (user === null) return null;
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    planStatus: user.planStatus,
    currentPlan: user.currentPlan,
    availableBids: view.availableBids,
    unlimitedBids: hasUnlimitedBids(user, now),
  };
}

/**
 * A payment's own fields, the amount in decimal ZAR: the user details' history rows. unlimitedBids:
 * it completed an unlimited plan, so its bidsAllocated of 0 reads as unlimited, not as none.
 */
export const toPaymentRecordResponse = (payment: Payment) => ({
  _id: payment.id,
  paymentId: payment.paymentId,
  pfPaymentId: payment.pfPaymentId,
  planName: payment.itemName,
  billingType: payment.item.billingType,
  amount: decimal(payment.amountMinor),
  currency: payment.currency,
  status: payment.status,
  paymentMethod: payment.paymentMethod,
  createdAt: payment.createdAt.toISOString(),
  updatedAt: payment.updatedAt.toISOString(),
  verificationStatus: payment.verificationStatus,
  bidsAllocated: payment.bidsAllocated,
  unlimitedBids: grantedUnlimitedBids(payment),
});

/**
 * The charges the gateway took for this payment that it did not apply (a second checkout of a
 * completed payment, or one paid after an admin closed it), each under PayFast's id with its
 * amount in decimal ZAR and why it was not applied: an admin refunds them in PayFast.
 */
const extraChargesOf = (payment: Payment) =>
  unappliedCharges(payment).map((charge) => {
    const gross = Number(charge.amountGross ?? Number.NaN);
    return {
      pfPaymentId: charge.gatewayPaymentId,
      amount: Number.isFinite(gross) ? gross : decimal(payment.amountMinor),
      reason: charge.reason,
    };
  });

/** A payment as the admin payment screens read it at `now`: its fields plus its plan, user and gateway data. */
export function toAdminPaymentResponse(view: AdminPaymentView, now: Date) {
  return {
    ...toPaymentRecordResponse(view.payment),
    planId: view.plan === null ? null : { _id: view.plan.id, name: view.plan.name },
    userId: userSummary(view, now),
    payfastData: payfastData(view),
    extraCharges: extraChargesOf(view.payment),
  };
}

/** Payment stats: totalAmount in decimal ZAR, successRate the percentage of decided payments (pending left out) that completed, one decimal. */
export function toPaymentStatsResponse(stats: PaymentStats) {
  const { totalPayments, completedPayments } = stats;
  return {
    totalPayments,
    totalAmount: decimal(stats.totalAmountMinor),
    completedPayments,
    pendingPayments: stats.pendingPayments,
    failedPayments: stats.failedPayments,
    cancelledPayments: stats.cancelledPayments,
    successRate: paymentSuccessRate(stats),
  };
}

export type PaymentRecordResponse = ReturnType<typeof toPaymentRecordResponse>;
export type AdminPaymentResponse = ReturnType<typeof toAdminPaymentResponse>;
export type PaymentStatsResponse = ReturnType<typeof toPaymentStatsResponse>;

/** GET /api/admin/payments: one page of payments, and the stats over every payment the filters match. */
export interface AdminPaymentsResponse {
  readonly success: true;
  readonly payments: readonly AdminPaymentResponse[];
  readonly pagination: Pagination;
  readonly stats: PaymentStatsResponse;
}

/** PATCH /api/admin/payments/:paymentId/status. */
export interface ChangePaymentStatusResponse {
  readonly success: true;
  readonly message: string;
  readonly payment: AdminPaymentResponse | null;
}
