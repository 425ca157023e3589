import type { IncomingMessage } from 'node:http';
import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { CheckoutUrls } from '../../../core/use-cases/payments/create-payment.js';
import { isDomainError } from '../../../core/domain/errors.js';
import type { GatewayConfirmation } from '../../../core/use-cases/payments/confirm-with-gateway.js';
import type { NotificationOutcome } from '../../../core/use-cases/payments/handle-payment-notification.js';
import type { Logger } from '../../logging/logger.js';
import { DEFAULT_RATE_LIMITS, type ApiDependencies } from '../api-dependencies.js';
import {
  CreatePaymentBody,
  GatewayReferenceQuery,
  PaymentHistoryQuery,
  PaymentReferenceParams,
  toPaymentHistoryResponse,
  toUserPaymentResponse,
  toVerifyResponse,
  VerifyPaymentBody,
  type CancelPaymentResponse,
  type CompleteSimpleResponse,
  type CreatePaymentResponse,
  type PaymentHistoryResponse,
  type PaymentNotifyResponse,
  type PaymentStatusResponse,
  type VerifyPaymentResponse,
} from '../../../contract/payments.js';
import { currentUser, type AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';
import { routeLimiter } from './route-limiter.js';

/** Where the gateway posts its notifications. The body parser leaves this path alone: the signature needs the raw body. */
export const PAYMENT_NOTIFY_PATH = endpoints.payments.notify.path;

/** Notifications are a few hundred bytes; a body over this is refused unread (413), never taken in. */
export const NOTIFY_BODY_LIMIT = 16 * 1024;

/** The notify route under a base address (PUBLIC_URL, or the server's own listening address). */
export const paymentNotifyUrl = (baseUrl: string): string => `${baseUrl.replace(/\/+$/, '')}${PAYMENT_NOTIFY_PATH}`;

/** The web app's return and cancel pages under the public address, without a query. */
export function paymentPageUrls(publicUrl: string): { readonly returnUrl: string; readonly cancelUrl: string } {
  const base = publicUrl.replace(/\/+$/, '');
  return { returnUrl: `${base}/payment/success`, cancelUrl: `${base}/payment/cancel` };
}

/** The web app's payment pages and the notify route (docs/design.md#payments), under the public address. */
export function checkoutUrls(publicUrl: string): CheckoutUrls {
  const pages = paymentPageUrls(publicUrl);
  return (paymentId) => {
    const query = `payment_id=${encodeURIComponent(paymentId)}`;
    return {
      returnUrl: `${pages.returnUrl}?${query}`,
      cancelUrl: `${pages.cancelUrl}?${query}`,
      notifyUrl: paymentNotifyUrl(publicUrl),
    };
  };
}

/**
 * The body as sent, or 'too_large' when it is over `limit`: a declared Content-Length over it is
 * refused before a byte is read, and a chunked body stops being read at the limit, so nobody can
 * make the server buffer more than `limit`.
 */
function readRawBody(req: IncomingMessage, limit: number): Promise<string | 'too_large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve('too_large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      req.pause();
      resolve('too_large');
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** The posted form's fields in arrival order; null when the body is not a form the gateway would send. */
async function notificationFields(ctx: ParameterizedContext): Promise<[string, string][] | null | 'too_large'> {
  // Set only when the body parser ran here after all (an app built without the raw-body path).
  const parsed = (ctx.request as { rawBody?: string }).rawBody;
  const raw = parsed ?? (await readRawBody(ctx.req, NOTIFY_BODY_LIMIT));
  if (raw === 'too_large') return raw;
  if (raw.trim() === '' || !ctx.is('application/x-www-form-urlencoded')) return null;
  return [...new URLSearchParams(raw)];
}

const APPLIED: ReadonlySet<NotificationOutcome['kind']> = new Set([
  'completed',
  'failed',
  'cancelled',
  'still_pending',
  'replayed',
]);

/** The outcome and the sender's address only: the fields carry the buyer's details and the signature. */
function logOutcome(logger: Logger, outcome: NotificationOutcome, sourceIp: string): void {
  if (APPLIED.has(outcome.kind)) logger.info({ notification: outcome, sourceIp }, 'payment notification applied');
  else if (outcome.kind === 'not_granted')
    logger.warn({ notification: outcome, sourceIp }, 'payment notification not granted: an admin must act');
  else logger.warn({ notification: outcome, sourceIp }, 'payment notification refused');
}

/** What asking the gateway did; only a pending payment is asked about, so the rest is not worth a line. */
function logConfirmation(logger: Logger, route: string, confirmation: GatewayConfirmation): void {
  const { payment } = confirmation;
  const about = { route, paymentId: payment.paymentId, userId: payment.userId };
  if (confirmation.kind === 'completed')
    logger.info({ ...about, pfPaymentId: payment.pfPaymentId }, "payment completed on the gateway's query answer");
  else if (confirmation.kind === 'not_confirmed')
    logger.info({ ...about, reason: confirmation.reason }, 'payment not confirmed by the gateway: nothing changed');
  else if (confirmation.kind === 'held' && confirmation.newly)
    logger.warn({ ...about, reason: confirmation.reason }, 'payment held: an admin must act');
}

/** The buyer's payment flow (docs/design.md#payments): create, verify, status, sandbox completion; and the gateway's notification. */
export function paymentsRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, anyone, signedIn } = apiRoutes(deps.resolveSession);
  const payments = deps.useCases.payments;
  const checkouts = routeLimiter(
    deps,
    'checkouts-user',
    (deps.rateLimits ?? DEFAULT_RATE_LIMITS).checkoutsPerUser,
    15 * 60_000,
  );

  signedIn.on(endpoints.payments.create, async (ctx) => {
    const body = CreatePaymentBody.parse(ctx.request.body ?? {});
    await checkouts.admit(currentUser(ctx).id, 'checkouts');
    const { payment, checkout } = await payments.create({ user: currentUser(ctx), ...body });
    ctx.status = 201;
    ctx.body = {
      success: true,
      paymentData: Object.fromEntries(checkout.fields),
      redirectUrl: checkout.redirectUrl,
      paymentId: payment.paymentId,
    } satisfies CreatePaymentResponse;
  });

  // PayFast resends every notification not answered 200 (docs/adr/0006). Whatever we could judge
  // (applied, refused, not a form, or kept for an admin because a rule will not grant it) is
  // answered 200 and logged. When PayFast could not confirm it
  // (503) or we failed ourselves (500, say the database is down), the resend delivers the buyer's
  // payment later. No session: the gateway's checks stand in for one.
  anyone.on(endpoints.payments.notify, async (ctx) => {
    ctx.body = '' satisfies PaymentNotifyResponse;
    try {
      const fields = await notificationFields(ctx);
      if (fields === 'too_large') {
        deps.logger.warn(
          { contentLength: ctx.get('content-length') || null, sourceIp: ctx.ip },
          `payment notification refused: body over ${NOTIFY_BODY_LIMIT} bytes`,
        );
        // Unread bytes may follow: the connection is not reused for another request.
        ctx.set('Connection', 'close');
        ctx.status = 413;
        return;
      }
      if (fields === null) {
        deps.logger.warn(
          { contentType: ctx.get('content-type'), sourceIp: ctx.ip },
          'payment notification ignored: not a form',
        );
        ctx.status = 200;
        return;
      }
      if (fields.some(([name, value]) => name.includes('\u0000') || value.includes('\u0000'))) {
        // No gateway sends one (and Postgres refuses it in any text): judged here, never a 500 resent forever.
        deps.logger.warn({ sourceIp: ctx.ip }, 'payment notification refused: a field holds a NUL character');
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

  // verify, status and complete-simple ask the gateway about a pending payment and complete it
  // only on the gateway's word (docs/design.md#payments); each answer of the gateway is logged.
  signedIn.on(endpoints.payments.verify, async (ctx) => {
    const body = VerifyPaymentBody.parse(ctx.request.body ?? {});
    const checked = await payments.check({
      user: currentUser(ctx),
      reference: body.paymentId,
      gatewayPaymentId: body.pfPaymentId ?? null,
    });
    logConfirmation(deps.logger, 'verify-payment', checked.confirmation);
    ctx.body = toVerifyResponse(checked.view) satisfies VerifyPaymentResponse;
  });

  signedIn.on(endpoints.payments.status, async (ctx) => {
    const { paymentId } = PaymentReferenceParams.parse(ctx.params);
    const { pfPaymentId } = GatewayReferenceQuery.parse(ctx.query);
    const checked = await payments.check({
      user: currentUser(ctx),
      reference: paymentId,
      gatewayPaymentId: pfPaymentId ?? null,
    });
    logConfirmation(deps.logger, 'status', checked.confirmation);
    ctx.body = { success: true, payment: toUserPaymentResponse(checked.view) } satisfies PaymentStatusResponse;
  });

  signedIn.on(endpoints.payments.completeSimple, async (ctx) => {
    const { paymentId } = PaymentReferenceParams.parse(ctx.params);
    const { pfPaymentId } = GatewayReferenceQuery.parse(ctx.query);
    const user = currentUser(ctx);
    try {
      const { completed, payment, confirmation } = await payments.completeSandbox({
        user,
        reference: paymentId,
        gatewayPaymentId: pfPaymentId ?? null,
      });
      logConfirmation(deps.logger, 'complete-simple', confirmation);
      const message = completed ? 'Payment manually completed!' : 'Payment was already completed';
      ctx.body = {
        success: true,
        message,
        payment: toUserPaymentResponse(await payments.viewForBuyer(payment)),
      } satisfies CompleteSimpleResponse;
    } catch (error) {
      if (isDomainError(error))
        deps.logger.warn(
          {
            paymentRef: paymentId,
            userId: user.id,
            code: error.code,
            reason: error.details?.['reason'] ?? error.message,
          },
          'manual completion refused',
        );
      throw error;
    }
  });

  signedIn.on(endpoints.payments.cancel, async (ctx) => {
    const { paymentId } = PaymentReferenceParams.parse(ctx.params);
    const { cancelled, payment } = await payments.cancel({ user: currentUser(ctx), reference: paymentId });
    if (cancelled)
      deps.logger.info(
        { paymentId: payment.paymentId, userId: payment.userId },
        "payment cancelled by the buyer's return from the gateway",
      );
    ctx.body = {
      success: true,
      message: 'Payment was cancelled',
      payment: toUserPaymentResponse(await payments.viewForBuyer(payment)),
    } satisfies CancelPaymentResponse;
  });

  signedIn.on(endpoints.payments.history, async (ctx) => {
    const { page, limit } = PaymentHistoryQuery.parse(ctx.query);
    const history = await payments.history({ user: currentUser(ctx), page, limit });
    ctx.body = toPaymentHistoryResponse(history, page, limit) satisfies PaymentHistoryResponse;
  });

  return router;
}
