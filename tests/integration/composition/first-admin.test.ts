import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '../../../adapters/auth/argon2-password-hasher.js';
import { startBidPilot } from '../../../adapters/composition/bidpilot.js';
import { createRuntime } from '../../../adapters/composition/runtime.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import type { Storage } from '../../../core/ports/storage.port.js';
import { createScratchDatabase, postgresAvailable } from '../../support/databases.js';

const silent = createLogger('silent');
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const hasher = new Argon2PasswordHasher();

/** ADMIN_EMAIL at start, as `npm start` runs it: the first admin is created, never taken over. */
describe.each(dialects)('first admin at start on %s', (dialect) => {
  let env: Record<string, string>;
  let dropDatabase: () => Promise<void>;

  beforeEach(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bp-first-admin-'));
    const scratch = dialect === 'postgres' ? await createScratchDatabase() : null;
    env = {
      PORT: '0',
      SCHEDULER: 'off',
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url ?? `sqlite:${join(dataDir, 'bidpilot.sqlite')}`,
    };
    dropDatabase = scratch?.drop ?? (async () => {});
  });
  afterEach(() => dropDatabase());

  async function withStorage<T>(work: (storage: Storage) => Promise<T>): Promise<T> {
    const runtime = await createRuntime(loadConfig(env), { logger: silent });
    try {
      return await work(runtime.storage);
    } finally {
      await runtime.close();
    }
  }

  const startWith = (admin: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string }) =>
    startBidPilot(loadConfig({ ...env, ...admin }), silent);

  it('refuses to start when ADMIN_EMAIL belongs to an ordinary account, says why in one line, and leaves the account as it was', async () => {
    const squatter = await withStorage(async (storage) =>
      storage.users.create({
        name: 'Early Bird',
        email: 'owner@x.test',
        passwordHash: await hasher.hash('Squatter!1'),
      }),
    );

    const refusal = await startWith({ ADMIN_EMAIL: 'Owner@x.test', ADMIN_PASSWORD: 'Adm1n!pass' }).then(
      () => null,
      (error: unknown) => error as Error,
    );

    expect(refusal?.message).toMatch(
      /^ADMIN_EMAIL: owner@x\.test belongs to an existing account that is not an admin; it is not promoted/,
    );
    expect(refusal?.message).not.toContain('\n');
    await withStorage(async (storage) => {
      expect(await storage.users.findById(squatter.id)).toEqual(squatter);
      expect(await storage.users.countByRole('admin')).toBe(0);
    });
  });

  it('refuses a weak ADMIN_PASSWORD at start, naming the variable and the policy', async () => {
    await expect(startWith({ ADMIN_EMAIL: 'root@x.test', ADMIN_PASSWORD: 'password' })).rejects.toThrow(
      'ADMIN_PASSWORD: Password must contain: uppercase letter, number, symbol',
    );
    await withStorage(async (storage) => expect((await storage.users.counts()).total).toBe(0));
  });

  it('creates the first admin once; a later start with another password changes nothing', async () => {
    await (await startWith({ ADMIN_EMAIL: 'root@x.test', ADMIN_PASSWORD: 'Adm1n!pass' })).stop();
    await (await startWith({ ADMIN_EMAIL: 'root@x.test', ADMIN_PASSWORD: 'Other!pass1' })).stop();

    await withStorage(async (storage) => {
      const admin = await storage.users.findByEmail('root@x.test');
      expect(admin?.role).toBe('admin');
      expect(await hasher.verify(admin?.passwordHash ?? '', 'Adm1n!pass')).toBe(true);
      expect((await storage.users.counts()).total).toBe(1);
    });
  });
});
