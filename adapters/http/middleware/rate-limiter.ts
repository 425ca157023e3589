import { DomainError } from '../../../core/domain/errors.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { RateLimitStore } from '../../../core/ports/rate-limit-store.port.js';

export interface RateLimiterOptions {
  /** Prefixes every key, so limiters sharing one store never count each other's hits. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  readonly store: RateLimitStore;
  readonly clock: Clock;
}

/**
 * Fixed-window limits over a RateLimitStore: the one place that decides whether an attempt is
 * over its limit, whichever store counts (in memory for one process, the database for many).
 */
export class RateLimiter {
  constructor(private readonly options: RateLimiterOptions) {}

  /** Counts one attempt; answers how long to wait when the key is over its limit. */
  async consume(key: string): Promise<{ readonly allowed: boolean; readonly retryAfterMs: number }> {
    const { limit, windowMs, store, clock } = this.options;
    const now = clock.now();
    const window = await store.hit(this.keyFor(key), windowMs, now);
    return {
      allowed: window.count <= limit,
      retryAfterMs: window.windowStartedAt.getTime() + windowMs - now.getTime(),
    };
  }

  /**
   * Counts one attempt; over the limit, refuses it as RATE_LIMITED, "Too many {tooMany}. Please
   * wait …", which the error handler answers 429 with Retry-After.
   */
  async admit(key: string, tooMany: string): Promise<void> {
    const { allowed, retryAfterMs } = await this.consume(key);
    if (allowed) return;
    throw new DomainError('RATE_LIMITED', `Too many ${tooMany}. Please wait ${waitText(retryAfterMs)} and try again.`, {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    });
  }

  async reset(key: string): Promise<void> {
    await this.options.store.reset(this.keyFor(key));
  }

  private keyFor(key: string): string {
    return `${this.options.name}:${key}`;
  }
}

/** How long a refused caller waits, rounded up: in seconds within a minute, in minutes beyond. */
export function waitText(retryAfterMs: number): string {
  if (retryAfterMs <= 60_000) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return `${minutes} minutes`;
}
