import type Router from '@koa/router';
import { toWhatIfResponse, whatIfRequestOf, type WhatIfResponse } from '../../../contract/what-if.js';
import { DomainError } from '../../../core/domain/errors.js';
import { InMemoryRateLimitStore } from '../../rate-limits/in-memory-rate-limit-store.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { RateLimiter } from '../middleware/rate-limiter.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** A preview replays a week of the feed twice: a person's clicks, not a script's loop. */
const PREVIEWS_PER_MINUTE = 10;

/** "Preview on the last 7 days" (docs/design.md#what-if): the signed-in user's unsaved settings replayed; nothing is saved. */
export function whatIfRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes(deps.resolveSession);
  const previews = new RateLimiter({
    name: 'what-if-user',
    limit: PREVIEWS_PER_MINUTE,
    windowMs: 60_000,
    store: deps.rateLimitStore ?? new InMemoryRateLimitStore(),
    clock: deps.clock,
  });

  signedIn.on(endpoints.bidding.whatIf, async (ctx) => {
    const request = whatIfRequestOf(ctx.request.body);
    const { allowed, retryAfterMs } = await previews.consume(ctx.state.user.id);
    if (!allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
      throw new DomainError(
        'RATE_LIMITED',
        `Too many previews. Please wait ${retryAfterSeconds} seconds and try again.`,
        { retryAfterSeconds },
      );
    }
    ctx.body = toWhatIfResponse(await deps.useCases.bidding.whatIf(ctx.state.user, request)) satisfies WhatIfResponse;
  });

  return router;
}
