import { afterAll, beforeAll, expect } from 'vitest';
import { ApiHarness, type Dialect, type SignedIn } from './api-harness.js';

/** A describe block's server with an admin and a regular user, each with a session. */
export interface ApiWithAdmin {
  readonly api: ApiHarness;
  readonly admin: SignedIn;
  readonly user: SignedIn;
}

/**
 * Starts an ApiHarness on `dialect` before the block's first test, with an admin and a regular
 * user named `userName` created in storage, and closes it after the last. The fields are set
 * once the block's `beforeAll` has run: read them in tests and later hooks.
 */
export function useApiWithAdmin(dialect: Dialect, userName = 'Rita Regular'): ApiWithAdmin {
  const state = {} as { api: ApiHarness; admin: SignedIn; user: SignedIn };
  beforeAll(async () => {
    state.api = await ApiHarness.start(dialect);
    state.admin = await state.api.signedIn('admin');
    state.user = await state.api.signedIn('user', userName);
  });
  afterAll(() => state.api?.close());
  return state;
}

/** Expects `method path` to answer 401 without a session and 403, with the admin-only refusal, to the regular user. */
export async function expectAdminOnly(ctx: ApiWithAdmin, method: string, path: string, body?: unknown): Promise<void> {
  const anonymous = await ctx.api.request(method, path, { body });
  const regular = await ctx.api.request(method, path, { token: ctx.user.token, body });

  expect(anonymous.status).toBe(401);
  expect(anonymous.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
  expect(regular.status).toBe(403);
  expect(regular.body).toEqual({ success: false, message: 'Admin access required', errorCode: 'FORBIDDEN' });
}
