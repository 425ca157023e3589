import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { openKnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import { seedDefaults } from '../../adapters/storage/seed.js';
import { openSqlite } from '../support/databases.js';
import { describeAllStorageContracts } from './all-contracts.js';
import { ENCRYPTION_KEY, knexFeatures, knexSetup } from './storage-harness.js';

describeAllStorageContracts(
  'sqlite',
  knexSetup(() => openSqlite()),
  knexFeatures,
);

describe('openKnexStorage', () => {
  it('connects to a DATABASE_URL, migrates, and answers until closed', async () => {
    const storage = await openKnexStorage('sqlite::memory:', new FixedClock(), { encryptionKey: ENCRYPTION_KEY });
    expect(await storage.ping()).toBe(true);
    expect(await seedDefaults(storage)).toEqual({ plans: 3, addons: 3 });
    await storage.close();
    expect(await storage.ping()).toBe(false);
  });

  it('refuses an encryption key that is not 32 bytes', async () => {
    await expect(
      openKnexStorage('sqlite::memory:', new FixedClock(), { encryptionKey: Buffer.alloc(16) }),
    ).rejects.toThrow(/32 bytes/);
  });
});
