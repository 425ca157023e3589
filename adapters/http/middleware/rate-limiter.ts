import type { Clock } from '../../../core/ports/clock.port.js';

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Fixed-window counters per key, in this process's memory. Enough for one server; several
 * servers each allow the limit, which still bounds guessing to a small multiple.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt; answers how long to wait when the key is over its limit. */
  consume(key: string): { readonly allowed: boolean; readonly retryAfterMs: number } {
    const now = this.clock.now().getTime();
    const current = this.windows.get(key);
    const window = current === undefined || now - current.startedAt >= this.windowMs ? { startedAt: now, count: 0 } : current;
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > 100_000) this.sweep(now);
    return { allowed: window.count <= this.limit, retryAfterMs: window.startedAt + this.windowMs - now };
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
  }
}
