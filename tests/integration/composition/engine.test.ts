import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/clock/fixed-clock.js';
import { closeContainer, createContainer } from '../../../adapters/composition/container.js';
import { startEngine } from '../../../adapters/composition/engine.js';
import { TOKENS } from '../../../adapters/composition/tokens.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { InMemoryJobQueue } from '../../../adapters/jobs/in-memory-job-queue.js';
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
  it('runs under the leader lock the container chose, which closes with the container', async () => {
    const container = await createContainer(configOn(), { logger: silent });
    const lock = container.get(TOKENS.LeaderLock);
    expect(lock).toBeInstanceOf(InProcessLeaderLock);
    const engine = startEngine(container);
    try {
      expect(await engine.tick()).toMatchObject({ leader: true });
      expect(await lock.runExclusive('bidpilot:engine', () => engine.tick())).toEqual({ ran: true, value: { leader: false } });
      expect(await lock.runExclusive('bidpilot:award-sync', () => engine.syncAwards())).toEqual({ ran: true, value: { ran: false } });
    } finally {
      await engine.stop();
      await closeContainer(container);
    }
    await expect(lock.runExclusive('bidpilot:engine', async () => 'late')).rejects.toThrow('The leader lock is closed');
  });

  it('takes a test’s leader lock like any other adapter override, without opening a database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-engine-'));
    const config = configOn(undefined, dir);
    const leaderLock = new InProcessLeaderLock();
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    const container = await createContainer(config, { logger: silent, clock, storage: new InMemoryStorage(clock), jobQueue: new InMemoryJobQueue(clock), leaderLock });
    const engine = startEngine(container);
    try {
      expect(container.get(TOKENS.LeaderLock)).toBe(leaderLock);
      expect(existsSync(sqliteFileIn(dir))).toBe(false);
      expect(await leaderLock.runExclusive('bidpilot:engine', () => engine.tick())).toEqual({ ran: true, value: { leader: false } });
    } finally {
      await engine.stop();
      await closeContainer(container);
    }
  });

  it.skipIf(!withPostgres)('lets one of two processes on one Postgres run the engine, through the advisory lock the container chose', async () => {
    const database = await createScratchDatabase();
    const [first, second] = [await createContainer(configOn(database.url), { logger: silent }), await createContainer(configOn(database.url), { logger: silent })];
    const engine = startEngine(second);
    try {
      expect(first.get(TOKENS.LeaderLock)).toBeInstanceOf(PostgresLeaderLock);
      const whileFirstLeads = await first.get(TOKENS.LeaderLock).runExclusive('bidpilot:engine', () => engine.tick());
      expect(whileFirstLeads).toEqual({ ran: true, value: { leader: false } });
      expect(await engine.tick()).toMatchObject({ leader: true });
    } finally {
      await engine.stop();
      await closeContainer(second);
      await closeContainer(first);
      await database.drop();
    }
  });
});
