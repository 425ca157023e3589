/** Reset values above this are epoch seconds (X-RateLimit-Reset in some APIs), below it seconds from now. */
const EPOCH_SECONDS_FROM = 1_000_000_000;

/**
 * Whether an answer asks the token to back off, read from Freelancer's headers
 * (docs/design.md#pacing-and-rate-limits): a 429, or a `RateLimit-Remaining` (or
 * `X-RateLimit-Remaining`, or the newer single `RateLimit: remaining=0, reset=30` /
 * `RateLimit: "default";r=0;t=30`) of 0. `told` is when the limit lifts, when the answer says so:
 * a 429's `Retry-After` (seconds or an HTTP date), else the reset. null when nothing asks to back off.
 */
export function rateLimitSignal(status: number, headers: Headers, now: Date): { readonly told: Date | null } | null {
  const exhausted = remainingOf(headers) === 0;
  if (status !== 429 && !exhausted) return null;
  const retryAfter = status === 429 ? retryAfterOf(headers.get('retry-after'), now) : null;
  return { told: retryAfter ?? resetOf(headers, now) ?? retryAfterOf(headers.get('retry-after'), now) };
}

/** The smallest remaining count named (a header may list several windows, `10, 950;w=3600`), or null. */
function remainingOf(headers: Headers): number | null {
  const values = [headers.get('ratelimit-remaining'), headers.get('x-ratelimit-remaining')]
    .filter((value): value is string => value !== null)
    .flatMap((value) => value.split(','))
    .map((item) => /^\s*(\d+)/.exec(item)?.[1])
    .concat(combinedField(headers, /(?:^|[\s,;])(?:remaining|r)=(\d+)/))
    .filter((digits): digits is string => digits !== undefined)
    .map(Number);
  return values.length === 0 ? null : Math.min(...values);
}

/** A parameter of the single `RateLimit` header, when the answer carries one. */
function combinedField(headers: Headers, pattern: RegExp): string | undefined {
  const raw = headers.get('ratelimit');
  return raw === null ? undefined : pattern.exec(raw)?.[1];
}

function resetOf(headers: Headers, now: Date): Date | null {
  const raw = headers.get('ratelimit-reset') ?? headers.get('x-ratelimit-reset');
  const seconds =
    raw === null ? combinedField(headers, /(?:^|[\s,;])(?:reset|t)=(\d+)/) : /^\s*(\d+(?:\.\d+)?)/.exec(raw)?.[1];
  if (seconds === undefined) return null;
  const value = Number(seconds);
  return new Date(value >= EPOCH_SECONDS_FROM ? value * 1000 : now.getTime() + value * 1000);
}

function retryAfterOf(raw: string | null, now: Date): Date | null {
  if (raw === null || raw.trim() === '') return null;
  if (/^\s*\d+(\.\d+)?\s*$/.test(raw)) return new Date(now.getTime() + Number(raw) * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : new Date(date);
}
