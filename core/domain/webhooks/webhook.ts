import { randomBytes } from 'node:crypto';
import { maskedWebhookUrl } from '../channels/slack-webhook-url.js';

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

/**
 * An endpoint as a notice names it, and a notice may go out by e-mail or Slack: masked as a Slack
 * webhook URL is on screen (its last path part hidden but for four characters), and without the
 * user info, query or fragment, where receivers' tokens live.
 */
export function maskedEndpointUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '••••';
  }
  const path = url.pathname.replace(/\/+$/, '');
  return path === '' ? url.origin : maskedWebhookUrl(`${url.origin}${path}`);
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
 * link-local (cloud metadata), carrier-grade NAT, unspecified, multicast, and IPv6's equivalents.
 * An IPv6 address that carries an IPv4 one is judged by that IPv4 address, where its packets end
 * up (see privateV6). Answers false for a name: resolve it first.
 */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4Octets(address);
  if (v4 !== null) return privateV4(v4);
  if (!address.includes(':')) return false;
  const words = ipv6Words(address);
  // Something IPv6-like that does not parse (a zone id such as `%eth0`, say) is never called.
  return words === null || privateV6(words);
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

interface Ipv6Block {
  readonly words: readonly number[];
  readonly bits: number;
}

const block = (cidr: string): Ipv6Block => {
  const [address = '', bits = ''] = cidr.split('/');
  return { words: ipv6Words(address) ?? [], bits: Number(bits) };
};

const IPV4_MAPPED = block('::ffff:0:0/96');
/** NAT64's well-known prefix (RFC 6052): translators send to the IPv4 address in its last 32 bits. */
const NAT64 = block('64:ff9b::/96');
/** 6to4 (RFC 3056): relays send to the IPv4 address in bits 16–47. */
const SIX_TO_FOUR = block('2002::/16');
/** Teredo (RFC 4380): the server's IPv4 address in bits 32–63, the client's inverted in the last 32. */
const TEREDO = block('2001::/32');
/** Inside global unicast yet never a receiver: documentation, and benchmarking as 198.18.0.0/15 is. */
const NOT_GLOBAL = [block('2001:db8::/32'), block('3fff::/20'), block('2001:2::/48')];
const GLOBAL_UNICAST = block('2000::/3');

/**
 * IPv6: the forms that carry an IPv4 address are judged by it. A public one passes: NAT64 is how
 * an IPv6-only host reaches an IPv4 receiver, and 6to4 and Teredo relays deliver to that public
 * host. Otherwise only global unicast (2000::/3) may be called. That refuses ::, ::1, fc00::/7
 * unique local, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast, 100::/64 discard,
 * the deprecated IPv4-compatible ::a.b.c.d whatever IPv4 it names, and NAT64's local-use
 * 64:ff9b:1::/48 (RFC 8215), whose IPv4 address sits where its operator chose, so it cannot be judged.
 */
function privateV6(words: readonly number[]): boolean {
  const v4At = (index: number): number[] => {
    const [high = 0, low = 0] = words.slice(index, index + 2);
    return [high >> 8, high & 255, low >> 8, low & 255];
  };
  if (within(words, IPV4_MAPPED) || within(words, NAT64)) return privateV4(v4At(6));
  if (within(words, SIX_TO_FOUR)) return privateV4(v4At(1));
  if (within(words, TEREDO)) return privateV4(v4At(2)) || privateV4(v4At(6).map((octet) => octet ^ 255));
  if (NOT_GLOBAL.some((notGlobal) => within(words, notGlobal))) return true;
  return !within(words, GLOBAL_UNICAST);
}

function within(words: readonly number[], { words: prefix, bits }: Ipv6Block): boolean {
  for (let index = 0; index * 16 < bits; index += 1) {
    const mask = (0xffff << Math.max(0, 16 * (index + 1) - bits)) & 0xffff;
    if (((words[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded and a trailing dotted IPv4 read; null if it is none. */
function ipv6Words(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const compressed = halves.length === 2;
  const head = groupsOf(halves[0] ?? '', !compressed);
  const tail = compressed ? groupsOf(halves[1] ?? '', true) : [];
  if (head === null || tail === null) return null;
  const missing = 8 - head.length - tail.length;
  if (compressed ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array.from({ length: missing }, () => 0), ...tail];
}

function groupsOf(part: string, endsAddress: boolean): number[] | null {
  if (part === '') return [];
  const groups = part.split(':');
  const words: number[] = [];
  for (const [index, group] of groups.entries()) {
    const v4 = endsAddress && index === groups.length - 1 ? ipv4Octets(group) : null;
    if (v4 !== null) {
      const [a = 0, b = 0, c = 0, d = 0] = v4;
      words.push((a << 8) | b, (c << 8) | d);
    } else if (/^[0-9a-f]{1,4}$/i.test(group)) words.push(parseInt(group, 16));
    else return null;
  }
  return words;
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
