import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { createRuntime } from '../../../adapters/composition/runtime.js';
import { startEngine } from '../../../adapters/composition/engine.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { InProcessLeaderLock } from '../../../adapters/locks/in-process-leader-lock.js';
import { PostgresLeaderLock } from '../../../adapters/locks/postgres-leader-lock.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { createScratchDatabase, postgresAvailable } from '../../support/databases.js';

const silent = createLogger('silent');
const withPostgres = await postgresAvailable();
const sqliteFileIn = (dir: string) => join(dir, 'app.sqlite');
const configOn = (databaseUrl?: string, dir = mkdtempSync(join(tmpdir(), 'bp-engine-'))) =>
  loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl ?? `sqlite:${sqliteFileIn(dir)}` });

describe('the engine wired by the composition root', () => {
  it('runs under the leader lock the runtime chose, which closes with the runtime', async () => {
    const runtime = await createRuntime(configOn(), { logger: silent });
    const lock = runtime.leaderLock;
    expect(lock).toBeInstanceOf(InProcessLeaderLock);
    const engine = startEngine(runtime);
    try {
      expect(await engine.tick()).toMatchObject({ leader: true });
      expect(await lock.runExclusive('bidpilot:engine', () => engine.tick())).toEqual({
        ran: true,
        value: { leader: false },
      });
      expect(await lock.runExclusive('bidpilot:award-sync', () => engine.syncAwards())).toEqual({
        ran: true,
        value: { ran: false },
      });
    } finally {
      await engine.stop();
      await runtime.close();
    }
    await expect(lock.runExclusive('bidpilot:engine', async () => 'late')).rejects.toThrow('The leader lock is closed');
  });

  it('takes a test’s leader lock like any other adapter override, without opening a database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-engine-'));
    const config = configOn(undefined, dir);
    const leaderLock = new InProcessLeaderLock();
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    const runtime = await createRuntime(config, {
      logger: silent,
      clock,
      storage: new InMemoryStorage(clock),
      jobQueue: new InMemoryJobQueue(clock),
      leaderLock,
    });
    const engine = startEngine(runtime);
    try {
      expect(runtime.leaderLock).toBe(leaderLock);
      expect(existsSync(sqliteFileIn(dir))).toBe(false);
      expect(await leaderLock.runExclusive('bidpilot:engine', () => engine.tick())).toEqual({
        ran: true,
        value: { leader: false },
      });
    } finally {
      await engine.stop();
      await runtime.close();
    }
  });

  it.skipIf(!withPostgres)(
    'lets one of two processes on one Postgres run the engine, through the advisory lock the runtime chose',
    async () => {
      const database = await createScratchDatabase();
      const [first, second] = [
        await createRuntime(configOn(database.url), { logger: silent }),
        await createRuntime(configOn(database.url), { logger: silent }),
      ];
      const engine = startEngine(second);
      try {
        expect(first.leaderLock).toBeInstanceOf(PostgresLeaderLock);
        const whileFirstLeads = await first.leaderLock.runExclusive('bidpilot:engine', () => engine.tick());
        expect(whileFirstLeads).toEqual({ ran: true, value: { leader: false } });
        expect(await engine.tick()).toMatchObject({ leader: true });
      } finally {
        await engine.stop();
        await second.close();
        await first.close();
        await database.drop();
      }
    },
  );
});
