/** The first wait after Freelancer limits a token without saying for how long. */
export const FIRST_BACKOFF_MS = 30_000;
/** Doubling stops here: a token is never put off longer than this on our own guess. */
export const MAX_BACKOFF_MS = 15 * 60_000;
/** A backoff that ended this long before the next limit no longer counts: the wait starts small again. */
export const STRIKES_FORGOTTEN_AFTER_MS = 15 * 60_000;
/** The longest wait a header may ask for; a wrong header must not stop a token for a day. */
export const MAX_TOLD_WAIT_MS = 60 * 60_000;
/** The shortest wait: "reset now" on an exhausted limit still means "not this instant". */
export const MIN_TOLD_WAIT_MS = 1_000;

/**
 * When calls with a limited token may resume (docs/design.md#pacing-and-rate-limits): the instant
 * Freelancer named (Retry-After, RateLimit-Reset), kept within sane bounds, or else 30 s doubling
 * with each recent backoff (`strikes`, 1 for the first) up to 15 minutes.
 */
export function backoffUntil(input: {
  readonly now: Date;
  readonly strikes: number;
  readonly told: Date | null;
}): Date {
  const now = input.now.getTime();
  if (input.told !== null)
    return new Date(Math.min(Math.max(input.told.getTime(), now + MIN_TOLD_WAIT_MS), now + MAX_TOLD_WAIT_MS));
  const doublings = Math.min(Math.max(input.strikes, 1) - 1, 10);
  return new Date(now + Math.min(FIRST_BACKOFF_MS * 2 ** doublings, MAX_BACKOFF_MS));
}

/** The strike count of a new backoff, given the token's previous one (null: none on record). */
export function nextStrikes(previous: { readonly strikes: number; readonly until: Date } | null, now: Date): number {
  if (previous === null || previous.until.getTime() + STRIKES_FORGOTTEN_AFTER_MS < now.getTime()) return 1;
  return previous.strikes + 1;
}
