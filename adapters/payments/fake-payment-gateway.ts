import type { Checkout, CheckoutRequest, NotificationVerdict, PaymentGateway } from '../../core/ports/payment-gateway.port.js';

/** A scriptable gateway for tests: records checkouts and answers notifications as told. */
export class FakePaymentGateway implements PaymentGateway {
  readonly currency = 'ZAR';
  readonly isSandbox: boolean;
  readonly checkouts: CheckoutRequest[] = [];
  private verdicts: NotificationVerdict[] = [];

  constructor(options: { isSandbox?: boolean } = {}) {
    this.isSandbox = options.isSandbox ?? true;
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    this.checkouts.push(request);
    return {
      redirectUrl: 'https://gateway.test/eng/process',
      fields: [
        ['m_payment_id', request.paymentId],
        ['amount', (request.amountMinor / 100).toFixed(2)],
        ['item_name', request.itemName],
        ['signature', 'fake-signature'],
      ],
    };
  }

  /** Answers the next notification with `verdict` (queued in order). */
  answerNextNotification(verdict: NotificationVerdict): void {
    this.verdicts.push(verdict);
  }

  async verifyNotification(): Promise<NotificationVerdict> {
    return this.verdicts.shift() ?? { valid: false, reason: 'No notification was expected' };
  }
}
