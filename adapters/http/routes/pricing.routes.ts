import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { User } from '../../../core/domain/users/user.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { SessionResolver } from '../auth/session-resolver.js';
import {
  PurchaseBody,
  toAddonResponse,
  toPlanResponse,
  toPurchaseResponse,
  type AddonsResponse,
  type PlansResponse,
  type PurchaseResponse,
} from '../../../contract/pricing.js';
import { bearerToken, type AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/**
 * The signed-in user or null. The purchase call resolves the session itself, not through
 * requireUser: an anonymous buyer must get the spec's own 'Please log in to purchase a plan'.
 */
async function optionalUser(ctx: ParameterizedContext, resolve: SessionResolver): Promise<User | null> {
  const token = bearerToken(ctx.get('authorization'));
  return token === null ? null : ((await resolve(token))?.user ?? null);
}

/** Public plans and add-on packs, and the purchase button of the pricing page. */
export function pricingRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, anyone } = apiRoutes(deps.resolveSession);
  const pricing = deps.useCases.pricing;

  anyone.on(endpoints.pricing.plans, async (ctx) => {
    ctx.body = { success: true, plans: (await pricing.activePlans()).map(toPlanResponse) } satisfies PlansResponse;
  });

  anyone.on(endpoints.pricing.addons, async (ctx) => {
    ctx.body = { success: true, addons: (await pricing.activeAddons()).map(toAddonResponse) } satisfies AddonsResponse;
  });

  anyone.on(endpoints.pricing.purchase, async (ctx) => {
    const user = await optionalUser(ctx, deps.resolveSession);
    const body = user === null ? {} : PurchaseBody.parse(ctx.request.body ?? {});
    ctx.body = toPurchaseResponse(
      await pricing.purchase({ user, planSlug: body.planSlug, billingPeriod: body.billingPeriod }),
    ) satisfies PurchaseResponse;
  });

  return router;
}
