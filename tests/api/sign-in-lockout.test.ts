import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIALECTS, ApiHarness, STRONG_PASSWORD, type ApiResponse } from '../support/api-harness.js';

const WRONG = 'Wrong!1234';
/** Documentation addresses (RFC 5737): the owner's and the attackers'. */
const OWNER = '203.0.113.10';
const ATTACKER = '198.51.100.66';

/**
 * Sign-in limits per (e-mail, client address), under a looser ceiling per e-mail. Behind one
 * trusted proxy (TRUST_PROXY=1) each request's client address is the last X-Forwarded-For entry,
 * which is how these tests come from several addresses over loopback.
 */
describe.each(API_DIALECTS)('sign-in lockout per e-mail and address on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { trustedProxyHops: 1 });
  });
  afterAll(() => api.close());

  const signIn = (from: string, email: string, password: string) =>
    api.request('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': from } });
  const fail = async (from: string, email: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) statuses.push((await signIn(from, email, WRONG)).status);
    return statuses;
  };

  it('lets the owner in while an attacker at another address has failed 20 times, and locks the attacker after 5', async () => {
    await api.signUp({ email: 'owner@example.com' });
    const attempts: ApiResponse[] = [];
    for (let i = 0; i < 20; i += 1) attempts.push(await signIn(ATTACKER, 'owner@example.com', WRONG));

    expect(attempts.map((response) => response.status)).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expect(attempts.at(-1)?.body).toEqual({
      success: false,
      errorCode: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
    expect((await signIn(ATTACKER, 'owner@example.com', STRONG_PASSWORD)).status).toBe(429);
    expect((await signIn(OWNER, 'OWNER@example.com', STRONG_PASSWORD)).status).toBe(200);
  });

  it('locks an address out of that e-mail only, until its window ends', async () => {
    await api.signUp({ email: 'target@example.com' });
    await api.signUp({ email: 'neighbour@example.com' });
    expect(await fail('198.51.100.7', 'target@example.com', 5)).toEqual(Array(5).fill(401));

    expect((await signIn('198.51.100.7', 'target@example.com', STRONG_PASSWORD)).status).toBe(429);
    expect((await signIn('198.51.100.7', 'neighbour@example.com', STRONG_PASSWORD)).status).toBe(200);
    api.deps.clock.advance(15 * 60_000);
    expect((await signIn('198.51.100.7', 'target@example.com', STRONG_PASSWORD)).status).toBe(200);
  });

  it('counts a whole IPv6 /64 as one address, so taking a new address per guess gains nothing', async () => {
    await api.signUp({ email: 'ipv6@example.com' });
    const guesses: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      guesses.push((await signIn(`2001:db8:7:7::${i.toString(16)}`, 'ipv6@example.com', WRONG)).status);

    expect(guesses).toEqual([...Array(5).fill(401), 429]);
    expect((await signIn('2001:db8:7:8::1', 'ipv6@example.com', STRONG_PASSWORD)).status).toBe(200);
  });

  it("clears only the signing-in address's failures when the right password comes in", async () => {
    await api.signUp({ email: 'cleared@example.com' });
    expect(await fail(ATTACKER, 'cleared@example.com', 4)).toEqual(Array(4).fill(401));
    expect(await fail(OWNER, 'cleared@example.com', 4)).toEqual(Array(4).fill(401));

    expect((await signIn(OWNER, 'cleared@example.com', STRONG_PASSWORD)).status).toBe(200);

    // The attacker's four failures still count: one more, then locked.
    expect(await fail(ATTACKER, 'cleared@example.com', 2)).toEqual([401, 429]);
    // The owner starts again from none.
    expect(await fail(OWNER, 'cleared@example.com', 6)).toEqual([...Array(5).fill(401), 429]);
  });

  it("answers Retry-After with the seconds left in the address's window on every refusal", async () => {
    await api.signUp({ email: 'waiting@example.com' });
    await fail('198.51.100.8', 'waiting@example.com', 5);

    const first = await signIn('198.51.100.8', 'waiting@example.com', WRONG);
    api.deps.clock.advance(6 * 60_000 + 500);
    const later = await signIn('198.51.100.8', 'waiting@example.com', STRONG_PASSWORD);

    expect([first.status, later.status]).toEqual([429, 429]);
    expect(first.headers.get('retry-after')).toBe('900');
    expect(later.headers.get('retry-after')).toBe('540');
    expect(later.body.message).toBe('Too many attempts. Please wait 9 minutes and try again.');
  });
});

describe.each(API_DIALECTS)('the per-e-mail ceiling across addresses on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { trustedProxyHops: 1, rateLimits: { signInAttemptsPerEmail: 8 } });
  });
  afterAll(() => api.close());

  const signIn = (from: string, password: string) =>
    api.request('POST', '/api/auth/login', {
      body: { email: 'ceiling@example.com', password },
      headers: { 'x-forwarded-for': from },
    });

  it("refuses every address with 429 and Retry-After once the e-mail's ceiling is reached, and lets the owner in after the window", async () => {
    await api.signUp({ email: 'ceiling@example.com' });
    const statuses: number[] = [];
    for (const from of ['198.51.100.1', '198.51.100.2'])
      for (let i = 0; i < 4; i += 1) statuses.push((await signIn(from, WRONG)).status);
    expect(statuses).toEqual(Array(8).fill(401));
    api.deps.clock.advance(5 * 60_000);

    const owner = await signIn(OWNER, STRONG_PASSWORD);
    const newcomer = await signIn('198.51.100.3', WRONG);

    expect([owner.status, newcomer.status]).toEqual([429, 429]);
    expect(owner.body).toEqual({
      success: false,
      errorCode: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 10 minutes and try again.',
    });
    expect(owner.headers.get('retry-after')).toBe('600');
    expect(newcomer.headers.get('retry-after')).toBe('600');
    api.deps.clock.advance(10 * 60_000);
    expect((await signIn(OWNER, STRONG_PASSWORD)).status).toBe(200);
  });

  it("counts the e-mail's attempts afresh once its owner resets the password, so the new one works at once", async () => {
    await api.signUp({ email: 'reset-owner@example.com' });
    const attempt = (from: string, password: string) =>
      api.request('POST', '/api/auth/login', {
        body: { email: 'reset-owner@example.com', password },
        headers: { 'x-forwarded-for': from },
      });
    for (const from of ['198.51.100.21', '198.51.100.22']) for (let i = 0; i < 4; i += 1) await attempt(from, WRONG);
    expect((await attempt(OWNER, STRONG_PASSWORD)).status).toBe(429);

    await api.request('POST', '/api/auth/forgot-password', { body: { email: 'reset-owner@example.com' } });
    await api.mailQueuedPasswordResets();
    const mail = api.deps.mailOutbox.sentTo('reset-owner@example.com').at(-1)?.text ?? '';
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
    const reset = await api.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'N3w!password-ok' },
      headers: { 'x-forwarded-for': OWNER },
    });

    expect(reset.status).toBe(200);
    expect((await attempt(OWNER, 'N3w!password-ok')).status).toBe(200);
    // A wrong token clears nothing.
    for (const from of ['198.51.100.23', '198.51.100.24']) for (let i = 0; i < 4; i += 1) await attempt(from, WRONG);
    const guessed = await api.request('POST', '/api/auth/reset-password', {
      body: { token: 'not-a-mailed-token', password: 'N3w!password-ok' },
    });
    expect(guessed.status).toBe(400);
    expect((await attempt(OWNER, 'N3w!password-ok')).status).toBe(429);
  });

  it("does not count an address's attempts once that address is locked", async () => {
    await api.signUp({ email: 'patient@example.com' });
    const attempt = (from: string, password: string) =>
      api.request('POST', '/api/auth/login', {
        body: { email: 'patient@example.com', password },
        headers: { 'x-forwarded-for': from },
      });
    // Five counted failures, then twenty refused ones that must not use up the ceiling of 8.
    for (let i = 0; i < 25; i += 1) await attempt(ATTACKER, WRONG);

    expect((await attempt(OWNER, STRONG_PASSWORD)).status).toBe(200);
  });
});

/** POST /api/auth/login over a socket bound to `localAddress`, answering the status. */
function signInFrom(baseUrl: string, localAddress: string, email: string, password: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    const sent = request(
      `${baseUrl}/api/auth/login`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Linux routes all of 127.0.0.0/8 to loopback; elsewhere only 127.0.0.1 may exist. */
const canBindLoopbackAliases = await new Promise<boolean>((resolve) => {
  const probe = request('http://127.0.0.1:9/', { localAddress: '127.0.0.2' });
  probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'EADDRNOTAVAIL'));
  probe.end();
});

// Without TRUST_PROXY, over real sockets from two loopback addresses: the default deployment.
describe.skipIf(!canBindLoopbackAliases).each(API_DIALECTS)(
  "sign-in lockout by the socket's address on %s",
  (dialect) => {
    let api: ApiHarness;
    beforeAll(async () => {
      api = await ApiHarness.start(dialect);
    });
    afterAll(() => api.close());

    it("locks the attacker's address after 5 failures and still lets the owner in from another", async () => {
      await api.signUp({ email: 'socket@example.com' });
      const attacker: number[] = [];
      for (let i = 0; i < 8; i += 1)
        attacker.push(await signInFrom(api.baseUrl, '127.0.0.2', 'socket@example.com', WRONG));

      expect(attacker).toEqual([...Array(5).fill(401), 429, 429, 429]);
      expect(await signInFrom(api.baseUrl, '127.0.0.3', 'socket@example.com', STRONG_PASSWORD)).toBe(200);
    });
  },
);
