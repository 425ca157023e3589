import { z } from 'zod';
import { formatMinor } from '../core/domain/money/minor-units.js';
import { unappliedCharges } from '../core/domain/payments/kept-notifications.js';
import { grantedUnlimitedBids, type Payment, type PaymentStatus } from '../core/domain/payments/payment.js';
import { PLAN_SELECTION_REQUIRED } from '../core/domain/purchases/purchase-validation.js';
import type { PaymentHistory } from '../core/use-cases/payments/payment-history.js';
import type { UserPaymentView } from '../core/use-cases/payments/user-payment.js';
import { iso, optionalQuery, pagination, wholeQuery, type Pagination } from './common.js';

const BILLING_TYPES = ['monthly', 'annual', 'one_time'] as const;

/** The `paymentId` in the path of the status, sandbox completion and admin status calls. */
export const PaymentReferenceParams = z.object({
  paymentId: z.string().trim().min(1, 'Payment id is required').max(200, 'Payment id is too long'),
});
export type PaymentReferenceParams = z.input<typeof PaymentReferenceParams>;

const paymentReference = z
  .string({ error: 'paymentId is required' })
  .trim()
  .min(1, 'paymentId is required')
  .max(200, 'paymentId is too long');

/**
 * POST /payments/create-payment. planId is a plan's `_id` or slug with billingType monthly or
 * annual, or an add-on pack's `_id` (GET /pricing/addons) with billingType one_time.
 */
export const CreatePaymentBody = z.strictObject({
  planId: z
    .string({ error: PLAN_SELECTION_REQUIRED })
    .trim()
    .min(1, PLAN_SELECTION_REQUIRED)
    .max(200, 'planId is too long'),
  billingType: z.enum(BILLING_TYPES, {
    error: 'billingType must be monthly or annual for a plan, or one_time for an add-on pack',
  }),
});
export type CreatePaymentBody = z.input<typeof CreatePaymentBody>;

/** POST /api/payments/create-payment (201): the fields to post as a form to `redirectUrl`, the gateway's checkout. */
export interface CreatePaymentResponse {
  readonly success: true;
  readonly paymentData: Readonly<Record<string, string>>;
  readonly redirectUrl: string;
  readonly paymentId: string;
}

/**
 * POST /payments/verify-payment. pfPaymentId comes from the success page's query string (null
 * when absent); it is not trusted: it only names what to ask the gateway about, and completes the
 * payment only when the gateway's answer names this payment, COMPLETE, for its amount.
 */
export const VerifyPaymentBody = z.strictObject({
  paymentId: paymentReference,
  pfPaymentId: z.string({ error: 'pfPaymentId must be text' }).trim().max(100, 'pfPaymentId is too long').nullish(),
});
export type VerifyPaymentBody = z.input<typeof VerifyPaymentBody>;

/** A charge the gateway took for the payment that granted nothing, kept for a refund; amount as the payment's. */
export interface RefundDue {
  readonly pfPaymentId: string;
  readonly amount: string;
}

const DECIMAL_AMOUNT = /^\d+\.\d{2}$/;

/**
 * What the buyer is owed back on this payment (paid twice, or paid after it was closed): the
 * gateway's id and amount of each such charge, the amount the gateway reported (the payment's own
 * when it reported none). Only these two: the kept notification and its reason stay the admin's.
 */
const refundDueOf = (payment: Payment): RefundDue[] =>
  unappliedCharges(payment).map((charge) => ({
    pfPaymentId: charge.gatewayPaymentId,
    amount:
      charge.amountGross !== null && DECIMAL_AMOUNT.test(charge.amountGross)
        ? charge.amountGross
        : formatMinor(payment.amountMinor),
  }));

/** A payment as its buyer's payment pages read it; amount is decimal text in `currency` ('906.50'). */
export function toUserPaymentResponse(view: UserPaymentView) {
  const { payment, plan, addonPack } = view;
  return {
    _id: payment.id,
    paymentId: payment.paymentId,
    pfPaymentId: payment.pfPaymentId,
    status: payment.status,
    verificationStatus: payment.verificationStatus,
    kind: payment.item.kind,
    planName: payment.itemName,
    plan: plan === null ? null : { _id: plan.id, slug: plan.slug, name: plan.name },
    addonPack: addonPack === null ? null : { _id: addonPack.id, quantity: addonPack.quantity },
    billingType: payment.item.billingType,
    amount: formatMinor(payment.amountMinor),
    currency: payment.currency,
    bidsAllocated: payment.bidsAllocated,
    /** A completed plan whose terms, as sold, were unlimited: its bidsAllocated (0) is no count. */
    unlimitedBids: grantedUnlimitedBids(payment),
    createdAt: payment.createdAt.toISOString(),
    completedAt: iso(payment.completedAt),
    /** Charges of this payment that granted nothing, kept for a refund; empty when none. */
    refundDue: refundDueOf(payment),
  };
}

export type UserPaymentResponse = ReturnType<typeof toUserPaymentResponse>;

/** The payment history's page size unless the screen asks for another (at most 50). */
export const PAYMENT_HISTORY_PAGE_SIZE = 10;

/** GET /api/payments/history?page=1&limit=10: the signed-in buyer's own payments. */
export const PaymentHistoryQuery = z.strictObject({
  page: optionalQuery(wholeQuery('page', 1, 1_000_000)).default(1),
  limit: optionalQuery(wholeQuery('limit', 1, 50)).default(PAYMENT_HISTORY_PAGE_SIZE),
});
export type PaymentHistoryQuery = z.input<typeof PaymentHistoryQuery>;

/** GET /api/payments/history: newest first, each as the payment pages show it (no gateway data, no admin notes). */
export interface PaymentHistoryResponse {
  readonly success: true;
  readonly payments: readonly UserPaymentResponse[];
  readonly pagination: Pagination;
}

export const toPaymentHistoryResponse = (
  history: PaymentHistory,
  page: number,
  limit: number,
): PaymentHistoryResponse => ({
  success: true,
  payments: history.payments.map(toUserPaymentResponse),
  pagination: pagination(page, limit, history.total),
});

/** The payment toasts (docs/design.md#payments) for each state the verify call can find. */
const VERIFY_ANSWERS: Readonly<Record<PaymentStatus, { readonly message: string; readonly errorCode?: string }>> = {
  completed: { message: 'Payment verified and completed successfully!' },
  pending: { message: 'Payment is being processed. Please wait...', errorCode: 'PAYMENT_PENDING' },
  failed: { message: 'Payment failed. Please try again or contact support.', errorCode: 'PAYMENT_FAILED' },
  cancelled: { message: 'Payment was cancelled', errorCode: 'PAYMENT_CANCELLED' },
};

/**
 * success is true only for a completed payment: the success page falls back to manual completion
 * on anything else. The payment rides along either way so the page can tell pending from failed.
 */
export function toVerifyResponse(view: UserPaymentView): VerifyPaymentResponse {
  const answer = VERIFY_ANSWERS[view.payment.status];
  return { success: view.payment.status === 'completed', ...answer, payment: toUserPaymentResponse(view) };
}

/**
 * POST /api/payments/verify-payment. Answered 200 either way: `success` false with PAYMENT_PENDING,
 * PAYMENT_FAILED or PAYMENT_CANCELLED while the payment is not completed.
 */
export interface VerifyPaymentResponse {
  readonly success: boolean;
  readonly message: string;
  readonly errorCode?: string;
  readonly payment: UserPaymentResponse;
}

/** GET /api/payments/status/:paymentId. */
export interface PaymentStatusResponse {
  readonly success: true;
  readonly payment: UserPaymentResponse;
}

/**
 * `?pfPaymentId=` on GET /status/:paymentId and POST /complete-simple/:paymentId: the gateway
 * reference of the buyer's return link, to ask the gateway about; not trusted (the gateway's answer
 * must name this very payment and its amount).
 */
export const GatewayReferenceQuery = z.object({
  pfPaymentId: z
    .string({ error: 'pfPaymentId must be text' })
    .trim()
    .min(1, 'pfPaymentId is empty')
    .max(100, 'pfPaymentId is too long')
    .optional(),
});
export type GatewayReferenceQuery = z.input<typeof GatewayReferenceQuery>;

/** POST /api/payments/cancel/:paymentId (no body): the buyer's return from the gateway's Cancel; the owner's pending payment only, idempotent. */
export interface CancelPaymentResponse {
  readonly success: true;
  readonly message: string;
  readonly payment: UserPaymentResponse;
}

/**
 * POST /api/payments/complete-simple/:paymentId (no body; `?pfPaymentId=` optional): the sandbox's
 * "Complete Payment Manually", which completes only a payment the gateway's query answer says was
 * paid in full (409 PAYMENT_NOT_CONFIRMED otherwise).
 */
export interface CompleteSimpleResponse {
  readonly success: true;
  readonly message: string;
  readonly payment: UserPaymentResponse;
}

/**
 * POST /api/payments/notify: the gateway's notification (PayFast's ITN), an
 * application/x-www-form-urlencoded form read raw, since its signature covers the body as sent.
 * No schema: the gateway adapter checks the fields, the signature and the sender.
 */
export type PaymentNotifyBody = Readonly<Record<string, string>>;

/** The notify call answers with an empty body: 200 when judged, 503/500 so the gateway sends it again. */
export type PaymentNotifyResponse = '';
