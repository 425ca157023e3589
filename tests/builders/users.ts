import { newUserRecord, type NewUser, type User } from '../../core/domain/users/user.js';
import { next } from './sequence.js';

export const aUser = (overrides: Partial<NewUser> = {}): NewUser => {
  const n = next();
  return { name: `User ${n}`, email: `user${n}@example.com`, passwordHash: `hash-${n}`, ...overrides };
};

/** A user as the repositories return one just created (newUserRecord), for rules that take a whole user. */
export const aStoredUser = (overrides: Partial<User> = {}, now = new Date('2026-01-01T00:00:00Z')): User => {
  const n = next();
  const created = newUserRecord(
    { id: `u${n}`, name: `User ${n}`, email: `user${n}@example.com`, passwordHash: `hash-${n}`, role: 'user' },
    now,
  );
  return { ...created, ...overrides };
};

/** A user's plan fields on an active, unlimited Enterprise month bought at `now`, as a completed purchase leaves them. */
export const onUnlimitedPlan = (now: Date) =>
  ({
    currentPlan: 'enterprise',
    planEntitlement: { bids: null, priceUsdCents: 9900, durationMonths: 1, orderedAt: new Date(0) },
    planStatus: 'active',
    billingPeriod: 'monthly',
    planPurchaseDate: now,
    planExpirationDate: new Date(now.getTime() + 86_400_000),
  }) as const satisfies Partial<User>;
