import type Router from '@koa/router';
import { isDomainError } from '../../../core/domain/errors.js';
import type { GatewayConfirmation } from '../../../core/use-cases/payments/confirm-with-gateway.js';
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
  type PaymentStatusResponse,
  type VerifyPaymentResponse,
} from '../../../contract/payments.js';
import { currentUser, type AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';
import { paymentNotifyHandler } from './payment-notify.js';
import { routeLimiter } from './route-limiter.js';

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

  anyone.on(endpoints.payments.notify, paymentNotifyHandler(deps));

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
