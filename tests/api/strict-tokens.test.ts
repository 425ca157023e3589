import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';

describe.each(API_DIALECTS)('session tokens compared strictly over HTTP on %s', (dialect) => {
  let api: ApiHarness;
  let user: SignedIn;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
    user = await api.signUp();
  });
  afterAll(() => api.close());

  const me = (authorization: string) => api.request('GET', '/api/auth/me', { headers: { authorization } });

  it('accepts the token exactly as issued', async () => {
    expect((await me(`Bearer ${user.token}`)).status).toBe(200);
  });

  it.each(['=', '==', 'A', '%3D', ' =', ' x', '.'])(
    'refuses the bearer token with %j after its signature',
    async (suffix) => {
      const response = await me(`Bearer ${user.token}${suffix}`);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
    },
  );

  it.each(['=', ' ', '\t', 'A'])('refuses the events token with %j after its signature', async (suffix) => {
    // Headers only: were the token wrongly accepted, the body would be an endless event stream.
    const response = await fetch(`${api.baseUrl}/api/events?token=${encodeURIComponent(`${user.token}${suffix}`)}`);
    await response.body?.cancel();
    expect(response.status).toBe(401);
  });

  it('refuses a padded token on the purchase call as it would any other session', async () => {
    const response = await api.request('POST', '/api/pricing/purchase', {
      headers: { authorization: `Bearer ${user.token}=` },
      body: { planSlug: 'starter', billingPeriod: 'monthly' },
    });
    expect(response.status).toBe(401);
  });
});
