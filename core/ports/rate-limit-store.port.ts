/** A key's current fixed window: how many hits it has counted and when it began. */
export interface RateWindow {
  readonly count: number;
  readonly windowStartedAt: Date;
}

/**
 * Fixed-window hit counters keyed by an opaque string (e.g. `sign-in-ip:203.0.113.7`). A store
 * shared by several server processes makes their limits one limit (docs/design.md#security). The decision of
 * what count is too many belongs to the caller, not the store.
 */
export interface RateLimitStore {
  /**
   * Counts one hit on `key` at `now`, atomically even with concurrent hits from other processes:
   * when the key has no window, or its window of `windowMs` milliseconds had ended by `now`, a
   * new window starts at `now` with count 1; otherwise the count grows by one. Answers the window
   * after the hit. Throws when the store cannot be reached.
   */
  hit(key: string, windowMs: number, now: Date): Promise<RateWindow>;
  /** Forgets `key`'s window, so its next hit starts a new one. Idempotent. */
  reset(key: string): Promise<void>;
}
