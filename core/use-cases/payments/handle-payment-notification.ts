import { paymentFailedNotification } from '../../domain/notifications/payment-notifications.js';
import type { Notifier } from '../../ports/notifier.port.js';
import { DomainError } from '../../domain/errors.js';
import { formatMinor } from '../../domain/money/minor-units.js';
import { keepNotification, keptNotifications } from '../../domain/payments/kept-notifications.js';
import type { Payment, PaymentStatus } from '../../domain/payments/payment.js';
import type { NotificationVerdict, PaymentGateway } from '../../ports/payment-gateway.port.js';
import type { PaymentRepository } from '../../ports/payment-repository.port.js';
import { BUYER_CANCELLED } from './cancel-payment.js';
import { CHECKOUT_EXPIRED } from './expire-abandoned-checkouts.js';
import type { CompletePayment } from './complete-payment.js';
import type { TellRefundDue } from './tell-refund-due.js';

export interface PaymentNotificationInput {
  /** The posted fields in the order they arrived: the gateway's signature depends on it. */
  readonly fields: readonly (readonly [string, string])[];
  readonly sourceIp: string;
}

/** What a notification did, for the log: the gateway is answered the same whatever happened. */
export type NotificationOutcome =
  | { readonly kind: 'rejected'; readonly reason: string }
  /** The gateway could not confirm it now: nothing changed, and the sender should send it again. */
  | { readonly kind: 'unconfirmed'; readonly reason: string }
  | { readonly kind: 'unknown_payment'; readonly paymentId: string }
  | {
      readonly kind: 'amount_mismatch';
      readonly paymentId: string;
      readonly expected: string;
      readonly received: string;
    }
  | { readonly kind: 'completed' | 'failed' | 'cancelled' | 'still_pending'; readonly paymentId: string }
  /** The same final word again (gateways resend, the same pf_payment_id): nothing changed. */
  | { readonly kind: 'replayed'; readonly paymentId: string; readonly status: PaymentStatus }
  /** A final word on a payment that is no longer pending (failed, cancelled, or completed and then told it failed). */
  | {
      readonly kind: 'not_pending';
      readonly paymentId: string;
      readonly status: PaymentStatus;
      readonly gatewayStatus: string;
    }
  /**
   * A verified COMPLETE for another gateway payment of a payment already completed: the buyer paid
   * the checkout twice. Kept for an admin to refund; nothing granted (docs/design.md#payments).
   */
  | {
      readonly kind: 'second_charge';
      readonly paymentId: string;
      readonly pfPaymentId: string;
      readonly secondPfPaymentId: string;
    }
  /** Money arrived for a payment a business rule will not grant (say an old payment whose plan is gone): an admin must act. */
  | { readonly kind: 'not_granted'; readonly paymentId: string; readonly reason: string };

type ValidVerdict = Extract<NotificationVerdict, { valid: true }>;

const FINAL_STATUS: Readonly<Record<ValidVerdict['status'], PaymentStatus>> = {
  COMPLETE: 'completed',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  PENDING: 'pending',
};

/** The gateway's account of this notification, for the admin screens (the adapter leaves out the signature and the buyer). */
const attemptData = (verdict: ValidVerdict): Record<string, string> => ({ ...verdict.details });

/**
 * Closed on the buyer's word alone (their cancel return) or for want of any word (a checkout
 * abandoned for a day): the gateway's verified COMPLETE overrides both, since it says the money
 * was taken. A payment an admin or the gateway closed is not reopened by it.
 */
const closedWithoutTheGateway = (payment: Payment): boolean =>
  payment.status === 'cancelled' &&
  (payment.gatewayData.cancelled_by === BUYER_CANCELLED || payment.gatewayData.cancelled_by === CHECKOUT_EXPIRED);

/**
 * The gateway's notification (PayFast's ITN, say). The gateway adapter checks signature, source and
 * server confirmation; the amount is checked here against the stored payment, to the cent. Only
 * a pending payment changes (and a COMPLETE also completes a payment only the buyer's cancel return
 * closed, since money was taken): COMPLETE completes it (exactly once, however often it is replayed),
 * FAILED and CANCELLED close it, PENDING changes nothing. Nothing here throws for bad input:
 * every refusal is an outcome for the route to answer (200, or a resend request when unconfirmed).
 * A COMPLETE that a business rule refuses to grant is kept on the payment for an admin, since a
 * resend would be refused the same way forever; only our own failures (the database, say) throw,
 * so that the gateway sends the notification again (docs/adr/0006).
 */
export class HandlePaymentNotification {
  constructor(
    private readonly payments: Pick<PaymentRepository, 'findByPaymentId' | 'transition' | 'mergeGatewayData'>,
    private readonly gateway: Pick<PaymentGateway, 'verifyNotification'>,
    private readonly completePayment: Pick<CompletePayment, 'execute'>,
    private readonly notifier?: Notifier,
    private readonly refundDue?: Pick<TellRefundDue, 'execute'>,
  ) {}

  async execute(input: PaymentNotificationInput): Promise<NotificationOutcome> {
    const verdict = await this.gateway.verifyNotification(input);
    if (!verdict.valid)
      return { kind: verdict.retryable === true ? 'unconfirmed' : 'rejected', reason: verdict.reason };
    const payment = await this.payments.findByPaymentId(verdict.paymentId);
    if (payment === null) return { kind: 'unknown_payment', paymentId: verdict.paymentId };
    if (verdict.amountMinor !== payment.amountMinor) return this.amountMismatch(payment, verdict);
    switch (verdict.status) {
      case 'COMPLETE':
        return this.complete(payment, verdict);
      case 'FAILED':
        return this.close(payment, verdict, 'failed');
      case 'CANCELLED':
        return this.close(payment, verdict, 'cancelled');
      case 'PENDING':
        return { kind: 'still_pending', paymentId: payment.paymentId };
    }
  }

  /** Kept apart from the payment's own gateway data: that describes what the payment is, this only what was refused. */
  private async amountMismatch(payment: Payment, verdict: ValidVerdict): Promise<NotificationOutcome> {
    const expected = formatMinor(payment.amountMinor);
    const received = formatMinor(verdict.amountMinor);
    const rejected = { ...attemptData(verdict), reason: `amount ${received} does not match the expected ${expected}` };
    await this.payments.transition(payment.id, ['pending'], 'pending', {
      verificationStatus: 'failed',
      gatewayData: keepNotification('rejected_notifications', verdict.gatewayPaymentId, rejected),
    });
    return { kind: 'amount_mismatch', paymentId: payment.paymentId, expected, received };
  }

  private async complete(payment: Payment, verdict: ValidVerdict): Promise<NotificationOutcome> {
    try {
      const outcome = await this.completePayment.execute({
        paymentId: payment.id,
        from: closedWithoutTheGateway(payment) ? ['pending', 'cancelled'] : ['pending'],
        verificationStatus: 'verified',
        pfPaymentId: verdict.gatewayPaymentId,
        gatewayData: attemptData(verdict),
      });
      if (outcome.completed) return { kind: 'completed', paymentId: payment.paymentId };
      return this.notPending(outcome.payment, verdict);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return this.notGranted(payment, verdict, error.message);
    }
  }

  /**
   * The gateway took the buyer's money but a rule refuses the grant: the payment stays pending
   * (verified), with the notification and the reason beside it, for an admin to settle (complete
   * it once the cause is fixed, or close it and refund). Nothing was granted: the completion is
   * one transaction.
   */
  private async notGranted(payment: Payment, verdict: ValidVerdict, reason: string): Promise<NotificationOutcome> {
    const ungranted = keepNotification('ungranted_notifications', verdict.gatewayPaymentId, {
      ...attemptData(verdict),
      reason,
    });
    const kept = await this.payments.transition(payment.id, ['pending'], 'pending', {
      verificationStatus: 'verified',
      gatewayData: ungranted,
    });
    // A payment the buyer's return or the abandoned checkout's expiry cancelled keeps its status; the notification still waits beside it.
    if (kept === null) await this.payments.mergeGatewayData(payment.id, ungranted);
    return { kind: 'not_granted', paymentId: payment.paymentId, reason };
  }

  private async close(
    payment: Payment,
    verdict: ValidVerdict,
    to: 'failed' | 'cancelled',
  ): Promise<NotificationOutcome> {
    const closed = await this.payments.transition(payment.id, ['pending'], to, {
      verificationStatus: 'verified',
      gatewayData: attemptData(verdict),
    });
    if (closed !== null && to === 'failed') await this.notifier?.notify(paymentFailedNotification(closed));
    if (closed !== null) return { kind: to, paymentId: payment.paymentId };
    return this.notPending((await this.payments.findByPaymentId(payment.paymentId)) ?? payment, verdict);
  }

  /**
   * Money the gateway says arrived for a payment we closed (or a failure for one we completed)
   * needs a person: it is kept on the payment for the admin screens, and nothing is granted. Only
   * the same gateway payment's word again is a replay; a COMPLETE for another one of a completed
   * payment is a second charge (PayFast's rule: ignore a pf_payment_id already processed, no more).
   * Money kept for a refund is told to the buyer and the admins once it is stored; a failure to tell
   * throws, so the gateway resends the charge and it is told then (each notice is keyed by the charge).
   */
  private async notPending(payment: Payment, verdict: ValidVerdict): Promise<NotificationOutcome> {
    const pfId = verdict.gatewayPaymentId;
    if (isReplay(payment, verdict)) return { kind: 'replayed', paymentId: payment.paymentId, status: payment.status };
    const completedWith = payment.status === 'completed' && verdict.status === 'COMPLETE' ? payment.pfPaymentId : null;
    const unapplied = keepNotification('unapplied_notifications', pfId, {
      ...attemptData(verdict),
      reason: unappliedReason(payment, completedWith),
    });
    await this.payments.mergeGatewayData(payment.id, unapplied);
    if (isRefundDue(payment, verdict, completedWith))
      await this.refundDue?.execute({ payment, gatewayPaymentId: pfId, completedWith });
    if (completedWith !== null)
      return {
        kind: 'second_charge',
        paymentId: payment.paymentId,
        pfPaymentId: completedWith,
        secondPfPaymentId: pfId,
      };
    return { kind: 'not_pending', paymentId: payment.paymentId, status: payment.status, gatewayStatus: verdict.status };
  }
}

/**
 * The word already taken: the same final status, and for a COMPLETE (money taken) the same gateway
 * payment as the one the payment completed with, or one already kept beside it.
 */
function isReplay(payment: Payment, verdict: ValidVerdict): boolean {
  if (payment.status !== FINAL_STATUS[verdict.status]) return false;
  if (verdict.status !== 'COMPLETE') return true;
  const pfId = verdict.gatewayPaymentId;
  return (
    payment.pfPaymentId === pfId ||
    keptNotifications(payment.gatewayData).some(
      (entry) => entry.key === 'ungranted_notifications' && entry.gatewayPaymentId === pfId,
    )
  );
}

/**
 * Money taken that will be refunded: a second charge, or a charge for a checkout closed before it
 * came. Not a COMPLETE for a payment completed by hand without a gateway payment (it may be the
 * very payment; an admin judges it), and not a FAILED or CANCELLED (no money taken).
 */
const isRefundDue = (payment: Payment, verdict: ValidVerdict, completedWith: string | null): boolean =>
  verdict.status === 'COMPLETE' &&
  (completedWith !== null || payment.status === 'cancelled' || payment.status === 'failed');

function unappliedReason(payment: Payment, completedWith: string | null): string {
  if (completedWith !== null)
    return `a second charge: the payment completed with gateway payment ${completedWith}; refund this one`;
  if (payment.status === 'completed' && payment.pfPaymentId === null)
    return 'the payment was completed by hand without a gateway payment: refund this one unless it was the one paid';
  return `the payment was ${payment.status} when it came`;
}
