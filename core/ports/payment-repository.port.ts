import type {
  NewPayment,
  Payment,
  PaymentMethod,
  PaymentStats,
  PaymentStatus,
  VerificationStatus,
} from '../domain/payments/payment.js';
import type { DailyPaymentTotal, TimeRange } from '../domain/stats/daily-activity.js';
import type { Page, PageRequest } from './page.js';

export interface PaymentListQuery extends PageRequest {
  /** Case-insensitive substring of paymentId, pfPaymentId, or the user's name or email. */
  readonly search?: string;
  readonly status?: PaymentStatus;
  readonly paymentMethod?: PaymentMethod;
  readonly userId?: string;
  /** Created at or after `from` and before `to` (an export's days). */
  readonly createdIn?: TimeRange;
}

export interface PaymentCompletion {
  readonly pfPaymentId?: string | null;
  readonly verificationStatus: VerificationStatus;
  readonly bidsAllocated: number;
  readonly gatewayData?: Readonly<Record<string, unknown>>;
  readonly completedAt: Date;
}

export interface PaymentRepository {
  /** Stores a new pending payment. Throws CONFLICT when paymentId is taken. */
  create(payment: NewPayment): Promise<Payment>;
  findById(id: string): Promise<Payment | null>;
  findByPaymentId(paymentId: string): Promise<Payment | null>;
  /**
   * Moves a payment from pending (or failed/cancelled, for an admin override) to completed in one
   * conditional update. Exactly one of any number of concurrent callers gets the payment back;
   * the others (and every later caller) get null. gatewayData is merged, not replaced (below).
   */
  markCompleted(id: string, from: readonly PaymentStatus[], completion: PaymentCompletion): Promise<Payment | null>;
  /** Sets a non-completed status when the current status is in `from`; null when it was not. */
  transition(
    id: string,
    from: readonly PaymentStatus[],
    to: Exclude<PaymentStatus, 'completed'>,
    changes?: {
      readonly verificationStatus?: VerificationStatus;
      readonly gatewayData?: Readonly<Record<string, unknown>>;
    },
  ): Promise<Payment | null>;
  /**
   * Merges into gatewayData (e.g. admin notes) whatever the status. Every gatewayData a method takes
   * is merged by `mergeGatewayData` (kept-notifications.ts): its keys replace the stored ones, but
   * kept notifications join the stored ones by gateway payment id, an entry already kept staying.
   * The merge reads and writes under the payment's row lock: concurrent merges all stay.
   */
  mergeGatewayData(id: string, data: Readonly<Record<string, unknown>>): Promise<Payment | null>;
  /** Newest first. */
  list(query: PaymentListQuery): Promise<Page<Payment>>;
  stats(filter?: { readonly userId?: string }): Promise<PaymentStats>;
  /** Payments of the plan with this id, whatever their status. */
  countForPlan(planId: string): Promise<number>;
  /**
   * Completed payments whose completedAt lies within `range`, per UTC day of completion: how many
   * and the sum of their amountMinor. Days without one are left out; no particular order.
   */
  completedByDay(range: TimeRange): Promise<readonly DailyPaymentTotal[]>;
}
