import type { SessionUser } from '../lib/session';

/** A signed-in user as GET /api/auth/me answers it; override what a test is about. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    _id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    isActive: true,
    subscriptionStatus: 'inactive',
    subscriptionPlan: null,
    currentPlan: null,
    planStatus: 'none',
    billingPeriod: null,
    planPurchaseDate: null,
    planExpirationDate: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    availableBids: 0,
    planBids: 0,
    extraBids: 0,
    unlimitedBids: false,
    planTerms: null,
    scheduledPlan: null,
    ...overrides,
  };
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
