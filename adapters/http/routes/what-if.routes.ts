import type Router from '@koa/router';
import { toWhatIfResponse, whatIfRequestOf, type WhatIfResponse } from '../../../contract/what-if.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';
import { routeLimiter } from './route-limiter.js';

/** A preview replays a week of the feed twice: a person's clicks, not a script's loop. */
const PREVIEWS_PER_MINUTE = 10;

/** "Preview on the last 7 days" (docs/design.md#what-if): the signed-in user's unsaved settings replayed; nothing is saved. */
export function whatIfRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes(deps.resolveSession);
  const previews = routeLimiter(deps, 'what-if-user', PREVIEWS_PER_MINUTE, 60_000);

  signedIn.on(endpoints.bidding.whatIf, async (ctx) => {
    const request = whatIfRequestOf(ctx.request.body);
    await previews.admit(ctx.state.user.id, 'previews');
    ctx.body = toWhatIfResponse(await deps.useCases.bidding.whatIf(ctx.state.user, request)) satisfies WhatIfResponse;
  });

  return router;
}
