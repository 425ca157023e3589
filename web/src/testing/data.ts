import { toUserResponse } from '@contract/user';
import { newUserRecord } from '@core/domain/users/user';
import { viewUserWithBalance } from '@core/use-cases/users/user-view';
import type { SessionUser } from '../lib/session';

const CREATED = new Date('2026-01-01T00:00:00.000Z');

/**
 * A signed-in user as GET /api/auth/me answers it: a user just signed up (newUserRecord, the one
 * new-user default) with no bids, through the contract's own response mapping. Override what a
 * test is about.
 */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const user = newUserRecord(
    { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com', passwordHash: '', role: 'user' },
    CREATED,
  );
  return { ...toUserResponse(viewUserWithBalance(user, { plan: 0, extra: 0 }, CREATED)), ...overrides };
}

export const testAdmin = (overrides: Partial<SessionUser> = {}): SessionUser =>
  testUser({
    id: 'admin-1',
    _id: 'admin-1',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    role: 'admin',
    ...overrides,
  });

/** The token renderApp stores for a signed-in test user. */
export const TEST_TOKEN = 'test-token';
