import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIALECTS, ApiHarness, STRONG_PASSWORD } from '../support/api-harness.js';

/** Every 429 the API answers says, in Retry-After, how many seconds to wait (RFC 9110 §10.2.3). */
describe.each(API_DIALECTS)('Retry-After on every 429 on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect, { rateLimits: { signInPerIp: 2, registrationsPerIp: 1 } });
  });
  afterAll(() => api.close());

  it('answers the seconds until the registration window of the address frees', async () => {
    await api.signUp();
    api.deps.clock.advance(20 * 60_000);
    const refused = await api.request('POST', '/api/auth/register', {
      body: { name: 'Late', email: 'late@example.com', password: STRONG_PASSWORD },
    });

    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toBe('2400');
  });

  it('answers the seconds until the sign-in window of the address frees', async () => {
    const attempt = () =>
      api.request('POST', '/api/auth/login', {
        body: { email: `ip-${Math.random()}@example.com`, password: 'Wrong!1234' },
      });
    expect([(await attempt()).status, (await attempt()).status]).toEqual([401, 401]);
    api.deps.clock.advance(60_000);
    const refused = await attempt();

    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('840');
  });

  it('answers a minute when Freelancer is limiting requests, as the message says', async () => {
    const { token } = await api.signedIn();
    api.deps.marketplace.failNext('MARKETPLACE_RATE_LIMITED');
    const refused = await api.request('PUT', '/api/users/freelancer-profile', {
      token,
      body: { oauthToken: 'tok-busy' },
    });

    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('MARKETPLACE_RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toBe('60');
  });

  it('answers no Retry-After on other refusals', async () => {
    const refused = await api.request('POST', '/api/auth/login', { body: { email: 'x@example.com' } });

    expect(refused.status).toBe(400);
    expect(refused.headers.get('retry-after')).toBeNull();
  });
});
