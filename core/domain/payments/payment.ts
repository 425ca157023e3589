import { planTermsFor, type AddonPack, type Plan, type PlanTerms } from '../plans/plan.js';
import type { BillingPeriod } from '../users/user.js';
import { holdsKeptNotification } from './kept-notifications.js';

export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled';
export type PaymentMethod = 'payfast' | 'card' | 'bank_transfer';
export type VerificationStatus = 'pending' | 'verified' | 'failed';
export type BillingType = BillingPeriod | 'one_time';

/**
 * What a payment buys: a plan for a period, or an add-on pack. `sold` is what it grants, copied
 * when the payment is created; completion grants that copy and never reads the plan or pack
 * again. It is null only for a payment made before payments kept it (migration 006) whose plan
 * or pack was deleted since: such a payment cannot be granted, an admin has to settle it.
 */
export type PaymentItem =
  | {
      readonly kind: 'plan';
      readonly planId: string;
      readonly billingType: BillingPeriod;
      readonly sold: PlanTerms | null;
    }
  | {
      readonly kind: 'addon';
      readonly addonPackId: string;
      readonly billingType: 'one_time';
      readonly sold: { readonly bids: number } | null;
    };

export const planItem = (plan: Plan, period: BillingPeriod): PaymentItem => ({
  kind: 'plan',
  planId: plan.id,
  billingType: period,
  sold: planTermsFor(plan, period),
});

export const addonItem = (pack: AddonPack): PaymentItem => ({
  kind: 'addon',
  addonPackId: pack.id,
  billingType: 'one_time',
  sold: { bids: pack.quantity },
});

/**
 * A completed payment for a plan sold unlimited (its terms as the payment kept them): it granted
 * unlimited bids, not a count, so its bidsAllocated is 0. False before completion, for a pack, and
 * for an old payment that kept no terms (it cannot be completed).
 */
export const grantedUnlimitedBids = (payment: Pick<Payment, 'status' | 'item'>): boolean =>
  payment.status === 'completed' && payment.item.kind === 'plan' && payment.item.sold?.bids === null;

export interface Payment {
  readonly id: string;
  /** Our reference, which the gateway carries through checkout and notification. */
  readonly paymentId: string;
  /** The gateway's own reference for the payment, once its notification gives it. */
  readonly pfPaymentId: string | null;
  readonly userId: string;
  readonly item: PaymentItem;
  /** Human name of what was bought, kept even if the plan is later renamed or deleted. */
  readonly itemName: string;
  readonly priceUsdCents: number;
  /** Charged amount in minor units of `currency` (ZAR cents for PayFast). */
  readonly amountMinor: number;
  readonly currency: string;
  readonly status: PaymentStatus;
  readonly paymentMethod: PaymentMethod;
  readonly verificationStatus: VerificationStatus;
  readonly bidsAllocated: number;
  /** Gateway and admin details shown to admins (payment_status, admin_notes, …). */
  readonly gatewayData: Readonly<Record<string, unknown>>;
  readonly completedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * Nothing from the gateway: no reference of its own, no verdict, no notification kept for an
 * admin (kept-notifications.ts). A payment the gateway spoke about is for an admin to settle: neither the buyer's Cancel
 * nor the abandoned checkout's timer closes it, and asking the gateway again would only repeat
 * what it said.
 */
export const untouchedByGateway = (payment: Payment): boolean =>
  payment.pfPaymentId === null &&
  payment.verificationStatus === 'pending' &&
  !holdsKeptNotification(payment.gatewayData);

export type NewPayment = Omit<
  Payment,
  | 'id'
  | 'pfPaymentId'
  | 'status'
  | 'verificationStatus'
  | 'bidsAllocated'
  | 'gatewayData'
  | 'completedAt'
  | 'createdAt'
  | 'updatedAt'
> & { readonly id?: string; readonly gatewayData?: Readonly<Record<string, unknown>> };

export interface PaymentStats {
  readonly totalPayments: number;
  /** Sum of completed payments' amountMinor. */
  readonly totalAmountMinor: number;
  readonly completedPayments: number;
  readonly pendingPayments: number;
  readonly failedPayments: number;
  readonly cancelledPayments: number;
}
