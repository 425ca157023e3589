import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIALECTS, ApiHarness, STRONG_PASSWORD } from '../support/api-harness.js';

describe.each(API_DIALECTS)('auth API on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  describe('POST /api/auth/register', () => {
    it('creates a user and answers a token and the user, without the password hash', async () => {
      const response = await api.request('POST', '/api/auth/register', {
        body: { name: '  Grace  ', email: 'Grace@Example.com', password: STRONG_PASSWORD },
      });

      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        success: true,
        message: 'Registration successful!',
        token: expect.any(String),
      });
      expect(response.body.user).toMatchObject({
        name: 'Grace',
        email: 'grace@example.com',
        role: 'user',
        isActive: true,
        availableBids: 0,
        planStatus: 'none',
      });
      expect(response.body.user.id).toBe(response.body.user._id);
      expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash/);
    });

    it('refuses a weak password with the exact policy message', async () => {
      const response = await api.request('POST', '/api/auth/register', {
        body: { name: 'Weak', email: 'weak@example.com', password: 'abc' },
      });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Password must contain: uppercase letter, number, symbol, minimum 8 characters',
        errorCode: 'VALIDATION_FAILED',
        field: 'password',
      });
    });

    it('refuses a second account with the same email in any case', async () => {
      await api.signUp({ email: 'twice@example.com' });
      const response = await api.request('POST', '/api/auth/register', {
        body: { name: 'Again', email: 'TWICE@example.com', password: STRONG_PASSWORD },
      });

      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        success: false,
        errorCode: 'USER_ALREADY_EXISTS',
        message: 'A user with this email already exists',
      });
    });

    it('refuses missing fields and wrong types with 400, naming the field', async () => {
      const missing = await api.request('POST', '/api/auth/register', {
        body: { email: 'x@example.com', password: STRONG_PASSWORD },
      });
      const wrongType = await api.request('POST', '/api/auth/register', {
        body: { name: 42, email: 'x@example.com', password: STRONG_PASSWORD },
      });

      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('name');
      expect(wrongType.status).toBe(400);
      expect(wrongType.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    });

    it.each([
      ['a right-to-left override', 'Eve\u202Eevil'],
      ['a zero-width space', 'Ad\u200Bmin'],
      ['a soft hyphen', 'Ad\u00ADmin'],
      ['a line break inside', 'Eve\nBcc: all@victims.test'],
      ['an escape sequence', 'Eve\u001B[2J'],
    ])('refuses a name holding %s, as admins and mails would show it, creating no account', async (_case, name) => {
      const email = `hidden-${randomUUID()}@example.com`;
      const response = await api.request('POST', '/api/auth/register', {
        body: { name, email, password: STRONG_PASSWORD },
      });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message:
          'Name cannot contain control or invisible characters (line breaks, tabs, zero-width spaces, text-direction marks)',
        errorCode: 'VALIDATION_FAILED',
        field: 'name',
      });
      expect(await api.deps.storage.users.findByEmail(email)).toBeNull();
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password', async () => {
      const { user } = await api.signUp({ email: 'login@example.com' });
      const response = await api.request('POST', '/api/auth/login', {
        body: { email: 'LOGIN@example.com', password: STRONG_PASSWORD },
      });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, message: 'Login successful!', user: { id: user.id } });
    });

    it('answers 401 with one message for a wrong password and an unknown email', async () => {
      await api.signUp({ email: 'wrong@example.com' });
      const wrong = await api.request('POST', '/api/auth/login', {
        body: { email: 'wrong@example.com', password: 'Nope!1234' },
      });
      const unknown = await api.request('POST', '/api/auth/login', {
        body: { email: 'nobody@example.com', password: 'Nope!1234' },
      });

      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password', errorCode: 'UNAUTHORIZED' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses a disabled user, and their existing token stops working', async () => {
      const { token, user } = await api.signUp({ email: 'disabled@example.com' });
      await api.deps.storage.users.update(user.id, { isActive: false });

      const login = await api.request('POST', '/api/auth/login', {
        body: { email: 'disabled@example.com', password: STRONG_PASSWORD },
      });
      const me = await api.request('GET', '/api/auth/me', { token });

      expect(login.status).toBe(403);
      expect(login.body.message).toBe('Your account has been disabled. Please contact support.');
      expect(me.status).toBe(401);
    });

    it('limits failed attempts per email with 429, and lets the right password in after the window', async () => {
      await api.signUp({ email: 'guessed@example.com' });
      const attempt = (password: string) =>
        api.request('POST', '/api/auth/login', { body: { email: 'guessed@example.com', password } });
      for (let i = 0; i < 5; i += 1) expect((await attempt('Wrong!1234')).status).toBe(401);

      const limited = await attempt(STRONG_PASSWORD);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({
        success: false,
        errorCode: 'RATE_LIMITED',
        message: expect.stringContaining('Too many attempts'),
      });

      api.deps.clock.advance(15 * 60_000);
      expect((await attempt(STRONG_PASSWORD)).status).toBe(200);
    });
  });

  it('limits registrations and sign-in attempts per IP', async () => {
    const strict = await ApiHarness.start(dialect, { rateLimits: { signInPerIp: 3, registrationsPerIp: 2 } });
    try {
      await strict.signUp();
      await strict.signUp();
      await expect(strict.signUp()).rejects.toThrow(/429/);
      const login = () =>
        strict.request('POST', '/api/auth/login', {
          body: { email: `ip-${Math.random()}@example.com`, password: 'Wrong!1234' },
        });
      for (let i = 0; i < 3; i += 1) expect((await login()).status).toBe(401);
      expect((await login()).status).toBe(429);
    } finally {
      await strict.close();
    }
  });

  describe('GET /api/auth/me and POST /api/auth/refresh', () => {
    it('answers the signed-in user', async () => {
      const { token, user } = await api.signUp();
      const response = await api.request('GET', '/api/auth/me', { token });

      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ id: user.id, email: user.email, availableBids: 0 });
    });

    it('reads the user and their bids afresh on every request: a new balance shows at once, and disabling refuses the very next one', async () => {
      const { token, user } = await api.signUp();
      expect((await api.request('GET', '/api/auth/me', { token })).body.user).toMatchObject({
        availableBids: 0,
        planBids: 0,
        extraBids: 0,
      });

      await api.deps.storage.ledger.credit({
        userId: user.id,
        kind: 'addon_grant',
        key: `me:${user.id}`,
        planDelta: 0,
        extraDelta: 3,
      });
      expect((await api.request('GET', '/api/auth/me', { token })).body.user).toMatchObject({
        availableBids: 3,
        extraBids: 3,
      });

      await api.deps.storage.users.update(user.id, { isActive: false });
      expect((await api.request('GET', '/api/auth/me', { token })).status).toBe(401);
      await api.deps.storage.users.update(user.id, { isActive: true });
      expect((await api.request('GET', '/api/auth/me', { token })).status).toBe(200);
    });

    it('answers 401 without a token, with a forged one and with an expired one', async () => {
      const { token } = await api.signUp();
      const forged = `${token.slice(0, -4)}AAAA`;

      expect((await api.request('GET', '/api/auth/me')).status).toBe(401);
      expect((await api.request('GET', '/api/auth/me', { token: forged })).status).toBe(401);
      api.deps.clock.advance(8 * 24 * 3600_000);
      const expired = await api.request('GET', '/api/auth/me', { token });
      api.deps.clock.advance(-8 * 24 * 3600_000);
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
    });

    it('refreshes a valid session into a new working token', async () => {
      const { token, user } = await api.signUp();
      api.deps.clock.advance(1000);
      const refreshed = await api.request('POST', '/api/auth/refresh', { token });

      expect(refreshed.status).toBe(200);
      expect(refreshed.body.token).not.toBe(token);
      expect((await api.request('GET', '/api/auth/me', { token: refreshed.body.token })).body.user.id).toBe(user.id);
    });
  });

  describe('bad input', () => {
    it('answers malformed JSON with 400, never 500', async () => {
      const response = await api.request('POST', '/api/auth/login', {
        rawBody: '{"email": ',
        headers: { 'content-type': 'application/json' },
      });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Malformed request body: expected valid JSON',
        errorCode: 'VALIDATION_FAILED',
      });
    });

    it('answers a body over 1 MB with 413', async () => {
      const response = await api.request('POST', '/api/auth/login', {
        body: { email: 'big@example.com', password: 'x'.repeat(1_100_000) },
      });

      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE' });
    });

    it.each([['text/plain'], ['application/xml'], ['application/octet-stream']])(
      'answers a body sent as %s with 415 and changes nothing, never reading it as an empty one',
      async (type) => {
        const { token } = await api.signUp();
        const before = (await api.request('GET', '/api/bidding/settings', { token })).body.settings;
        const response = await api.request('PUT', '/api/bidding/settings', {
          token,
          rawBody: JSON.stringify({ minBidUsd: 7 }),
          headers: { 'content-type': type },
        });

        expect(response.status).toBe(415);
        expect(response.body).toEqual({
          success: false,
          message: 'Send the request body as JSON (content-type: application/json)',
          errorCode: 'UNSUPPORTED_MEDIA_TYPE',
        });
        expect((await api.request('GET', '/api/bidding/settings', { token })).body.settings).toEqual(before);
      },
    );

    it('takes a call without a body whatever its content type says', async () => {
      const { token } = await api.signUp();
      const response = await api.request('POST', '/api/auth/logout', {
        token,
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.status).toBe(200);
    });

    it('refuses unknown fields', async () => {
      const response = await api.request('POST', '/api/auth/login', {
        body: { email: 'a@example.com', password: 'x', role: 'admin' },
      });
      expect(response.status).toBe(400);
    });
  });
});
