import { describe, expect, it } from 'vitest';
import {
  cidrMatcher,
  loopbackSources,
  normalizeIp,
  payFastSources,
  PAYFAST_ITN_HOSTS,
  type HostResolver,
} from './source-check.js';

/** A scripted resolver that counts its lookups: tests never ask real DNS. */
function scriptedResolver(answers: Readonly<Record<string, readonly string[] | Error>>) {
  const asked: string[] = [];
  const resolve: HostResolver = async (host) => {
    asked.push(host);
    const answer = answers[host];
    if (answer instanceof Error) throw answer;
    return answer ?? [];
  };
  return { resolve, asked };
}

describe('normalizeIp', () => {
  it('reads an IPv4-mapped IPv6 address as the IPv4 address, and leaves others alone', () => {
    expect(normalizeIp('::ffff:197.97.145.150')).toBe('197.97.145.150');
    expect(normalizeIp('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(normalizeIp(' 10.0.0.1 ')).toBe('10.0.0.1');
    expect(normalizeIp('::1')).toBe('::1');
    expect(normalizeIp('2001:db8::ffff:1.2.3.4')).toBe('2001:db8::ffff:1.2.3.4');
  });
});

describe('cidrMatcher', () => {
  const matches = cidrMatcher(['197.97.145.144/28', '144.126.193.139', '2001:db8::/32']);

  it('matches the whole of a block and nothing beside it', () => {
    expect(matches('197.97.145.144')).toBe(true);
    expect(matches('197.97.145.159')).toBe(true);
    expect(matches('197.97.145.143')).toBe(false);
    expect(matches('197.97.145.160')).toBe(false);
  });

  it('matches a single address exactly', () => {
    expect(matches('144.126.193.139')).toBe(true);
    expect(matches('144.126.193.138')).toBe(false);
  });

  it('matches IPv6 blocks whatever the spelling, and IPv4-mapped senders against IPv4 blocks', () => {
    expect(matches('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe(true);
    expect(matches('2001:db9::1')).toBe(false);
    expect(matches('::ffff:197.97.145.150')).toBe(true);
  });

  it('answers false for anything that is not an address', () => {
    expect(matches('')).toBe(false);
    expect(matches('payfast.co.za')).toBe(false);
    expect(matches('197.97.145.150/28')).toBe(false);
  });

  it('refuses a malformed entry when built', () => {
    expect(() => cidrMatcher(['10.0.0.0/33'])).toThrow('Not an IP address or CIDR block: 10.0.0.0/33');
    expect(() => cidrMatcher(['example.com'])).toThrow('Not an IP address or CIDR block');
    expect(() => cidrMatcher(['10.0.0.0/x'])).toThrow('Not an IP address or CIDR block');
  });
});

describe('payFastSources', () => {
  it('trusts every published range without asking DNS', async () => {
    const dns = scriptedResolver({});
    const sources = payFastSources({ resolve: dns.resolve });

    for (const ip of [
      '197.97.145.150',
      '41.74.179.200',
      '102.216.36.5',
      '102.216.36.140',
      '144.126.193.139',
      '::ffff:41.74.179.223',
    ]) {
      expect(await sources.isTrusted(ip)).toBe(true);
    }
    expect(dns.asked).toEqual([]);
  });

  it('trusts what PayFast’s four hosts resolve to, and refuses other addresses', async () => {
    const dns = scriptedResolver({ 'www.payfast.co.za': ['198.51.100.7'], 'sandbox.payfast.co.za': ['2001:db8::7'] });
    const sources = payFastSources({ resolve: dns.resolve });

    expect(await sources.isTrusted('198.51.100.7')).toBe(true);
    expect(await sources.isTrusted('2001:db8:0::7')).toBe(true);
    expect(await sources.isTrusted('203.0.113.9')).toBe(false);
    expect([...dns.asked].sort()).toEqual([...PAYFAST_ITN_HOSTS].sort());
  });

  it('reuses resolved addresses for the ttl, sharing one lookup between concurrent checks, then asks again', async () => {
    let now = 0;
    const dns = scriptedResolver({ 'www.payfast.co.za': ['198.51.100.7'] });
    const sources = payFastSources({
      resolve: dns.resolve,
      hosts: ['www.payfast.co.za'],
      ttlMs: 1_000,
      now: () => now,
    });

    await Promise.all([
      sources.isTrusted('203.0.113.1'),
      sources.isTrusted('203.0.113.2'),
      sources.isTrusted('198.51.100.7'),
    ]);
    now = 999;
    await sources.isTrusted('203.0.113.3');
    expect(dns.asked).toEqual(['www.payfast.co.za']);

    now = 1_000;
    await sources.isTrusted('203.0.113.4');
    expect(dns.asked).toEqual(['www.payfast.co.za', 'www.payfast.co.za']);
  });

  it('lets a failed or hanging lookup add nothing while the other hosts still count', async () => {
    const dns = scriptedResolver({
      'www.payfast.co.za': new Error('ENOTFOUND'),
      'w1w.payfast.co.za': ['198.51.100.8'],
    });
    const hanging: HostResolver = (host) =>
      host === 'w2w.payfast.co.za' ? new Promise(() => undefined) : dns.resolve(host);
    const sources = payFastSources({ resolve: hanging, lookupTimeoutMs: 10 });

    expect(await sources.isTrusted('198.51.100.8')).toBe(true);
    expect(await sources.isTrusted('203.0.113.9')).toBe(false);
  });

  it('refuses a sender that is not an address at all', async () => {
    const dns = scriptedResolver({});
    expect(await payFastSources({ resolve: dns.resolve }).isTrusted('unknown')).toBe(false);
    expect(dns.asked).toEqual([]);
  });

  it('takes configured ranges instead of the published ones', async () => {
    const sources = payFastSources({ ranges: ['127.0.0.1'], hosts: [], resolve: scriptedResolver({}).resolve });
    expect(await sources.isTrusted('127.0.0.1')).toBe(true);
    expect(await sources.isTrusted('197.97.145.150')).toBe(false);
  });
});

describe('loopbackSources', () => {
  it('trusts loopback senders only, IPv4, IPv6 and IPv4-mapped', async () => {
    const sources = loopbackSources();
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(await sources.isTrusted(ip)).toBe(true);
    for (const ip of ['197.97.145.150', '10.0.0.1', '::2', '']) expect(await sources.isTrusted(ip)).toBe(false);
  });
});
