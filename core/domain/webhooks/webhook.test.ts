import { describe, expect, it } from 'vitest';
import {
  endpointUrlProblem,
  isPrivateAddress,
  judgeAttempt,
  describeAttempt,
  maskedEndpointUrl,
  newWebhookSecret,
  nextAttemptAt,
  secretHint,
  webhookPayload,
  RETRY_WINDOW_MS,
} from './webhook.js';

const t0 = new Date('2026-03-01T10:00:00.000Z');
const after = (ms: number): Date => new Date(t0.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('nextAttemptAt', () => {
  it('follows the schedule 5 s, 5 min, 30 min, 2 h, 5 h, 10 h from the last attempt', () => {
    expect(nextAttemptAt(1, t0, t0)).toEqual(after(5_000));
    expect(nextAttemptAt(2, t0, after(5_000))).toEqual(after(5_000 + 5 * MINUTE));
    expect(nextAttemptAt(3, t0, after(5 * MINUTE))).toEqual(after(35 * MINUTE));
    expect(nextAttemptAt(4, t0, after(35 * MINUTE))).toEqual(after(2 * HOUR + 35 * MINUTE));
    expect(nextAttemptAt(5, t0, after(2 * HOUR + 35 * MINUTE))).toEqual(after(7 * HOUR + 35 * MINUTE));
    expect(nextAttemptAt(6, t0, after(7 * HOUR + 35 * MINUTE))).toEqual(after(17 * HOUR + 35 * MINUTE));
  });

  it('gives up once the next wait would pass 24 h after the first attempt', () => {
    expect(nextAttemptAt(7, t0, after(17 * HOUR + 35 * MINUTE))).toBeNull();
    expect(nextAttemptAt(2, t0, after(RETRY_WINDOW_MS - 60_000))).toBeNull();
    expect(nextAttemptAt(8, t0, t0)).toBeNull();
  });
});

describe('judgeAttempt', () => {
  it('delivers on 2xx, switches off on 410 or a refused address, retries anything else', () => {
    expect(judgeAttempt({ kind: 'answered', status: 200 })).toBe('delivered');
    expect(judgeAttempt({ kind: 'answered', status: 299 })).toBe('delivered');
    expect(judgeAttempt({ kind: 'answered', status: 410 })).toBe('dead');
    expect(judgeAttempt({ kind: 'refused', error: 'private' })).toBe('dead');
    for (const status of [301, 400, 404, 429, 500, 503])
      expect(judgeAttempt({ kind: 'answered', status })).toBe('retry');
    expect(judgeAttempt({ kind: 'unreachable', error: 'timeout' })).toBe('retry');
  });

  it('describes failures for the log, and a success as nothing', () => {
    expect(describeAttempt({ kind: 'answered', status: 204 })).toBeNull();
    expect(describeAttempt({ kind: 'answered', status: 302 })).toBe('Answered 302: redirects are not followed');
    expect(describeAttempt({ kind: 'answered', status: 500 })).toBe('Answered 500');
    expect(describeAttempt({ kind: 'unreachable', error: 'No answer within 10 s' })).toBe('No answer within 10 s');
  });
});

describe('endpointUrlProblem', () => {
  const production = { allowPrivate: false };
  const offline = { allowPrivate: true };

  it('takes a public https URL anywhere, and http or loopback offline only', () => {
    expect(endpointUrlProblem('https://hooks.example.com/bidpilot?x=1', production)).toBeNull();
    expect(endpointUrlProblem('http://localhost:3000/sandbox/webhook-inbox/abc', offline)).toBeNull();
    expect(endpointUrlProblem('http://hooks.example.com/', production)).toBe('URL must use https');
    expect(endpointUrlProblem('https://localhost/', production)).toMatch(/private, loopback or link-local/);
    expect(endpointUrlProblem('https://127.0.0.1/', production)).toMatch(/private/);
    expect(endpointUrlProblem('https://[::1]/', production)).toMatch(/private/);
    expect(endpointUrlProblem('https://169.254.169.254/', production)).toMatch(/private/);
  });

  it('refuses an IPv6 address that carries a private IPv4 one, as the URL parser writes it', () => {
    for (const raw of [
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[64:ff9b::169.254.169.254]/',
      'https://[64:ff9b::7f00:1]/',
      'https://[64:ff9b:1::a9fe:a9fe]/',
      'https://[::7f00:1]/',
      'https://[::127.0.0.1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://[2002:a9fe:a9fe::1]/',
      'https://[2001:0:a9fe:a9fe::1]/',
      'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/',
    ])
      expect(endpointUrlProblem(raw, production), raw).toMatch(/private, loopback or link-local/);
  });

  it('refuses the other IPv6 ranges that are no receiver', () => {
    for (const raw of [
      'https://[::]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[fec0::1]/',
      'https://[ff02::1]/',
      'https://[100::1]/',
      'https://[2001:db8::1]/',
    ])
      expect(endpointUrlProblem(raw, production), raw).toMatch(/private, loopback or link-local/);
  });

  it('takes a public IPv4 address reached through NAT64, 6to4 or Teredo, and plain global IPv6', () => {
    for (const raw of [
      'https://[64:ff9b::808:808]/',
      'https://[2002:808:808::1]/',
      'https://[2001:0:4136:e378:8000:63bf:f7f7:f7f7]/',
      'https://[2606:4700::1111]/',
    ])
      expect(endpointUrlProblem(raw, production), raw).toBeNull();
  });

  it('refuses what is not an absolute http(s) URL, credentials, and overlong URLs', () => {
    for (const raw of ['', 'hooks.example.com', 'ftp://example.com/', 'javascript:alert(1)', 'file:///etc/passwd'])
      expect(endpointUrlProblem(raw, offline)).toBe('URL must be an absolute http(s) address');
    expect(endpointUrlProblem('https://user:pass@example.com/', offline)).toBe(
      'URL must not carry a user name or password',
    );
    expect(endpointUrlProblem(`https://example.com/${'a'.repeat(2048)}`, offline)).toMatch(/at most 2048/);
  });
});

describe('isPrivateAddress', () => {
  it('knows the IPv4 ranges a server must not call', () => {
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '127.0.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '93.184.216.34'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('knows IPv6 loopback, unique local, link-local, and IPv4-mapped addresses', () => {
    for (const address of [
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['2606:4700::1111', '::ffff:8.8.8.8', 'example.com'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  // What a name resolves to at send time, in the forms node's lookup writes (IPv4-compatible ones dotted).
  it('judges NAT64 addresses by their IPv4 address, so DNS64 cannot smuggle a private one through', () => {
    for (const address of ['64:ff9b::a9fe:a9fe', '64:ff9b::169.254.169.254', '64:ff9b::a00:1', '64:ff9b::c0a8:101'])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['64:ff9b::808:808', '64:ff9b::8.8.8.8', '64:ff9b::5db8:d822'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it("refuses NAT64's local-use prefix, whose IPv4 address sits where its operator chose", () => {
    for (const address of ['64:ff9b:1::a9fe:a9fe', '64:ff9b:1::808:808', '64:ff9b:1:ffff::1'])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it('refuses every deprecated IPv4-compatible address, dotted or not', () => {
    for (const address of ['::127.0.0.1', '::7f00:1', '::a9fe:a9fe', '::8.8.8.8', '::808:808', '0:0:0:0:0:0:7f00:1'])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it('judges 6to4 by the IPv4 address in bits 16–47', () => {
    for (const address of ['2002:7f00:1::1', '2002:a9fe:a9fe::', '2002:c0a8:101:1::1', '2002:a00:1::'])
      expect(isPrivateAddress(address), address).toBe(true);
    expect(isPrivateAddress('2002:808:808::1')).toBe(false);
  });

  it("judges Teredo by its server's IPv4 address and its client's, stored inverted", () => {
    // Server 65.54.227.120 (4136:e378); the client 8.8.8.8 is f7f7:f7f7 inverted, 10.0.0.1 f5ff:fffe.
    expect(isPrivateAddress('2001:0:4136:e378:8000:63bf:f7f7:f7f7')).toBe(false);
    expect(isPrivateAddress('2001:0:4136:e378:8000:63bf:f5ff:fffe')).toBe(true);
    expect(isPrivateAddress('2001:0:a9fe:a9fe:8000:63bf:f7f7:f7f7')).toBe(true);
    expect(isPrivateAddress('2001::4136:e378:8000:63bf:80ff:fffe')).toBe(true);
  });

  it('refuses site-local, discard, documentation, benchmarking and anything else outside global unicast', () => {
    for (const address of [
      'fec0::1',
      'feff::1',
      '100::1',
      '100::ffff:ffff:ffff:ffff',
      '2001:db8::1',
      '3fff::1',
      '2001:2::1',
      '1234::1',
      '4000::1',
      '::ffff:0:808:808',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['2001:4860:4860::8888', '2a00:1450:4001::200e', '3ffe::1', '2001:db9::1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('reads any spelling of an address, and refuses what looks like IPv6 but does not parse', () => {
    for (const address of ['FE80::1', '0000:0000:0000:0000:0000:0000:0000:0001', '::FFFF:7F00:1'])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of [
      'fe80::1%eth0',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      ':::',
      '::1.2.3',
      '2606:4700::11111',
      '1.2.3.4::',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    expect(isPrivateAddress('2606:4700:0:0:0:0:0:1111')).toBe(false);
  });
});

describe('maskedEndpointUrl', () => {
  it('names an endpoint without its query, fragment or user info, its last path part hidden but four characters', () => {
    expect(maskedEndpointUrl('https://hooks.example.com/bidpilot?token=s3cret#frag')).toBe(
      'https://hooks.example.com/••••ilot',
    );
    expect(maskedEndpointUrl('https://hooks.zapier.com/hooks/catch/123/abcdef1234/')).toBe(
      'https://hooks.zapier.com/hooks/catch/123/••••1234',
    );
    expect(maskedEndpointUrl('https://user:pass@hooks.example.com:8443/?token=s3cret')).toBe(
      'https://hooks.example.com:8443',
    );
    expect(maskedEndpointUrl('https://[2606:4700::1111]/in')).toBe('https://[2606:4700::1111]/••••in');
    expect(maskedEndpointUrl('not a url')).toBe('••••');
  });
});

describe('secrets and payloads', () => {
  it('makes whsec_ secrets of 32 random bytes and hints at them by a prefix only', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(secretHint(secret)).toBe(`${secret.slice(0, 10)}…`);
  });

  it('writes the Standard Webhooks body: type, timestamp, data', () => {
    expect(JSON.parse(webhookPayload('bid.awarded', t0, { bidId: 'b1' }))).toEqual({
      type: 'bid.awarded',
      timestamp: '2026-03-01T10:00:00.000Z',
      data: { bidId: 'b1' },
    });
  });
});
