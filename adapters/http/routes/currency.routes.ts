import type Router from '@koa/router';
import type { ApiDependencies } from '../api-dependencies.js';
import { ConvertParams, type ConvertResponse } from '../../../contract/currency.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** Public exchange rates for the pricing page's currency selector and the payment step. */
export function currencyRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, anyone } = apiRoutes(deps.resolveSession);

  anyone.on(endpoints.currency.convert, async (ctx) => {
    ctx.body = {
      success: true,
      ...(await deps.useCases.pricing.convertCurrency(ConvertParams.parse(ctx.params))),
    } satisfies ConvertResponse;
  });

  return router;
}
