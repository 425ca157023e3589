import type Router from '@koa/router';
import type { ApiDependencies } from '../api-dependencies.js';
import { PORTFOLIO_LIMITS } from '../../../core/domain/bidding/portfolio.js';
import type { MessageResponse } from '../../../contract/common.js';
import {
  PortfolioItemBody,
  PortfolioItemParams,
  toPortfolioItemView,
  type PortfolioItemResponse,
  type PortfolioResponse,
} from '../../../contract/portfolio.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** The signed-in user's portfolio items (docs/design.md#portfolio); another user's item id is a 404. */
export function portfolioRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes(deps.resolveSession);
  const portfolio = deps.useCases.profile.portfolio;

  signedIn.on(endpoints.portfolio.list, async (ctx) => {
    ctx.body = {
      success: true,
      items: (await portfolio.list(ctx.state.user.id)).map(toPortfolioItemView),
      max: PORTFOLIO_LIMITS.items,
    } satisfies PortfolioResponse;
  });

  signedIn.on(endpoints.portfolio.add, async (ctx) => {
    const item = await portfolio.add(ctx.state.user.id, PortfolioItemBody.parse(ctx.request.body));
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: 'Portfolio item added',
      item: toPortfolioItemView(item),
    } satisfies PortfolioItemResponse;
  });

  signedIn.on(endpoints.portfolio.update, async (ctx) => {
    const { id } = PortfolioItemParams.parse(ctx.params);
    const item = await portfolio.update(ctx.state.user.id, id, PortfolioItemBody.parse(ctx.request.body));
    ctx.body = {
      success: true,
      message: 'Portfolio item updated',
      item: toPortfolioItemView(item),
    } satisfies PortfolioItemResponse;
  });

  signedIn.on(endpoints.portfolio.delete, async (ctx) => {
    const { id } = PortfolioItemParams.parse(ctx.params);
    await portfolio.remove(ctx.state.user.id, id);
    ctx.body = { success: true, message: 'Portfolio item deleted' } satisfies MessageResponse;
  });

  return router;
}
