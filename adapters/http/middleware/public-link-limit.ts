import type { Middleware } from 'koa';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { RateLimitStore } from '../../../core/ports/rate-limit-store.port.js';
import { InMemoryRateLimitStore } from '../../rate-limits/in-memory-rate-limit-store.js';
import { rateLimitSubject } from '../rate-limit-subject.js';
import { RateLimiter } from './rate-limiter.js';

const TEN_MINUTES = 10 * 60_000;
/**
 * Calls to the routes a signed link opens without a session (review links, unsubscribe) from one
 * client address in ten minutes: far more than a person clicking links in their mail, too few to
 * try tokens or load the server. The tokens are HMAC-signed anyway; this bounds the work.
 */
export const PUBLIC_LINK_CALLS_PER_IP = 60;

/** Refuses a client address past the limit with 429 and when to try again. */
export function publicLinkLimit(
  deps: { readonly rateLimitStore?: RateLimitStore; readonly clock: Clock },
  name: string,
): Middleware {
  const limiter = new RateLimiter({
    name,
    limit: PUBLIC_LINK_CALLS_PER_IP,
    windowMs: TEN_MINUTES,
    store: deps.rateLimitStore ?? new InMemoryRateLimitStore(),
    clock: deps.clock,
  });
  return async (ctx, next) => {
    await limiter.admit(rateLimitSubject(ctx.ip), 'requests');
    await next();
  };
}
