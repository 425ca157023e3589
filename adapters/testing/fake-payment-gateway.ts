import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatMinor } from '../../core/domain/money/minor-units.js';
import type * as Gateway from '../../core/ports/payment-gateway.port.js';
import {
  orderFromPayFastFields,
  payFastNotificationDetails,
  payFastOrderFields,
} from '../payments/payfast/payfast-order.js';

type Fields = readonly (readonly [string, string])[];
type Status = Extract<Gateway.NotificationVerdict, { valid: true }>['status'];

const STATUSES: ReadonlySet<string> = new Set<Status>(['COMPLETE', 'FAILED', 'CANCELLED', 'PENDING']);

/**
 * A gateway for tests: records checkouts, and signs the notifications it makes for them with a
 * per-instance secret, so such a notification verifies and any altered copy does not. Tests can
 * also script verdicts: a queued `answerNextNotification` wins over verification.
 */
export class FakePaymentGateway implements Gateway.PaymentGateway {
  readonly currency = 'ZAR';
  readonly isSandbox: boolean;
  readonly checkouts: Gateway.CheckoutRequest[] = [];
  private verdicts: Gateway.NotificationVerdict[] = [];
  private queryAnswers: Gateway.PaymentQueryAnswer[] = [];
  /** What the gateway holds per gateway id: set when a buyer pays (or a notification is made). */
  private readonly decided = new Map<string, { readonly request: Gateway.CheckoutRequest; readonly status: Status }>();
  private readonly secret = randomBytes(32);
  private lastGatewayPaymentId = 0;

  constructor(options: { isSandbox?: boolean } = {}) {
    this.isSandbox = options.isSandbox ?? true;
  }

  async createCheckout(request: Gateway.CheckoutRequest): Promise<Gateway.Checkout> {
    if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
      throw new Error(`Checkout amount must be a positive whole number of cents, got ${request.amountMinor}`);
    }
    // The gateway's own check: an order it cannot carry back whole is refused, as PayFast does.
    payFastOrderFields(request.order);
    this.checkouts.push(request);
    return {
      redirectUrl: 'https://gateway.test/eng/process',
      fields: [
        ['return_url', request.urls.returnUrl],
        ['cancel_url', request.urls.cancelUrl],
        ['notify_url', request.urls.notifyUrl],
        ['m_payment_id', request.paymentId],
        ['amount', formatMinor(request.amountMinor)],
        ['item_name', request.itemName],
        // Nothing checks a checkout's signature here: only notifications are verified.
        ['signature', 'fake-signature'],
      ],
    };
  }

  /**
   * The notification the gateway would post once the buyer of checkout `paymentId` pays (or the
   * payment ends in `status`): PayFast's field names, the order echoed in its custom fields, signed.
   */
  notificationFor(paymentId: string, status: Status = 'COMPLETE'): Fields {
    const request = this.checkoutOf(paymentId);
    const gatewayPaymentId = this.pay(paymentId, status);
    const fields: Fields = [
      ['m_payment_id', request.paymentId],
      ['pf_payment_id', gatewayPaymentId],
      ['payment_status', status],
      ['amount_gross', formatMinor(request.amountMinor)],
      ...Object.entries(payFastOrderFields(request.order)),
    ];
    return [...fields, ['signature', this.sign(fields)]];
  }

  /**
   * The buyer pays checkout `paymentId` (or it ends in `status`) and no notification is sent: the
   * gateway's query knows it under the gateway id answered.
   */
  pay(paymentId: string, status: Status = 'COMPLETE'): string {
    const request = this.checkoutOf(paymentId);
    this.lastGatewayPaymentId += 1;
    const gatewayPaymentId = String(this.lastGatewayPaymentId);
    this.decided.set(gatewayPaymentId, { request, status });
    return gatewayPaymentId;
  }

  /** Answers the next query with `answer` (queued in order). */
  answerNextQuery(answer: Gateway.PaymentQueryAnswer): void {
    this.queryAnswers.push(answer);
  }

  /** Like PayFast's query, by the gateway's id only: without one nothing is known. */
  async queryPayment(query: Gateway.PaymentQuery): Promise<Gateway.PaymentQueryAnswer> {
    const scripted = this.queryAnswers.shift();
    if (scripted !== undefined) return scripted;
    if (query.gatewayPaymentId === null) return { known: false, reason: 'no gateway payment id to ask about' };
    const decided = this.decided.get(query.gatewayPaymentId);
    if (decided === undefined) return { known: false, reason: 'the gateway knows no such payment' };
    const { request, status } = decided;
    const details = {
      pf_payment_id: query.gatewayPaymentId,
      payment_status: status,
      amount_gross: formatMinor(request.amountMinor),
    };
    return {
      known: true,
      paymentId: request.paymentId,
      gatewayPaymentId: query.gatewayPaymentId,
      status,
      amountMinor: request.amountMinor,
      details,
    };
  }

  private checkoutOf(paymentId: string): Gateway.CheckoutRequest {
    const request = this.checkouts.findLast((checkout) => checkout.paymentId === paymentId);
    if (request === undefined) throw new Error(`No checkout was created for payment ${paymentId}`);
    return request;
  }

  /** Answers the next notification with `verdict` (queued in order). */
  answerNextNotification(verdict: Gateway.NotificationVerdict): void {
    this.verdicts.push(verdict);
  }

  async verifyNotification(input: { readonly fields: Fields }): Promise<Gateway.NotificationVerdict> {
    return this.verdicts.shift() ?? this.verify(input.fields);
  }

  private verify(fields: Fields): Gateway.NotificationVerdict {
    const last = fields.at(-1);
    if (last === undefined || last[0] !== 'signature') return { valid: false, reason: 'no signature' };
    const expected = Buffer.from(this.sign(fields.slice(0, -1)));
    const given = Buffer.from(last[1]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { valid: false, reason: 'signature mismatch' };
    const raw: Record<string, string> = Object.fromEntries(fields);
    const amount = /^(\d+)\.(\d{2})$/.exec(raw.amount_gross ?? '');
    const status = raw.payment_status ?? '';
    if (raw.m_payment_id === undefined || raw.pf_payment_id === undefined || amount === null || !STATUSES.has(status)) {
      return { valid: false, reason: 'not a notification' };
    }
    const amountMinor = Number(amount[1]) * 100 + Number(amount[2]);
    return {
      valid: true,
      paymentId: raw.m_payment_id,
      gatewayPaymentId: raw.pf_payment_id,
      status: status as Status,
      amountMinor,
      order: orderFromPayFastFields(raw),
      details: payFastNotificationDetails(raw),
    };
  }

  private sign(fields: Fields): string {
    return createHmac('sha256', this.secret).update(JSON.stringify(fields)).digest('hex');
  }
}
