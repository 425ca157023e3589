import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../core/domain/auth/session.js';
import { API_DIALECTS, ApiHarness, STRONG_PASSWORD } from '../support/api-harness.js';

const DAY_MS = 24 * 3600_000;

describe.each(API_DIALECTS)('sessions on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  const signIn = async (email: string, password = STRONG_PASSWORD) => {
    const response = await api.request('POST', '/api/auth/login', { body: { email, password } });
    expect(response.status).toBe(200);
    return response.body.token as string;
  };
  const me = async (token: string) => (await api.request('GET', '/api/auth/me', { token })).status;

  describe('POST /api/auth/logout', () => {
    it('ends this session on the server: the same token is refused afterwards, even for refresh', async () => {
      const { token } = await api.signUp();
      expect(await me(token)).toBe(200);

      const logout = await api.request('POST', '/api/auth/logout', { token });

      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ success: true, message: 'Logged out successfully' });
      expect(await me(token)).toBe(401);
      expect((await api.request('POST', '/api/auth/refresh', { token })).status).toBe(401);
      expect((await api.request('POST', '/api/auth/logout', { token })).status).toBe(401);
    });

    it('ends only this device: the same user signed in elsewhere stays signed in', async () => {
      const { user, token: phone } = await api.signUp();
      const laptop = await signIn(user.email);

      await api.request('POST', '/api/auth/logout', { token: phone });

      expect(await me(phone)).toBe(401);
      expect(await me(laptop)).toBe(200);
    });

    it('a refreshed token belongs to the same session: logging out with either ends both', async () => {
      const { token } = await api.signUp();
      const refreshed = (await api.request('POST', '/api/auth/refresh', { token })).body.token as string;

      await api.request('POST', '/api/auth/logout', { token: refreshed });

      expect(await me(token)).toBe(401);
      expect(await me(refreshed)).toBe(401);
    });

    it('answers 401 without a session', async () => {
      expect((await api.request('POST', '/api/auth/logout')).status).toBe(401);
    });
  });

  describe('disable and enable', () => {
    it('re-enabling a disabled user does not revive the tokens issued before the disable', async () => {
      const admin = await api.signedIn('admin');
      const { user, token } = await api.signUp();

      const disable = await api.request('PATCH', `/api/admin/users/${user.id}/status`, {
        token: admin.token,
        body: { isActive: false },
      });
      expect(disable.status).toBe(200);
      expect(await me(token)).toBe(401);
      const enable = await api.request('PATCH', `/api/admin/users/${user.id}/status`, {
        token: admin.token,
        body: { isActive: true },
      });
      expect(enable.status).toBe(200);

      expect(await me(token)).toBe(401);
      expect(await me(await signIn(user.email))).toBe(200);
    });
  });

  describe('absolute lifetime', () => {
    it('refresh keeps the session going for its lifetime and no further: past 30 days from sign-in the token is refused', async () => {
      const { token } = await api.signUp();
      let current = token;
      const started = api.deps.clock.now().getTime();
      // Refreshed every 6 days, inside the 7-day token lifetime each time.
      while (api.deps.clock.now().getTime() + 6 * DAY_MS < started + SESSION_ABSOLUTE_LIFETIME_MS) {
        api.deps.clock.advance(6 * DAY_MS);
        const refresh = await api.request('POST', '/api/auth/refresh', { token: current });
        expect(refresh.status).toBe(200);
        current = refresh.body.token;
      }
      api.deps.clock.set(new Date(started + SESSION_ABSOLUTE_LIFETIME_MS - 1000));
      expect(await me(current)).toBe(200);

      api.deps.clock.set(new Date(started + SESSION_ABSOLUTE_LIFETIME_MS));

      expect(await me(current)).toBe(401);
      expect((await api.request('POST', '/api/auth/refresh', { token: current })).status).toBe(401);
    });
  });
});
