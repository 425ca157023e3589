/**
 * Rate-limit backoffs per marketplace token, shared by every process on one database, so that a
 * 429 seen by one worker holds back the feed poll, award sync and bids of everyone using that
 * token (docs/design.md#pacing-and-rate-limits). Tokens are kept only as their SHA-256.
 */
export interface MarketplaceBackoff {
  /** When calls with `token` may resume, or null when no backoff is in force at `now`. */
  pausedUntil(token: string, now: Date): Promise<Date | null>;
  /**
   * Records that the marketplace limited `token` at `now` and answers when calls may resume.
   * `told` is the instant the marketplace named (Retry-After, RateLimit-Reset) or null, and the
   * wait is `backoffUntil` of core with the token's strike count: one more than the previous
   * backoff's when that ended within the last 15 minutes, else 1. A backoff already in force is
   * never shortened. Concurrent calls, from any process, each count one strike.
   */
  backOff(token: string, now: Date, told: Date | null): Promise<Date>;
}
