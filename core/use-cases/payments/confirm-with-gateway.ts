import { formatMinor } from '../../domain/money/minor-units.js';
import type { Payment } from '../../domain/payments/payment.js';
import type { PaymentGateway } from '../../ports/payment-gateway.port.js';
import type { CompletePayment } from './complete-payment.js';

/** What asking the gateway did, for the log and the caller's answer. */
export type GatewayConfirmation =
  | { readonly kind: 'completed'; readonly payment: Payment }
  /** Not pending when asked (completed, failed, cancelled), or closed by someone else meanwhile: nothing asked or changed. */
  | { readonly kind: 'not_pending'; readonly payment: Payment }
  /** The gateway did not confirm this payment as paid, in full: nothing changed. */
  | { readonly kind: 'not_confirmed'; readonly payment: Payment; readonly reason: string };

/**
 * Asks the gateway where a pending payment stands now, and completes it only on the gateway's own
 * word: COMPLETE, for this very payment, for its amount to the cent. The completion is the one the
 * notification uses, so a notification racing this call grants once. A payment that is no longer
 * pending is never completed here, whatever the gateway says: a checkout the buyer cancelled stays
 * cancelled (only the gateway's verified notification may still complete it, docs/design.md#payments).
 */
export class ConfirmWithGateway {
  constructor(
    private readonly gateway: Pick<PaymentGateway, 'queryPayment'>,
    private readonly completePayment: Pick<CompletePayment, 'execute'>,
  ) {}

  /** `claimedGatewayPaymentId`: the gateway reference of the buyer's return link, untrusted; the stored one wins. */
  async execute(payment: Payment, claimedGatewayPaymentId: string | null = null): Promise<GatewayConfirmation> {
    if (payment.status !== 'pending') return { kind: 'not_pending', payment };
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
    const outcome = await this.completePayment.execute({
      paymentId: payment.id,
      from: ['pending'],
      verificationStatus: 'verified',
      pfPaymentId: answer.gatewayPaymentId,
      gatewayData: { ...answer.details, confirmed_by: 'gateway_query' },
    });
    return { kind: outcome.completed ? 'completed' : 'not_pending', payment: outcome.payment };
  }
}
