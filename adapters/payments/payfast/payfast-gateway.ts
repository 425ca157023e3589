import type {
  Checkout,
  CheckoutRequest,
  NotificationVerdict,
  PaymentGateway,
  PaymentQuery,
  PaymentQueryAnswer,
} from '../../../core/ports/payment-gateway.port.js';
import { readBoundedText } from './bounded-body.js';
import { buildCheckoutFields, type PayFastMerchant } from './payfast-checkout.js';
import { orderFromPayFastFields, payFastNotificationDetails } from './payfast-order.js';
import {
  apiSignature,
  itnParameterString,
  itnSignature,
  signaturesMatch,
  type FormFields,
} from './payfast-signature.js';
import { itnSchema, queryAnswerSchema, randsToCents } from './payfast.schemas.js';
import { normalizeIp, type SourceCheck } from './source-check.js';

export interface PayFastGatewayOptions {
  /** Where the browser posts the form, e.g. https://sandbox.payfast.co.za/eng/process */
  readonly processUrl: string;
  /** Server confirmation, e.g. https://sandbox.payfast.co.za/eng/query/validate */
  readonly validateUrl: string;
  readonly merchantId: string;
  readonly merchantKey: string;
  readonly passphrase: string | null;
  readonly isSandbox: boolean;
  /** Who may send notifications: PayFast's addresses, or loopback for the built-in simulator. */
  readonly trustedSources: SourceCheck;
  /** The whole validate call, body included; 10 s by default. */
  readonly validateTimeoutMs?: number;
  /** PayFast's REST API, e.g. https://api.payfast.co.za (the sandbox adds `?testing=true`). */
  readonly apiUrl: string;
  /** The whole query call, body included; 10 s by default. */
  readonly queryTimeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** The API's request timestamp; the system clock by default. */
  readonly now?: () => Date;
}

/** PayFast answers VALID or INVALID to the validate call: anything longer is not its answer. */
export const VALIDATE_BODY_LIMIT = 1024;
/** A query answer is a small JSON envelope; nothing near this is one. */
export const QUERY_BODY_LIMIT = 64 * 1024;

type NotKnown = Extract<PaymentQueryAnswer, { known: false }>;
const notKnown = (reason: string): NotKnown => ({ known: false, reason });

/** The API's timestamp, ISO-8601 with an explicit offset: `2024-01-15T08:00:00+00:00`. */
const apiTimestamp = (at: Date): string => `${at.toISOString().slice(0, 19)}+00:00`;

type Invalid = Extract<NotificationVerdict, { valid: false }>;
const invalid = (reason: string): Invalid => ({ valid: false, reason });
/** PayFast did not give its word: asking again later may pass. */
const unconfirmed = (reason: string): Invalid => ({ valid: false, reason, retryable: true });

/**
 * PayFast's hosted checkout (docs/design.md#payfast) behind the PaymentGateway port: a signed
 * form for the browser to post, and the ITN checks (form, signature, merchant, source, server
 * confirmation). The amount against the stored payment is the caller's check.
 */
export class PayFastGateway implements PaymentGateway {
  readonly currency = 'ZAR';
  readonly isSandbox: boolean;
  private readonly processUrl: string;
  private readonly validateUrl: string;
  private readonly merchant: PayFastMerchant;
  private readonly trustedSources: SourceCheck;
  private readonly validateTimeoutMs: number;
  private readonly apiUrl: string;
  private readonly queryTimeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => Date;

  constructor(options: PayFastGatewayOptions) {
    this.processUrl = options.processUrl;
    this.validateUrl = options.validateUrl;
    this.merchant = {
      merchantId: options.merchantId,
      merchantKey: options.merchantKey,
      passphrase: options.passphrase,
    };
    this.isSandbox = options.isSandbox;
    this.trustedSources = options.trustedSources;
    this.validateTimeoutMs = options.validateTimeoutMs ?? 10_000;
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.queryTimeoutMs = options.queryTimeoutMs ?? 10_000;
    this.now = options.now ?? (() => new Date());
    // Resolved per call, so a fetch patched later (msw in tests) is the one used.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    return { redirectUrl: this.processUrl, fields: buildCheckoutFields(request, this.merchant) };
  }

  async verifyNotification(input: {
    readonly fields: FormFields;
    readonly sourceIp: string;
  }): Promise<NotificationVerdict> {
    const { fields } = input;
    const names = fields.map(([name]) => name);
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated !== undefined) return invalid(`malformed notification: ${repeated} given twice`);
    const raw: Record<string, string> = Object.fromEntries(fields);
    const parsed = itnSchema.safeParse(raw);
    if (!parsed.success)
      return invalid(`malformed notification: ${parsed.error.issues[0]?.path.join('.') || 'fields'}`);
    const itn = parsed.data;

    if (!signaturesMatch(itn.signature, itnSignature(fields, this.merchant.passphrase)))
      return invalid('signature mismatch');
    if (itn.merchant_id !== this.merchant.merchantId) return invalid('merchant_id is not ours');
    const source = normalizeIp(input.sourceIp);
    if (!(await this.trustedSources.isTrusted(source))) return invalid(`untrusted source ${source || '(none)'}`);
    const refused = await this.confirmWithServer(fields);
    if (refused !== null) return refused;

    return {
      valid: true,
      paymentId: itn.m_payment_id,
      gatewayPaymentId: itn.pf_payment_id,
      status: itn.payment_status,
      amountMinor: randsToCents(itn.amount_gross),
      order: orderFromPayFastFields(raw),
      details: payFastNotificationDetails(raw),
    };
  }

  /** PayFast's own word on the notification: only a 2xx whose body is VALID passes. */
  private async confirmWithServer(fields: FormFields): Promise<Invalid | null> {
    try {
      const response = await this.fetchImpl(this.validateUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: itnParameterString(fields),
        signal: AbortSignal.timeout(this.validateTimeoutMs),
      });
      const text = await readBoundedText(response, VALIDATE_BODY_LIMIT);
      if (!response.ok) return unconfirmed(`server confirmation failed: HTTP ${response.status}`);
      const body = text?.trim() ?? null;
      return body === 'VALID'
        ? null
        : invalid(`server confirmation answered ${body === 'INVALID' ? 'INVALID' : 'something else'}`);
    } catch (error) {
      const name = (error as { name?: unknown }).name;
      return unconfirmed(
        name === 'TimeoutError' || name === 'AbortError'
          ? 'server confirmation timed out'
          : 'server confirmation unreachable',
      );
    }
  }

  /**
   * PayFast's "payment status by ID" (docs/design.md#payfast): GET /process/query/{pf_payment_id}
   * with the API's signed headers. PayFast looks payments up by its own id only, so without one
   * nothing is asked. Whatever is not a success envelope naming a payment is not known.
   */
  async queryPayment(query: PaymentQuery): Promise<PaymentQueryAnswer> {
    if (query.gatewayPaymentId === null) return notKnown('no PayFast payment id to ask about');
    if (this.merchant.passphrase === null)
      return notKnown("PayFast's API needs the merchant passphrase, which is not set");
    const headers = { 'merchant-id': this.merchant.merchantId, version: 'v1', timestamp: apiTimestamp(this.now()) };
    // The sandbox's testing=true is left out of the signature.
    const url = `${this.apiUrl}/process/query/${encodeURIComponent(query.gatewayPaymentId)}${this.isSandbox ? '?testing=true' : ''}`;
    try {
      const response = await this.fetchImpl(url, {
        headers: { ...headers, signature: apiSignature(headers, this.merchant.passphrase), accept: 'application/json' },
        signal: AbortSignal.timeout(this.queryTimeoutMs),
      });
      const text = await readBoundedText(response, QUERY_BODY_LIMIT);
      if (text === null) return notKnown(`PayFast's query answer is over ${QUERY_BODY_LIMIT} bytes`);
      if (!response.ok) return notKnown(`PayFast's query answered HTTP ${response.status}`);
      return answerOf(text);
    } catch (error) {
      const name = (error as { name?: unknown }).name;
      return notKnown(
        name === 'TimeoutError' || name === 'AbortError'
          ? "PayFast's query timed out"
          : "PayFast's query is unreachable",
      );
    }
  }
}

/** The query's success envelope, read defensively: anything else is not known. */
function answerOf(text: string): PaymentQueryAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return notKnown("PayFast's query answer is not JSON");
  }
  const parsed = queryAnswerSchema.safeParse(json);
  if (!parsed.success) return notKnown("PayFast's query answer names no payment");
  const answer = parsed.data.data.response;
  const details = {
    pf_payment_id: answer.pf_payment_id,
    payment_status: answer.status,
    amount_cents: String(answer.amount),
    confirmed_at_gateway: 'query',
  };
  return {
    known: true,
    paymentId: answer.m_payment_id,
    gatewayPaymentId: answer.pf_payment_id,
    status: answer.status,
    amountMinor: answer.amount,
    details,
  };
}
