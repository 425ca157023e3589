import { DomainError } from '../../domain/errors.js';
import { formatMinor } from '../../domain/money/minor-units.js';
import { keepNotification } from '../../domain/payments/kept-notifications.js';
import { untouchedByGateway, type Payment } from '../../domain/payments/payment.js';
import type { PaymentGateway } from '../../ports/payment-gateway.port.js';
import type { PaymentRepository } from '../../ports/payment-repository.port.js';
import type { CompletePayment } from './complete-payment.js';

/** What asking the gateway did, for the log and the caller's answer. */
export type GatewayConfirmation =
  | { readonly kind: 'completed'; readonly payment: Payment }
  /** Not pending when asked (completed, failed, cancelled), or closed by someone else meanwhile: nothing asked or changed. */
  | { readonly kind: 'not_pending'; readonly payment: Payment }
  /** The gateway did not confirm this payment as paid, in full: nothing changed. */
  | { readonly kind: 'not_confirmed'; readonly payment: Payment; readonly reason: string }
  /**
   * The gateway spoke about it and a rule kept it from being granted (now, or by an earlier
   * notification): it stays pending, with the gateway's word beside it, for an admin to settle.
   */
  | { readonly kind: 'held'; readonly payment: Payment; readonly reason: string; readonly newly: boolean };

/**
 * Asks the gateway where a pending payment stands now, and completes it only on the gateway's own
 * word: COMPLETE, for this very payment, for its amount to the cent. The completion is the one the
 * notification uses, so a notification racing this call grants once. A payment that is no longer
 * pending is never completed here, whatever the gateway says: a checkout the buyer cancelled stays
 * cancelled (only the gateway's verified notification may still complete it, docs/design.md#payments).
 * Nor is one the gateway already spoke about asked again: it waits for an admin. A paid payment a
 * rule refuses to grant is kept as the notification keeps it, so the buyer's look at it answers
 * the payment (pending) rather than the refusal.
 */
export class ConfirmWithGateway {
  constructor(
    private readonly gateway: Pick<PaymentGateway, 'queryPayment'>,
    private readonly completePayment: Pick<CompletePayment, 'execute'>,
    private readonly payments: Pick<PaymentRepository, 'transition' | 'findById'>,
  ) {}

  /** `claimedGatewayPaymentId`: the gateway reference of the buyer's return link, untrusted; the stored one wins. */
  async execute(payment: Payment, claimedGatewayPaymentId: string | null = null): Promise<GatewayConfirmation> {
    if (payment.status !== 'pending') return { kind: 'not_pending', payment };
    if (!untouchedByGateway(payment)) return { kind: 'held', payment, reason: HELD_FOR_AN_ADMIN, newly: false };
    const answer = await this.gateway.queryPayment({
      paymentId: payment.paymentId,
      gatewayPaymentId: payment.pfPaymentId ?? claimedGatewayPaymentId,
    });
    const refusal = !answer.known
      ? answer.reason
      : answer.paymentId !== payment.paymentId
        ? 'the gateway reference belongs to another payment'
        : answer.status !== 'COMPLETE'
          ? `the gateway says ${answer.status}`
          : answer.amountMinor !== payment.amountMinor
            ? `the gateway's amount ${formatMinor(answer.amountMinor)} does not match the expected ${formatMinor(payment.amountMinor)}`
            : null;
    if (refusal !== null || !answer.known) return { kind: 'not_confirmed', payment, reason: refusal ?? 'not known' };
    const confirmed = { ...answer.details, confirmed_by: 'gateway_query' };
    try {
      const outcome = await this.completePayment.execute({
        paymentId: payment.id,
        from: ['pending'],
        verificationStatus: 'verified',
        pfPaymentId: answer.gatewayPaymentId,
        gatewayData: confirmed,
      });
      return { kind: outcome.completed ? 'completed' : 'not_pending', payment: outcome.payment };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return this.hold(payment, answer.gatewayPaymentId, confirmed, error.message);
    }
  }

  /** As the notification keeps a paid payment it may not grant (handle-payment-notification.ts). */
  private async hold(
    payment: Payment,
    gatewayPaymentId: string,
    confirmed: object,
    reason: string,
  ): Promise<GatewayConfirmation> {
    const kept = await this.payments.transition(payment.id, ['pending'], 'pending', {
      verificationStatus: 'verified',
      gatewayData: keepNotification('ungranted_notifications', gatewayPaymentId, { ...confirmed, reason }),
    });
    // Decided meanwhile (the notification's own completion, say): answered as it now stands.
    if (kept === null) return { kind: 'not_pending', payment: (await this.payments.findById(payment.id)) ?? payment };
    return { kind: 'held', payment: kept, reason, newly: true };
  }
}

const HELD_FOR_AN_ADMIN = 'the gateway already reported on this payment: it waits for an admin to settle';
