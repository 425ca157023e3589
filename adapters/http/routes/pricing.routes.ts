import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { User } from '../../../core/domain/users/user.js';
import type { PurchasePlanResult } from '../../../core/use-cases/pricing/purchase-plan.js';
import { purchaseSuccessToast } from '../../../core/domain/purchases/modal-purchase-error.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { SessionResolver } from '../auth/session-resolver.js';
import { toAddonResponse, toPlanResponse } from '../dto/plan.dto.js';
import { PurchaseBody } from '../dto/pricing.dto.js';
import { bearerToken, type AuthState } from '../middleware/authenticate.js';
import { apiRoutes } from './api-routes.js';

export const REDIRECT_TO_PAYMENT_MESSAGE = 'Redirecting to payment...';

/**
 * The signed-in user or null. The purchase call resolves the session itself, not through
 * requireUser: an anonymous buyer must get the spec's own 'Please log in to purchase a plan'.
 */
async function optionalUser(ctx: ParameterizedContext, resolve: SessionResolver): Promise<User | null> {
  const token = bearerToken(ctx.get('authorization'));
  return token === null ? null : resolve(token);
}

function purchaseResponse(result: PurchasePlanResult) {
  const { view, plan } = result;
  const user = { planStatus: view.user.planStatus, currentPlan: view.user.currentPlan, availableBids: view.availableBids };
  if (!result.redirectToPayment) return { success: true, redirectToPayment: false, message: purchaseSuccessToast(plan.name), user };
  return { success: true, redirectToPayment: true, message: REDIRECT_TO_PAYMENT_MESSAGE, plan: toPlanResponse(plan), billingPeriod: result.billingPeriod, user };
}

/** Public plans and add-on packs, and the purchase button of the pricing page. */
export function pricingRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, anyone } = apiRoutes('/api/pricing', deps.resolveSession);
  const pricing = deps.useCases.pricing;

  anyone.get('/plans', async (ctx) => {
    ctx.body = { success: true, plans: (await pricing.activePlans()).map(toPlanResponse) };
  });

  anyone.get('/addons', async (ctx) => {
    ctx.body = { success: true, addons: (await pricing.activeAddons()).map(toAddonResponse) };
  });

  anyone.post('/purchase', async (ctx) => {
    const user = await optionalUser(ctx, deps.resolveSession);
    const body = user === null ? {} : PurchaseBody.parse(ctx.request.body ?? {});
    ctx.body = purchaseResponse(await pricing.purchase({ user, planSlug: body.planSlug, billingPeriod: body.billingPeriod }));
  });

  return router;
}
