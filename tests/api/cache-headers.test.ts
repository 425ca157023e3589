import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIALECTS, ApiHarness, STRONG_PASSWORD, type SignedIn } from '../support/api-harness.js';
import { rawRequest } from '../support/raw-request.js';

const HSTS = 'max-age=31536000; includeSubDomains';

describe.each(API_DIALECTS)('API responses are never cached on %s', (dialect) => {
  let api: ApiHarness;
  let user: SignedIn;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
    user = await api.signUp({ email: 'cache-owner@example.com' });
  });
  afterAll(() => api.close());

  it.each([
    [
      'POST',
      '/api/auth/register',
      201,
      { name: 'New User', email: 'new-cache@example.com', password: STRONG_PASSWORD },
    ],
    ['POST', '/api/auth/login', 200, { email: 'cache-owner@example.com', password: STRONG_PASSWORD }],
    ['POST', '/api/auth/login', 401, { email: 'cache-owner@example.com', password: 'Wr0ng!password' }],
    ['POST', '/api/auth/login', 400, { email: 'not an email' }],
  ])('%s %s answering %i: no-store', async (method, path, status, body) => {
    const response = await api.request(method, path, { body });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['GET', '/api/auth/me', 200],
    ['POST', '/api/auth/refresh', 200],
    ['GET', '/api/users/freelancer-profile', 200],
    ['GET', '/api/bidding/settings', 200],
    ['GET', '/api/health', 200],
    ['GET', '/api/pricing/plans', 200],
    ['GET', '/api/admin/users', 403],
    ['GET', '/api/nothing-here', 404],
  ])('%s %s with a session answers %i: no-store', async (method, path, status) => {
    const response = await api.request(method, path, { token: user.token });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('does not cache refusals either: no session, or a path in disguise', async () => {
    expect((await api.request('GET', '/api/auth/me')).headers.get('cache-control')).toBe('no-store');
    const disguised = await rawRequest(api.baseUrl, 'GET', '/Api/auth/me', { token: user.token });
    expect(disguised.status).toBe(404);
    expect(disguised.headers['cache-control']).toBe('no-store');
  });

  it('does not cache the live event stream', async () => {
    const response = await fetch(`${api.baseUrl}/api/events?token=${encodeURIComponent(user.token)}`);
    await response.body?.cancel();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^no-store\b/);
  });

  it('sends no Strict-Transport-Security while the public address is plain http', async () => {
    expect((await api.request('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('Strict-Transport-Security when the public address is https', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start('sqlite', { publicUrl: 'https://bidpilot.example.com' });
  });
  afterAll(() => api.close());

  it('is on every response, errors included', async () => {
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/api/auth/me'],
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/login'],
      ['GET', '/dashboard'],
    ] as const) {
      const response = await api.request(method, path, { body: method === 'POST' ? {} : undefined });
      expect(response.headers.get('strict-transport-security'), `${method} ${path}`).toBe(HSTS);
    }
  });
});
