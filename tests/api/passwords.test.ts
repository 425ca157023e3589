import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_REQUESTED_MESSAGE, RESET_TOKEN_LIFETIME_MS } from '../../core/use-cases/auth/password-reset.js';
import { API_DIALECTS, ApiHarness, STRONG_PASSWORD } from '../support/api-harness.js';

const NEW_PASSWORD = 'N3w!Password';

describe.each(API_DIALECTS)('password change and reset on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  const signIn = (email: string, password: string) =>
    api.request('POST', '/api/auth/login', { body: { email, password } });
  const me = async (token: string) => (await api.request('GET', '/api/auth/me', { token })).status;
  /** The token of the last reset link mailed to the address, read from the outbox as its owner would from the mail. */
  const mailedToken = (email: string): string => {
    const mails = api.deps.mailOutbox.sentTo(email);
    const link = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
    if (link === null) throw new Error(`no reset link mailed to ${email}`);
    return link[1]!;
  };
  /** Asks for a reset link, then lets the worker mail what the request queued. */
  const forgot = async (email: string) => {
    const answer = await api.request('POST', '/api/auth/forgot-password', { body: { email } });
    await api.mailQueuedPasswordResets();
    return answer;
  };
  const reset = (token: string, password = NEW_PASSWORD) =>
    api.request('POST', '/api/auth/reset-password', { body: { token, password } });

  describe('POST /api/auth/change-password', () => {
    it('refuses a wrong current password and keeps the old one', async () => {
      const { user, token } = await api.signUp();
      const wrong = await api.request('POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: 'Wr0ng!pass', newPassword: NEW_PASSWORD },
      });

      expect(wrong.status).toBe(403);
      expect(wrong.body).toEqual({
        success: false,
        message: 'Current password is incorrect',
        errorCode: 'FORBIDDEN',
        field: 'currentPassword',
      });
      expect((await signIn(user.email, STRONG_PASSWORD)).status).toBe(200);
      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(401);
    });

    it('refuses a weak new password with the policy message', async () => {
      const { token } = await api.signUp();
      const weak = await api.request('POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: STRONG_PASSWORD, newPassword: 'short' },
      });

      expect(weak.status).toBe(400);
      expect(weak.body).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        message: 'Password must contain: uppercase letter, number, symbol, minimum 8 characters',
      });
    });

    it('changes the password, ends every other session, and keeps this one with a fresh token', async () => {
      const { user, token } = await api.signUp();
      const other = (await signIn(user.email, STRONG_PASSWORD)).body.token as string;

      const change = await api.request('POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });

      expect(change.status).toBe(200);
      expect(change.body).toMatchObject({ success: true, token: expect.any(String), user: { id: user.id } });
      expect(await me(other)).toBe(401);
      expect(await me(token)).toBe(200);
      expect(await me(change.body.token)).toBe(200);
      expect((await signIn(user.email, STRONG_PASSWORD)).status).toBe(401);
      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    });
  });

  describe('POST /api/auth/forgot-password and /reset-password', () => {
    it('answers an unknown and a known e-mail identically, and mails only the known one', async () => {
      const { user } = await api.signUp();
      const known = await forgot(user.email.toUpperCase());
      const unknown = await forgot('nobody-here@example.com');

      expect(known.status).toBe(200);
      expect(known.body).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(api.deps.mailOutbox.sentTo('nobody-here@example.com')).toEqual([]);
      expect(api.deps.mailOutbox.sentTo(user.email)).toHaveLength(1);
    });

    it('answers before the account is looked up or mailed: the mail leaves with a worker, after the answer', async () => {
      const { user } = await api.signUp();
      const answer = await api.request('POST', '/api/auth/forgot-password', { body: { email: user.email } });
      expect(answer.body).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
      expect(api.deps.mailOutbox.sentTo(user.email)).toEqual([]);
      expect(await api.mailQueuedPasswordResets()).toEqual(['sent']);
      expect(api.deps.mailOutbox.sentTo(user.email)).toHaveLength(1);
    });

    it('mails a disabled account nothing, with the same answer', async () => {
      const { user } = await api.signUp();
      await api.deps.storage.users.update(user.id, { isActive: false });

      expect((await forgot(user.email)).body).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
      expect(api.deps.mailOutbox.sentTo(user.email)).toEqual([]);
    });

    it('resets with the mailed token once: the new password works, every old session ends, and the token is refused the second time', async () => {
      const { user, token: before } = await api.signUp();
      await forgot(user.email);
      const token = mailedToken(user.email);

      const first = await reset(token);
      const again = await reset(token, 'An0ther!Pass');

      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true });
      expect(await me(before)).toBe(401);
      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        success: false,
        message: 'This password reset link is invalid or has expired. Please request a new one.',
        errorCode: 'RESET_TOKEN_INVALID',
      });
      expect((await signIn(user.email, 'An0ther!Pass')).status).toBe(401);
    });

    it('refuses an expired token', async () => {
      const { user } = await api.signUp();
      await forgot(user.email);
      const token = mailedToken(user.email);
      api.deps.clock.advance(RESET_TOKEN_LIFETIME_MS);

      expect((await reset(token)).body).toMatchObject({ errorCode: 'RESET_TOKEN_INVALID' });
      expect((await signIn(user.email, STRONG_PASSWORD)).status).toBe(200);
    });

    it('a token resets only the account it was mailed to, whatever else the request says', async () => {
      const { user: alice } = await api.signUp();
      const { user: bob } = await api.signUp();
      await forgot(alice.email);
      const aliceToken = mailedToken(alice.email);

      const attempt = await api.request('POST', '/api/auth/reset-password', {
        body: { token: aliceToken, password: NEW_PASSWORD, userId: bob.id },
      });
      const plain = await reset(aliceToken);

      expect(attempt.status).toBe(400);
      expect(plain.status).toBe(200);
      expect((await signIn(bob.email, STRONG_PASSWORD)).status).toBe(200);
      expect((await signIn(bob.email, NEW_PASSWORD)).status).toBe(401);
      expect((await signIn(alice.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses made-up, altered and empty tokens', async () => {
      const { user } = await api.signUp();
      await forgot(user.email);
      const token = mailedToken(user.email);

      for (const guess of [
        'x'.repeat(43),
        `${token}x`,
        token.slice(0, -1),
        token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      ]) {
        expect((await reset(guess)).body).toMatchObject({ errorCode: 'RESET_TOKEN_INVALID' });
      }
      expect((await reset('')).status).toBe(400);
      expect((await reset(token)).status).toBe(200);
    });

    it('keeps the token usable after a weak password is refused', async () => {
      const { user } = await api.signUp();
      await forgot(user.email);
      const token = mailedToken(user.email);

      const weak = await reset(token, 'weak');

      expect(weak.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
      expect((await reset(token)).status).toBe(200);
    });

    it('limits reset mails per e-mail with 429 and Retry-After, in any spelling of the address, known or not', async () => {
      const { user } = await api.signUp();
      const spellings = [user.email, user.email.toUpperCase(), ` ${user.email}`, user.email, user.email];
      for (const email of spellings) expect((await forgot(email)).status).toBe(200);

      const limited = await forgot(user.email);
      const unknownLimited = await (async () => {
        for (let i = 0; i < 5; i += 1) await forgot('nobody-twice@example.com');
        return forgot('nobody-twice@example.com');
      })();

      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(unknownLimited.status).toBe(429);
      expect(unknownLimited.body).toEqual(limited.body);
      expect(api.deps.mailOutbox.sentTo(user.email)).toHaveLength(5);
    });

    it('stores the token only hashed: the database holds no mailed token', async () => {
      const { user } = await api.signUp();
      await forgot(user.email);
      const token = mailedToken(user.email);
      const db = (api.deps.storage as unknown as { db: Knex }).db;

      const rows = (await db('password_resets').where({ user_id: user.id })) as { token_hash: string }[];

      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).not.toContain(token);
    });
  });
});
