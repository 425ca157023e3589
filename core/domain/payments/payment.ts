import type { BillingPeriod } from '../users/user.js';

export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled';
export type PaymentMethod = 'payfast' | 'card' | 'bank_transfer';
export type VerificationStatus = 'pending' | 'verified' | 'failed';
export type BillingType = BillingPeriod | 'one_time';

/** What a payment buys: a plan for a period, or an add-on pack. */
export type PaymentItem =
  | { readonly kind: 'plan'; readonly planId: string; readonly billingType: BillingPeriod }
  | { readonly kind: 'addon'; readonly addonPackId: string; readonly billingType: 'one_time' };

export interface Payment {
  readonly id: string;
  /** Our reference, sent to the gateway as m_payment_id. */
  readonly paymentId: string;
  /** The gateway's reference (pf_payment_id), once known. */
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

export type NewPayment = Omit<
  Payment,
  'id' | 'pfPaymentId' | 'status' | 'verificationStatus' | 'bidsAllocated' | 'gatewayData' | 'completedAt' | 'createdAt' | 'updatedAt'
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
