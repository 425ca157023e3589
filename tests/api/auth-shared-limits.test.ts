import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../support/databases.js';
import { ApiHarness, STRONG_PASSWORD } from '../support/api-harness.js';

// Two API servers over one Postgres stand for two server processes (docs/design.md#security).
describe.skipIf(!(await postgresAvailable()))('sign-in limits shared by two servers on one Postgres', () => {
  let first: ApiHarness;
  let second: ApiHarness;
  beforeAll(async () => {
    first = await ApiHarness.start('postgres');
    second = await ApiHarness.start('postgres', { sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const attempt = (api: ApiHarness, email: string, password: string) =>
    api.request('POST', '/api/auth/login', { body: { email, password } });

  it('refuses the 6th failure for one email with 429 when the failures were spread over both servers', async () => {
    await first.signUp({ email: 'spread@example.com' });
    for (const api of [first, second, first, second, second])
      expect((await attempt(api, 'spread@example.com', 'Wrong!1234')).status).toBe(401);

    const limited = await attempt(first, 'SPREAD@example.com', STRONG_PASSWORD);

    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      errorCode: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
    expect((await attempt(second, 'spread@example.com', STRONG_PASSWORD)).status).toBe(429);
  });

  it('clears the failures on both servers when one of them lets the right password in', async () => {
    await first.signUp({ email: 'cleared@example.com' });
    for (const api of [first, second, first, second])
      expect((await attempt(api, 'cleared@example.com', 'Wrong!1234')).status).toBe(401);

    expect((await attempt(second, 'cleared@example.com', STRONG_PASSWORD)).status).toBe(200);

    for (const api of [first, second, first, second, first])
      expect((await attempt(api, 'cleared@example.com', 'Wrong!1234')).status).toBe(401);
    expect((await attempt(second, 'cleared@example.com', 'Wrong!1234')).status).toBe(429);
  });
});
