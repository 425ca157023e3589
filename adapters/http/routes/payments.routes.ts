import type { IncomingMessage } from 'node:http';
import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { CheckoutUrls } from '../../../core/use-cases/payments/create-payment.js';
import type { NotificationOutcome } from '../../../core/use-cases/payments/handle-payment-notification.js';
import type { Logger } from '../../logging/logger.js';
import type { ApiDependencies } from '../api-dependencies.js';
import {
  CreatePaymentBody,
  PaymentHistoryQuery,
  PaymentReferenceParams,
  toPaymentHistoryResponse,
  toUserPaymentResponse,
  toVerifyResponse,
  VerifyPaymentBody,
  type CompleteSimpleResponse,
  type CreatePaymentResponse,
  type PaymentHistoryResponse,
  type PaymentNotifyResponse,
  type PaymentStatusResponse,
  type VerifyPaymentResponse,
} from '../../../contract/payments.js';
import { currentUser, type AuthState } from '../middleware/authenticate.js';
import { apiRoutes } from './api-routes.js';

/** Where the gateway posts its notifications. The body parser leaves this path alone: the signature needs the raw body. */
export const PAYMENT_NOTIFY_PATH = '/api/payments/notify';

/** Notifications are a few hundred bytes; anything near this is not from a gateway. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/** The notify route under a base address (PUBLIC_URL, or the server's own listening address). */
export const paymentNotifyUrl = (baseUrl: string): string => `${baseUrl.replace(/\/+$/, '')}${PAYMENT_NOTIFY_PATH}`;

/** The web app's payment pages and the notify route (docs/design.md#payments), under the public address. */
export function checkoutUrls(publicUrl: string): CheckoutUrls {
  const base = publicUrl.replace(/\/+$/, '');
  return (paymentId) => {
    const query = `payment_id=${encodeURIComponent(paymentId)}`;
    return { returnUrl: `${base}/payment/success?${query}`, cancelUrl: `${base}/payment/cancel?${query}`, notifyUrl: paymentNotifyUrl(base) };
  };
}

/** The body as sent, or null when it is larger than `limit` (read to the end either way, so the answer still reaches the sender). */
async function readRawBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks).toString('utf8');
}

/** The posted form's fields in arrival order, or null when the body is not a form the gateway would send. */
async function notificationFields(ctx: ParameterizedContext): Promise<[string, string][] | null> {
  // Set only when the body parser ran here after all (an app built without the raw-body path).
  const parsed = (ctx.request as { rawBody?: string }).rawBody;
  const raw = parsed ?? (await readRawBody(ctx.req, NOTIFY_BODY_LIMIT));
  if (raw === null || raw.trim() === '' || !ctx.is('application/x-www-form-urlencoded')) return null;
  return [...new URLSearchParams(raw)];
}

const APPLIED: ReadonlySet<NotificationOutcome['kind']> = new Set(['completed', 'failed', 'cancelled', 'still_pending', 'replayed']);

/** The outcome and the sender's address only: the fields carry the buyer's details and the signature. */
function logOutcome(logger: Logger, outcome: NotificationOutcome, sourceIp: string): void {
  if (APPLIED.has(outcome.kind)) logger.info({ notification: outcome, sourceIp }, 'payment notification applied');
  else if (outcome.kind === 'not_granted') logger.warn({ notification: outcome, sourceIp }, 'payment notification not granted: an admin must act');
  else logger.warn({ notification: outcome, sourceIp }, 'payment notification refused');
}

/** The buyer's payment flow (docs/design.md#payments): create, verify, status, sandbox completion; and the gateway's notification. */
export function paymentsRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, anyone, signedIn } = apiRoutes('/api/payments', deps.resolveSession);
  const payments = deps.useCases.payments;

  signedIn.post('/create-payment', async (ctx) => {
    const body = CreatePaymentBody.parse(ctx.request.body ?? {});
    const { payment, checkout } = await payments.create({ user: currentUser(ctx), ...body });
    ctx.status = 201;
    ctx.body = { success: true, paymentData: Object.fromEntries(checkout.fields), redirectUrl: checkout.redirectUrl, paymentId: payment.paymentId } satisfies CreatePaymentResponse;
  });

  // PayFast resends every notification not answered 200 (docs/adr/0006). Whatever we could judge
  // (applied, refused, not a form, or kept for an admin because a rule will not grant it) is
  // answered 200 and logged. When PayFast could not confirm it
  // (503) or we failed ourselves (500, say the database is down), the resend delivers the buyer's
  // payment later. No session: the gateway's checks stand in for one.
  anyone.post('/notify', async (ctx) => {
    ctx.body = '' satisfies PaymentNotifyResponse;
    try {
      const fields = await notificationFields(ctx);
      if (fields === null) {
        deps.logger.warn({ contentType: ctx.get('content-type'), sourceIp: ctx.ip }, 'payment notification ignored: not a form');
        ctx.status = 200;
        return;
      }
      const outcome = await payments.handleNotification({ fields, sourceIp: ctx.ip });
      logOutcome(deps.logger, outcome, ctx.ip);
      ctx.status = outcome.kind === 'unconfirmed' ? 503 : 200;
    } catch (error) {
      deps.logger.error({ err: error }, 'payment notification failed: answered 500 so the gateway resends it');
      ctx.status = 500;
    }
  });

  signedIn.post('/verify-payment', async (ctx) => {
    const body = VerifyPaymentBody.parse(ctx.request.body ?? {});
    ctx.body = toVerifyResponse(await payments.check({ user: currentUser(ctx), reference: body.paymentId })) satisfies VerifyPaymentResponse;
  });

  signedIn.get('/status/:paymentId', async (ctx) => {
    const { paymentId } = PaymentReferenceParams.parse(ctx.params);
    ctx.body = { success: true, payment: toUserPaymentResponse(await payments.check({ user: currentUser(ctx), reference: paymentId })) } satisfies PaymentStatusResponse;
  });

  signedIn.post('/complete-simple/:paymentId', async (ctx) => {
    const { paymentId } = PaymentReferenceParams.parse(ctx.params);
    const { completed, payment } = await payments.completeSandbox({ user: currentUser(ctx), reference: paymentId });
    const message = completed ? 'Payment manually completed!' : 'Payment was already completed';
    ctx.body = { success: true, message, payment: toUserPaymentResponse(await payments.viewForBuyer(payment)) } satisfies CompleteSimpleResponse;
  });

  signedIn.get('/history', async (ctx) => {
    const { page, limit } = PaymentHistoryQuery.parse(ctx.query);
    const history = await payments.history({ user: currentUser(ctx), page, limit });
    ctx.body = toPaymentHistoryResponse(history, page, limit) satisfies PaymentHistoryResponse;
  });

  return router;
}
