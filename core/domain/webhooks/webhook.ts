import { randomBytes } from 'node:crypto';

/**
 * A user's signed webhook endpoint (docs/design.md#signed-webhooks). `secret` is the clear
 * `whsec_...` signing secret: storage keeps it encrypted, the API shows it once.
 */
export interface WebhookEndpoint {
  readonly id: string;
  readonly userId: string;
  readonly url: string;
  readonly secret: string;
  readonly enabled: boolean;
  /** Why it was switched off (a 410, an address refused, the channel unlinked); null while enabled. */
  readonly disabledReason: string | null;
  readonly createdAt: Date;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event on its way to one endpoint, and every attempt it took, under one `webhook-id`. */
export interface WebhookDelivery {
  /** The `webhook-id` header, `msg_...`: the same on every attempt, so receivers can drop repeats. */
  readonly id: string;
  readonly endpointId: string;
  readonly eventType: string;
  /** The JSON body sent, `{ type, timestamp, data }`, exactly as signed. */
  readonly payload: string;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: number;
  readonly lastStatusCode: number | null;
  readonly lastError: string | null;
  readonly lastAttemptAt: Date | null;
  /** When the next attempt is due; null once delivered or given up. */
  readonly nextAttemptAt: Date | null;
  readonly deliveredAt: Date | null;
  readonly createdAt: Date;
}

/** The event a user's "Send test event" button sends. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Endpoints a user may keep; enough for a few integrations, few enough that fan-out stays small. */
export const DEFAULT_MAX_ENDPOINTS_PER_USER = 5;

const MAX_URL_LENGTH = 2048;
const SECRET_PREFIX = 'whsec_';
/** The Standard Webhooks spec asks for 24 to 64 random bytes. */
const SECRET_BYTES = 32;

/**
 * Waits after failed attempt 1, 2, … (Standard Webhooks' suggested schedule, cut at 24 h): a
 * failing delivery is tried at 0, 5 s, 5 min 5 s, 35 min, 2 h 35 min, 7 h 35 min and 17 h 35 min;
 * the next wait would pass 24 h after the first attempt, so it is given up after the seventh.
 */
export const RETRY_SCHEDULE_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];
export const RETRY_WINDOW_MS = 24 * 3_600_000;

/**
 * When to try again after `attemptsMade` attempts failed, the last at `now`, or null to give up:
 * never later than 24 h after the delivery's first attempt.
 */
export function nextAttemptAt(attemptsMade: number, firstAttemptAt: Date, now: Date): Date | null {
  const wait = RETRY_SCHEDULE_MS[attemptsMade - 1];
  if (wait === undefined) return null;
  const next = now.getTime() + wait;
  return next <= firstAttemptAt.getTime() + RETRY_WINDOW_MS ? new Date(next) : null;
}

/** What an endpoint answered to one attempt, or why no answer came. */
export type AttemptResult =
  | { readonly kind: 'answered'; readonly status: number }
  /** No HTTP answer: timeout, refused connection, TLS or DNS failure. Tried again. */
  | { readonly kind: 'unreachable'; readonly error: string }
  /** The address may never be called (a private address in production): the endpoint is switched off. */
  | { readonly kind: 'refused'; readonly error: string };

/**
 * How an attempt ends the delivery: 2xx delivered; 410 Gone means the receiver is gone for good
 * (the endpoint is switched off, as Standard Webhooks suggests); a refused address likewise; any
 * other answer (3xx included: redirects are never followed) or none is retried.
 */
export function judgeAttempt(result: AttemptResult): 'delivered' | 'dead' | 'retry' {
  if (result.kind === 'refused') return 'dead';
  if (result.kind === 'unreachable') return 'retry';
  if (result.status >= 200 && result.status < 300) return 'delivered';
  if (result.status === 410) return 'dead';
  return 'retry';
}

/** A short text of the result for the delivery log: never the response body. */
export function describeAttempt(result: AttemptResult): string | null {
  if (result.kind !== 'answered') return result.error;
  if (result.status >= 200 && result.status < 300) return null;
  if (result.status >= 300 && result.status < 400) return `Answered ${result.status}: redirects are not followed`;
  return `Answered ${result.status}`;
}

export type EndpointUrlProblem = string;

/**
 * Checks a URL a user asks to be called at. Offline (`allowPrivate`), http and loopback serve the
 * built-in receiver and local tools; in production only https, and no literal private, loopback
 * or link-local address (names are resolved and checked again at each send: SSRF).
 */
export function endpointUrlProblem(
  raw: string,
  options: { readonly allowPrivate: boolean },
): EndpointUrlProblem | null {
  if (raw.length > MAX_URL_LENGTH) return `URL must be at most ${MAX_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'URL must be an absolute http(s) address';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'URL must be an absolute http(s) address';
  if (url.username !== '' || url.password !== '') return 'URL must not carry a user name or password';
  if (options.allowPrivate) return null;
  if (url.protocol !== 'https:') return 'URL must use https';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host))
    return 'URL must not point at a private, loopback or link-local address';
  return null;
}

/**
 * Whether a literal IP address is one a server must never be made to call: loopback, private,
 * link-local (cloud metadata), carrier-grade NAT, unspecified, multicast, and IPv6's equivalents
 * (IPv4-mapped ones judged as IPv4). Answers false for a name: resolve it first.
 */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4Octets(address);
  if (v4 !== null) return privateV4(v4);
  const lower = address.toLowerCase();
  if (!lower.includes(':')) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (mapped !== undefined) return isPrivateAddress(mapped);
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hexMapped !== null) {
    const [high, low] = [parseInt(hexMapped[1] ?? '0', 16), parseInt(hexMapped[2] ?? '0', 16)];
    return privateV4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  if (lower === '::' || lower === '::1') return true;
  const first = parseInt(lower.split(':')[0] || '0', 16);
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}

function ipv4Octets(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

function privateV4([a = 0, b = 0]: readonly number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19))
  );
}

/** A new signing secret as Standard Webhooks writes them: `whsec_` and the base64 of random bytes. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

/** What later reads show of a secret: enough to tell two apart, far too little to sign with. */
export const secretHint = (secret: string): string => `${secret.slice(0, SECRET_PREFIX.length + 4)}…`;

/** A `webhook-id`: unique per event and endpoint, kept on every retry. */
export const newMessageId = (): string => `msg_${randomBytes(16).toString('hex')}`;

/** The body Standard Webhooks prescribes: the event's type, when it happened, and its data. */
export function webhookPayload(type: string, timestamp: Date, data: Readonly<Record<string, unknown>>): string {
  return JSON.stringify({ type, timestamp: timestamp.toISOString(), data });
}
