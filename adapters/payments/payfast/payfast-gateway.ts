import type { Checkout, CheckoutRequest, NotificationVerdict, PaymentGateway } from '../../../core/ports/payment-gateway.port.js';
import { buildCheckoutFields, type PayFastMerchant } from './payfast-checkout.js';
import { orderFromPayFastFields, payFastNotificationDetails } from './payfast-order.js';
import { itnParameterString, itnSignature, signaturesMatch, type FormFields } from './payfast-signature.js';
import { itnSchema, randsToCents } from './payfast.schemas.js';
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
  readonly fetch?: typeof fetch;
}

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
  private readonly fetchImpl: typeof fetch;

  constructor(options: PayFastGatewayOptions) {
    this.processUrl = options.processUrl;
    this.validateUrl = options.validateUrl;
    this.merchant = { merchantId: options.merchantId, merchantKey: options.merchantKey, passphrase: options.passphrase };
    this.isSandbox = options.isSandbox;
    this.trustedSources = options.trustedSources;
    this.validateTimeoutMs = options.validateTimeoutMs ?? 10_000;
    // Resolved per call, so a fetch patched later (msw in tests) is the one used.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    return { redirectUrl: this.processUrl, fields: buildCheckoutFields(request, this.merchant) };
  }

  async verifyNotification(input: { readonly fields: FormFields; readonly sourceIp: string }): Promise<NotificationVerdict> {
    const { fields } = input;
    const names = fields.map(([name]) => name);
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated !== undefined) return invalid(`malformed notification: ${repeated} given twice`);
    const raw: Record<string, string> = Object.fromEntries(fields);
    const parsed = itnSchema.safeParse(raw);
    if (!parsed.success) return invalid(`malformed notification: ${parsed.error.issues[0]?.path.join('.') || 'fields'}`);
    const itn = parsed.data;

    if (!signaturesMatch(itn.signature, itnSignature(fields, this.merchant.passphrase))) return invalid('signature mismatch');
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
      const body = (await response.text()).trim();
      if (!response.ok) return unconfirmed(`server confirmation failed: HTTP ${response.status}`);
      return body === 'VALID' ? null : invalid(`server confirmation answered ${body === 'INVALID' ? 'INVALID' : 'something else'}`);
    } catch (error) {
      const name = (error as { name?: unknown }).name;
      return unconfirmed(name === 'TimeoutError' || name === 'AbortError' ? 'server confirmation timed out' : 'server confirmation unreachable');
    }
  }
}
