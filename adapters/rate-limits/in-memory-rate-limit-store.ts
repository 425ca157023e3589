import type { RateLimitStore, RateWindow } from '../../core/ports/rate-limit-store.port.js';

interface Window {
  readonly startedAt: number;
  readonly endsAt: number;
  count: number;
}

/**
 * Rate-limit windows in this process's memory: right for a single server (SQLite), where writing
 * to the database on every sign-in would buy nothing.
 */
export class InMemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();

  /** `sweepAbove`: past this many keys, windows that have ended are dropped, bounding memory. */
  constructor(private readonly options: { readonly sweepAbove?: number } = {}) {}

  async hit(key: string, windowMs: number, now: Date): Promise<RateWindow> {
    const at = now.getTime();
    const current = this.windows.get(key);
    const window =
      current === undefined || at >= current.endsAt ? { startedAt: at, endsAt: at + windowMs, count: 0 } : current;
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > (this.options.sweepAbove ?? 100_000)) this.sweep(at);
    return { count: window.count, windowStartedAt: new Date(window.startedAt) };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** A scripting helper outside the port: how many keys are held. */
  size(): number {
    return this.windows.size;
  }

  private sweep(at: number): void {
    for (const [key, window] of this.windows) if (at >= window.endsAt) this.windows.delete(key);
  }
}
