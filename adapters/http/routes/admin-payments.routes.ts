import type Router from '@koa/router';
import type { ApiDependencies } from '../api-dependencies.js';
import {
  AdminPaymentsQuery,
  PaymentStatusBody,
  toAdminPaymentResponse,
  toPaymentStatsResponse,
  type AdminPaymentsResponse,
  type ChangePaymentStatusResponse,
} from '../../../contract/admin-payments.js';
import { pagination } from '../../../contract/common.js';
import { PaymentReferenceParams } from '../../../contract/payments.js';
import { currentUser, type AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** Payment management (docs/design.md#payments): list with filters and stats, and status changes with notes. */
export function adminPaymentsRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, admin } = apiRoutes(deps.resolveSession);
  const payments = deps.useCases.admin.payments;

  admin.on(endpoints.adminPayments.list, async (ctx) => {
    const query = AdminPaymentsQuery.parse(ctx.query);
    const listing = await payments.list(query);
    const now = deps.clock.now();
    ctx.body = {
      success: true,
      payments: listing.payments.map((view) => toAdminPaymentResponse(view, now)),
      pagination: pagination(query.page, query.limit, listing.total),
      stats: toPaymentStatsResponse(listing.stats),
    } satisfies AdminPaymentsResponse;
  });

  admin.on(endpoints.adminPayments.changeStatus, async (ctx) => {
    const { paymentId } = PaymentReferenceParams.parse(ctx.params);
    const body = PaymentStatusBody.parse(ctx.request.body);
    const payment = await payments.changeStatus({ reference: paymentId, ...body });
    // A status set by hand (a completion grants bids nobody's gateway confirmed): who, which, to what; the notes stay on the payment.
    deps.logger.info(
      {
        adminId: currentUser(ctx).id,
        paymentId: payment.paymentId,
        status: payment.status,
        notes: body.notes !== undefined,
      },
      'payment status set by an admin',
    );
    const view = await payments.view(payment);
    ctx.body = {
      success: true,
      message: 'Payment status updated successfully',
      payment: view === null ? null : toAdminPaymentResponse(view, deps.clock.now()),
    } satisfies ChangePaymentStatusResponse;
  });

  return router;
}
