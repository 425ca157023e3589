import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../adapters/storage/seed.js';
import type { User } from '../../core/domain/users/user.js';

/** A seeded in-memory store for payment use cases: the owner of what a test arranges, and a stranger to it. */
export interface OwnerAndStranger {
  readonly clock: FixedClock;
  readonly storage: InMemoryStorage;
  readonly owner: User;
  readonly stranger: User;
}

/** Default plans and packs on a clock fixed at 2026-03-01 10:00 UTC, with the two users created. */
export async function ownerAndStranger(): Promise<OwnerAndStranger> {
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');
  const storage = new InMemoryStorage(clock);
  await seedDefaults(storage);
  const owner = await storage.users.create({ name: 'Owner', email: 'owner@example.com', passwordHash: 'x' });
  const stranger = await storage.users.create({ name: 'Stranger', email: 'stranger@example.com', passwordHash: 'x' });
  return { clock, storage, owner, stranger };
}
