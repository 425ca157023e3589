import type Router from '@koa/router';
import {
  AdminFunnelQuery,
  FunnelQuery,
  toFunnelResponse,
  type AdminFunnelResponse,
  type FunnelResponse,
} from '../../../contract/analytics.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** The Results screens (docs/design.md#funnel): the user's own funnel, and everyone's or one plan's for admins. */
export function analyticsRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn, admin } = apiRoutes(deps.resolveSession);

  signedIn.on(endpoints.analytics.funnel, async (ctx) => {
    const { days } = FunnelQuery.parse(ctx.query);
    ctx.body = {
      success: true,
      funnel: toFunnelResponse(await deps.useCases.analytics.funnel(ctx.state.user.id, days)),
    } satisfies FunnelResponse;
  });

  admin.on(endpoints.analytics.adminFunnel, async (ctx) => {
    const { days, plan } = AdminFunnelQuery.parse(ctx.query);
    const found = await deps.useCases.analytics.adminFunnel({ days, ...(plan === undefined ? {} : { planId: plan }) });
    ctx.body = {
      success: true,
      plan: found.plan === null ? null : { id: found.plan.id, name: found.plan.name },
      funnel: toFunnelResponse(found.funnel),
    } satisfies AdminFunnelResponse;
  });
  return router;
}
