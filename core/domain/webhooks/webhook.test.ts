import { describe, expect, it } from 'vitest';
import {
  endpointUrlProblem,
  isPrivateAddress,
  judgeAttempt,
  describeAttempt,
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
