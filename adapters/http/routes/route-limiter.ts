import { InMemoryRateLimitStore } from '../../rate-limits/in-memory-rate-limit-store.js';
import type { ApiDependencies } from '../api-dependencies.js';
import { RateLimiter } from '../middleware/rate-limiter.js';

/**
 * A fixed-window limiter for one route's callers, counted in the API's store: the database's when
 * the composition root shares one between server processes, this process's memory otherwise.
 */
export const routeLimiter = (
  deps: Pick<ApiDependencies, 'rateLimitStore' | 'clock'>,
  name: string,
  limit: number,
  windowMs: number,
): RateLimiter =>
  new RateLimiter({
    name,
    limit,
    windowMs,
    store: deps.rateLimitStore ?? new InMemoryRateLimitStore(),
    clock: deps.clock,
  });
