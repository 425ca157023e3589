import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { KnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import { InMemoryStorage } from '../../adapters/storage/memory/in-memory-storage.js';
import type { Storage } from '../../core/ports/storage.port.js';
import type { TestDatabase } from '../support/databases.js';

export const T0 = '2026-03-01T10:00:00.000Z';
export const ENCRYPTION_KEY = Buffer.alloc(32, 7);

/** One implementation under test. `storage` may be replaced by `reset`: read it per test. */
export interface StorageHarness {
  storage: Storage;
  readonly clock: FixedClock;
  /** Empties every table and sets the clock back to T0. */
  reset(): Promise<void>;
  teardown(): Promise<void>;
  /** The stored OAuth token column as it sits in the database (real databases only). */
  readonly rawProfileToken?: (userId: string) => Promise<string | null>;
  /** Overwrites a search profile's stored rules column as written text, as an older release left it (real databases only). */
  readonly writeRawProfileRules?: (profileId: string, rules: string) => Promise<void>;
}

export type StorageSetup = () => Promise<StorageHarness>;

/** What an implementation can do beyond the port's minimum; cases that need more are skipped. */
export interface StorageFeatures {
  /** rawProfileToken is available and the token is encrypted at rest. */
  readonly encryptsTokens: boolean;
}

export const memorySetup: StorageSetup = async () => {
  const clock = new FixedClock(T0);
  const harness: StorageHarness = {
    storage: new InMemoryStorage(clock),
    clock,
    reset: async () => {
      harness.storage = new InMemoryStorage(clock);
      clock.set(T0);
    },
    teardown: async () => {},
  };
  return harness;
};

export const memoryFeatures: StorageFeatures = { encryptsTokens: false };
export const knexFeatures: StorageFeatures = { encryptsTokens: true };

/** A KnexStorage on a database of its own (one per describe block, so files never collide). */
export const knexSetup =
  (open: () => Promise<TestDatabase>): StorageSetup =>
  async () => {
    const database = await open();
    const clock = new FixedClock(T0);
    return {
      storage: new KnexStorage(database.db, clock, { encryptionKey: ENCRYPTION_KEY }),
      clock,
      reset: async () => {
        await database.truncate();
        clock.set(T0);
      },
      teardown: () => database.destroy(),
      rawProfileToken: async (userId) => {
        const row = (await database.db('freelancer_profiles').where({ user_id: userId }).first()) as
          { oauth_token_encrypted: string | null } | undefined;
        return row?.oauth_token_encrypted ?? null;
      },
      writeRawProfileRules: async (profileId, rules) => {
        await database.db('search_profiles').where({ id: profileId }).update({ rules });
      },
    };
  };

/** Opens the implementation once per describe block and resets it before every case. */
export function useHarness(setup: StorageSetup): () => StorageHarness {
  let harness: StorageHarness | undefined;
  beforeAll(async () => {
    harness = await setup();
  });
  beforeEach(async () => {
    await harness?.reset();
  });
  afterAll(async () => {
    await harness?.teardown();
  });
  return () => {
    if (harness === undefined) throw new Error('The storage harness is not open yet');
    return harness;
  };
}
