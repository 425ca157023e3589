import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Decides whether a notification's sender may be PayFast. */
export interface SourceCheck {
  isTrusted(ip: string): Promise<boolean>;
}

/** Resolves a host name to its addresses; throws or answers [] when it cannot. */
export type HostResolver = (host: string) => Promise<readonly string[]>;

/** The ITN source ranges PayFast publishes (docs/design.md#payfast). */
export const PAYFAST_ITN_RANGES: readonly string[] = [
  '197.97.145.144/28',
  '41.74.179.192/27',
  '102.216.36.0/28',
  '102.216.36.128/28',
  '144.126.193.139',
];
/** The hosts PayFast's docs resolve and compare with the sender. */
export const PAYFAST_ITN_HOSTS: readonly string[] = [
  'www.payfast.co.za',
  'w1w.payfast.co.za',
  'w2w.payfast.co.za',
  'sandbox.payfast.co.za',
];
const LOOPBACK_RANGES: readonly string[] = ['127.0.0.0/8', '::1'];

/** `::ffff:1.2.3.4` (how a dual-stack socket reports an IPv4 peer) is the IPv4 address 1.2.3.4. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed)?.[1];
  return mapped ?? trimmed;
}

const family = (ip: string): 'ipv4' | 'ipv6' | null => (isIP(ip) === 4 ? 'ipv4' : isIP(ip) === 6 ? 'ipv6' : null);

/** A matcher for addresses and CIDR blocks, IPv4 and IPv6; a malformed entry is a startup error. */
export function cidrMatcher(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const kind = family(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxPrefix = kind === 'ipv4' ? 32 : 128;
    if (kind === null || (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix))) {
      throw new Error(`Not an IP address or CIDR block: ${entry}`);
    }
    if (prefix === undefined) list.addAddress(address, kind);
    else list.addSubnet(address, prefix, kind);
  }
  return (ip) => {
    const address = normalizeIp(ip);
    const kind = family(address);
    return kind !== null && list.check(address, kind);
  };
}

/** A lookup that has not answered in time counts as one that failed. */
function withTimeout(lookup: Promise<readonly string[]>, ms: number): Promise<readonly string[]> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<readonly string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), ms);
    timer.unref();
  });
  return Promise.race([lookup, expired]).finally(() => clearTimeout(timer));
}

const systemResolver: HostResolver = async (host) => (await lookup(host, { all: true })).map((entry) => entry.address);

export interface PayFastSourcesOptions {
  /** Addresses and CIDR blocks to trust; PayFast's published ranges by default. */
  readonly ranges?: readonly string[];
  /** Hosts whose current addresses are trusted too; PayFast's four by default. */
  readonly hosts?: readonly string[];
  readonly resolve?: HostResolver;
  /** How long resolved addresses are reused; 5 minutes by default. */
  readonly ttlMs?: number;
  /** A lookup slower than this adds nothing; 5 s by default. */
  readonly lookupTimeoutMs?: number;
  readonly now?: () => number;
}

/**
 * PayFast's senders: the published ranges, plus whatever PayFast's hosts resolve to now (the docs'
 * own check, which follows PayFast when it moves). DNS is asked only for an address outside the
 * ranges, at most once per `ttlMs` (concurrent checks share one lookup), and a host that fails
 * to resolve simply adds nothing.
 */
export function payFastSources(options: PayFastSourcesOptions = {}): SourceCheck {
  const inRanges = cidrMatcher(options.ranges ?? PAYFAST_ITN_RANGES);
  const hosts = options.hosts ?? PAYFAST_ITN_HOSTS;
  const resolve = options.resolve ?? systemResolver;
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const lookupTimeoutMs = options.lookupTimeoutMs ?? 5_000;
  let cached: { readonly at: number; readonly matches: Promise<(ip: string) => boolean> } | undefined;

  const resolveAll = async (): Promise<(ip: string) => boolean> => {
    const answers = await Promise.all(
      hosts.map((host) => withTimeout(resolve(host), lookupTimeoutMs).catch((): readonly string[] => [])),
    );
    return cidrMatcher(
      answers
        .flat()
        .map(normalizeIp)
        .filter((address) => family(address) !== null),
    );
  };
  // Compared through a BlockList, so two spellings of one IPv6 address still match.
  const resolvedMatcher = (): Promise<(ip: string) => boolean> => {
    if (cached === undefined || now() - cached.at >= ttlMs) cached = { at: now(), matches: resolveAll() };
    return cached.matches;
  };

  return {
    async isTrusted(ip) {
      const address = normalizeIp(ip);
      if (family(address) === null) return false;
      if (inRanges(address)) return true;
      return (await resolvedMatcher())(address);
    },
  };
}

/** The built-in simulator posts from this very process: only loopback senders are trusted. */
export function loopbackSources(): SourceCheck {
  const isLoopback = cidrMatcher(LOOPBACK_RANGES);
  return { isTrusted: async (ip) => isLoopback(ip) };
}
