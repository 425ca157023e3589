import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { answeringUnreadableRequests } from '../unreadable-requests.js';
import {
  apiSignature,
  itnParameterString,
  signaturesMatch,
  type FormFields,
} from '../../payments/payfast/payfast-signature.js';
import { readCheckoutForm, type SimulatorMerchant } from './checkout-form.js';
import { buildItn } from './itn.js';
import { checkoutPage, messagePage } from './pages.js';
import { SimulatorCheckouts, type SimulatorCheckout } from './simulator-checkouts.js';

/** The one logger method the simulator uses; a pino `Logger` fits. */
export interface SimulatorLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface PayFastSimulatorOptions extends SimulatorMerchant {
  /** Shown on the checkout page. Default `BidPilot`. */
  readonly merchantName?: string;
  /** Where the simulator lives; PayFast's paths are below it. Default `/sandbox/payfast`. */
  readonly prefix?: string;
  /**
   * Where the ITN for `notifyUrl` is posted; default notifyUrl itself. The server that mounts the
   * simulator gives its own listening address, as for the validate call: it notifies itself.
   */
  readonly notifyDeliveryUrl?: string;
  /** Posts the ITN; default globalThis.fetch. */
  readonly fetch?: typeof fetch;
  readonly now?: () => Date;
  /** How long the ITN post may take before the buyer is sent back anyway; 10 s by default. */
  readonly notifyTimeoutMs?: number;
  readonly logger?: SimulatorLogger;
  /** Share the checkouts with the caller (tests look into them). */
  readonly checkouts?: SimulatorCheckouts;
}

function html(ctx: ParameterizedContext, status: number, page: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = page;
}

/** The body exactly as posted, when it is a form: the signature depends on its order and bytes. */
const formBody = (ctx: ParameterizedContext): string | undefined =>
  typeof ctx.request.is('urlencoded') === 'string' ? ctx.request.rawBody : undefined;

function apiAnswer(ctx: ParameterizedContext, status: number, body: unknown): void {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = body;
}

const API_HEADERS = ['merchant-id', 'version', 'timestamp'] as const;

/** Why PayFast's API would refuse the request's auth headers, or null: our merchant, v1, and the signature over them with the passphrase. */
function apiRequestRefusal(ctx: ParameterizedContext, merchant: SimulatorMerchant): string | null {
  const headers = Object.fromEntries(API_HEADERS.map((name) => [name, ctx.get(name)]));
  if (API_HEADERS.some((name) => headers[name] === '') || ctx.get('signature') === '')
    return 'Required variables missing.';
  if (headers.version !== 'v1') return 'API version not valid.';
  if (headers['merchant-id'] !== merchant.merchantId || merchant.passphrase === null) return 'Merchant not found.';
  const query = Object.fromEntries(
    Object.entries(ctx.query).filter(([name, value]) => name !== 'testing' && typeof value === 'string'),
  ) as Record<string, string>;
  return signaturesMatch(ctx.get('signature'), apiSignature({ ...headers, ...query }, merchant.passphrase))
    ? null
    : 'Merchant authorization failed.';
}

function seeOther(ctx: ParameterizedContext, location: string): void {
  ctx.status = 303;
  ctx.redirect(location);
}

/** return_url keeps its own query; PayFast's reference is added for the success page. */
function withPfPaymentId(returnUrl: string, pfPaymentId: string): string {
  const url = new URL(returnUrl);
  const added = `pf_payment_id=${encodeURIComponent(pfPaymentId)}`;
  url.search = url.search === '' || url.search === '?' ? `?${added}` : `${url.search}&${added}`;
  return url.toString();
}

/**
 * The built-in PayFast simulator (docs/design.md#payfast): the process page that takes the real signed form,
 * a checkout page with Pay and Cancel, the real ITN posted to the merchant's own notify URL (a
 * form naming another is refused), the validate call, and the redirects back to return_url /
 * cancel_url. State lives in memory, per router.
 */
export function payFastSimulatorRouter(options: PayFastSimulatorOptions): Router {
  const prefix = (options.prefix ?? '/sandbox/payfast').replace(/\/+$/, '');
  const merchant: SimulatorMerchant = {
    merchantId: options.merchantId,
    merchantKey: options.merchantKey,
    passphrase: options.passphrase,
    notifyUrl: options.notifyUrl,
    returnUrl: options.returnUrl,
    cancelUrl: options.cancelUrl,
  };
  const notifyDeliveryUrl = options.notifyDeliveryUrl ?? options.notifyUrl;
  const merchantName = options.merchantName ?? 'BidPilot';
  const checkouts = options.checkouts ?? new SimulatorCheckouts({ now: options.now });
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const notifyTimeoutMs = options.notifyTimeoutMs ?? 10_000;
  const router = new Router({ prefix });

  const unknownCheckout = (ctx: ParameterizedContext) =>
    html(
      ctx,
      404,
      messagePage(
        'Checkout not found',
        'This checkout does not exist or has expired. Please start the payment again from the merchant’s site.',
      ),
    );
  const alreadyDone = (ctx: ParameterizedContext, checkout: SimulatorCheckout) =>
    html(
      ctx,
      409,
      messagePage(
        'Checkout already finished',
        `This payment was already ${checkout.state === 'paid' ? 'paid' : 'cancelled'}.`,
        checkout.notifyOutcome ?? undefined,
      ),
    );

  /** Posts the ITN as PayFast does, after remembering it: the receiver validates it before answering. */
  async function notify(checkout: SimulatorCheckout, itn: FormFields): Promise<string> {
    const parameters = itnParameterString(itn);
    checkouts.rememberSent(checkout.id, parameters);
    const signature = itn.find(([name]) => name === 'signature')?.[1] ?? '';
    try {
      const response = await fetchImpl(notifyDeliveryUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `${parameters}&signature=${signature}`,
        signal: AbortSignal.timeout(notifyTimeoutMs),
      });
      await response.arrayBuffer();
      return response.ok
        ? `Notification delivered (HTTP ${response.status}).`
        : `Notification refused by the merchant (HTTP ${response.status}).`;
    } catch (error) {
      const name = (error as { name?: unknown }).name;
      return name === 'TimeoutError' ? 'Notification timed out.' : 'Notification could not be delivered.';
    }
  }

  router.use(
    answeringUnreadableRequests((ctx, status) =>
      html(ctx, status, messagePage('Bad request', 'The request could not be read.')),
    ),
  );
  router.use(bodyParser({ enableTypes: ['form'], formLimit: '64kb' }));

  router.post('/eng/process', (ctx) => {
    const form = readCheckoutForm(formBody(ctx), merchant);
    if (!form.ok) return html(ctx, 400, messagePage('Payment could not be started', form.reason));
    const checkout = checkouts.open(form.fields, form.amountMinor);
    seeOther(ctx, `${prefix}/eng/process/${checkout.id}`);
  });

  router.get('/eng/process/:id', (ctx) => {
    const checkout = checkouts.get(ctx.params.id ?? '');
    if (checkout === undefined) return unknownCheckout(ctx);
    if (checkout.state !== 'pending') return alreadyDone(ctx, checkout);
    html(ctx, 200, checkoutPage(checkout, { merchantName, actionBase: `${prefix}/eng/process` }));
  });

  router.post('/eng/process/:id/pay', async (ctx) => {
    const known = checkouts.get(ctx.params.id ?? '');
    if (known === undefined) return unknownCheckout(ctx);
    const checkout = checkouts.decide(known.id, 'paid');
    if (checkout === undefined || checkout.pfPaymentId === null) return alreadyDone(ctx, known);
    const { fields } = checkout;
    // Like PayFast, a checkout without notify_url is notified at the merchant's configured one.
    const itn = buildItn({
      checkout: fields,
      amountMinor: checkout.amountMinor,
      pfPaymentId: checkout.pfPaymentId,
      status: 'COMPLETE',
      passphrase: merchant.passphrase,
    });
    const outcome = await notify(checkout, itn);
    checkouts.recordNotifyOutcome(checkout.id, outcome);
    if (!outcome.startsWith('Notification delivered'))
      options.logger?.warn(
        { checkout: checkout.id, notifyUrl: notifyDeliveryUrl, outcome },
        'PayFast simulator ITN not delivered',
      );
    if (fields.return_url === undefined)
      return html(ctx, 200, messagePage('Payment complete', `Payment ${checkout.pfPaymentId} is complete.`));
    seeOther(ctx, withPfPaymentId(fields.return_url, checkout.pfPaymentId));
  });

  // PayFast sends no ITN for a cancelled once-off payment, and neither does the simulator: the
  // merchant's cancel page records the cancel (docs/design.md#payments).
  router.post('/eng/process/:id/cancel', (ctx) => {
    const known = checkouts.get(ctx.params.id ?? '');
    if (known === undefined) return unknownCheckout(ctx);
    const checkout = checkouts.decide(known.id, 'cancelled');
    if (checkout === undefined) return alreadyDone(ctx, known);
    if (checkout.fields.cancel_url === undefined)
      return html(ctx, 200, messagePage('Payment cancelled', 'No payment was made.'));
    seeOther(ctx, checkout.fields.cancel_url);
  });

  // PayFast's REST "payment status by ID", for a paid checkout's pf_payment_id; the sandbox's
  // ?testing=true is accepted and, as at PayFast, left out of the signature.
  router.get('/api/process/query/:id', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const refusal = apiRequestRefusal(ctx, merchant);
    if (refusal !== null)
      return apiAnswer(ctx, 401, { code: 401, status: 'failed', data: { response: refusal, message: false } });
    const checkout = checkouts.findPaid(ctx.params.id ?? '');
    if (checkout === undefined || checkout.pfPaymentId === null)
      return apiAnswer(ctx, 404, { code: 404, status: 'failed', data: { response: false, message: 'Failure' } });
    const response = {
      pf_payment_id: checkout.pfPaymentId,
      m_payment_id: checkout.fields.m_payment_id ?? '',
      status: 'COMPLETE',
      amount: checkout.amountMinor,
      cc_status: '00',
      cc_message: 'Approved (simulator)',
    };
    apiAnswer(ctx, 200, { code: 200, status: 'success', data: { response, message: 'Success' } });
  });

  router.post('/eng/query/validate', (ctx) => {
    const body = formBody(ctx);
    ctx.type = 'text/plain';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body !== undefined && checkouts.wasSent(body) ? 'VALID' : 'INVALID';
  });

  return router;
}
