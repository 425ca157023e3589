import { z } from 'zod';
import type { PaymentStats } from '../../../core/domain/payments/payment.js';
import { formatMinor } from '../../../core/domain/money/minor-units.js';
import type { AdminPaymentView } from '../../../core/use-cases/payments/admin-payment-view.js';

const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
const PAYMENT_METHODS = ['payfast', 'card', 'bank_transfer'] as const;

/** The page sends empty filters as `status=`; they mean "no filter" (spec 001 §7). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** GET /api/admin/payments query. */
export const AdminPaymentsQuery = z.strictObject({
  page: optional(whole('page', 1, 100_000)).default(1),
  limit: optional(whole('limit', 1, 100)).default(20),
  search: optional(z.string({ error: 'search must be text' }).trim().max(200, 'search must be at most 200 characters')),
  status: optional(z.enum(PAYMENT_STATUSES, { error: `status must be one of ${PAYMENT_STATUSES.join(', ')}` })),
  paymentMethod: optional(z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` })),
});

export const PaymentReferenceParams = z.object({ paymentId: z.string().trim().min(1, 'Payment id is required').max(200, 'Payment id is too long') });

/** PATCH /api/admin/payments/:paymentId/status. */
export const PaymentStatusBody = z.strictObject({
  status: z.enum(PAYMENT_STATUSES, { error: `status must be one of ${PAYMENT_STATUSES.join(', ')}` }),
  notes: z.string({ error: 'notes must be text' }).max(1000, 'notes must be at most 1000 characters').optional(),
});

/** Minor units as the decimal number the screens show (ZAR with 2 decimals): 90650 → 906.5. */
const decimal = (amountMinor: number): number => Number(formatMinor(amountMinor));

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

function payfastData(view: AdminPaymentView) {
  const data = view.payment.gatewayData;
  return {
    ...data,
    payment_status: data.payment_status ?? null,
    completed_at: data.completed_at ?? iso(view.payment.completedAt),
    manually_completed: data.manually_completed === true,
    admin_notes: data.admin_notes ?? null,
    admin_updated_at: data.admin_updated_at ?? null,
  };
}

function userSummary(view: AdminPaymentView) {
  const { user } = view;
  if (user === null) return null;
  return { _id: user.id, name: user.name, email: user.email, planStatus: user.planStatus, currentPlan: user.currentPlan, availableBids: view.availableBids };
}

/** A payment as the admin payment screens read it (spec 001 §3 Payment). */
export function toAdminPaymentResponse(view: AdminPaymentView) {
  const { payment } = view;
  return {
    _id: payment.id,
    paymentId: payment.paymentId,
    pfPaymentId: payment.pfPaymentId,
    planId: view.plan === null ? null : { _id: view.plan.id, name: view.plan.name },
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
    userId: userSummary(view),
    payfastData: payfastData(view),
  };
}

/** Spec 001 §3 Payment stats: totalAmount in decimal ZAR, successRate a percentage with one decimal. */
export function toPaymentStatsResponse(stats: PaymentStats) {
  const { totalPayments, completedPayments } = stats;
  return {
    totalPayments,
    totalAmount: decimal(stats.totalAmountMinor),
    completedPayments,
    pendingPayments: stats.pendingPayments,
    failedPayments: stats.failedPayments,
    cancelledPayments: stats.cancelledPayments,
    successRate: totalPayments === 0 ? 0 : Math.round((completedPayments * 1000) / totalPayments) / 10,
  };
}

export const paginationOf = (page: number, limit: number, total: number) => ({ current: page, pages: Math.ceil(total / limit), total, limit });
