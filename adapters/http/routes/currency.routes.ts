import Router from '@koa/router';
import { ConvertCurrency } from '../../../core/use-cases/pricing/convert-currency.js';
import type { ApiDependencies } from '../api-dependencies.js';
import { ConvertParams } from '../dto/pricing.dto.js';

/** Public exchange rates for the pricing page's currency selector and the payment step. */
export function currencyRoutes(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/currency' });
  const convert = new ConvertCurrency(deps.rates);

  router.get('/convert/:from/:to/:amount', async (ctx) => {
    ctx.body = { success: true, ...(await convert.execute(ConvertParams.parse(ctx.params))) };
  });

  return router;
}
