import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { createHttpApp } from '../../../adapters/http/app.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { HttpFreelancerMarketplace } from '../../../adapters/marketplace/http-freelancer-marketplace.js';
import { freelancerSimulatorRouter } from '../../../adapters/simulators/freelancer/freelancer-simulator-router.js';
import { FreelancerSimulatorState } from '../../../adapters/simulators/freelancer/simulator-state.js';
import { KnexStorage } from '../../../adapters/storage/knex/knex-storage.js';
import { PollProjectFeed } from '../../../core/use-cases/engine/poll-project-feed.js';
import { ENCRYPTION_KEY } from '../../contract/storage-harness.js';
import { aFeedProject } from '../../builders/projects.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';

/**
 * The feed poller through the real Freelancer adapter against the built-in simulator, which lists
 * the last updated projects first as Freelancer may. A busy spell of projects the feed already
 * holds is edited by their owners, so they fill the first page; the project posted meanwhile is
 * on the second page and is still found. Two pollers stand for two server processes sharing the
 * database: the second reads on from where the first left the feed.
 */
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const SECOND = 1_000;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(dialects)('the feed poller against the Freelancer simulator on %s', (dialect) => {
  /** The simulator (no generated stream) behind the real adapter, and the product's storage, on one database of the dialect. */
  async function simulated() {
    const clock = new FixedClock('2026-03-01T12:00:00Z');
    const database: TestDatabase = dialect === 'sqlite' ? await openSqlite() : await openPostgres({ poolMax: 4 });
    cleanups.push(() => database.destroy());
    const state = await FreelancerSimulatorState.open({ db: database.db, clock, stream: false });
    const app = createHttpApp({
      storage: { ping: async () => true },
      logger: createLogger('silent'),
      routers: [freelancerSimulatorRouter({ state })],
    });
    const server: Server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const marketplace = new HttpFreelancerMarketplace({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/freelancer/api`,
      timeoutMs: 5_000,
    });
    const storage = new KnexStorage(database.db, clock, { encryptionKey: ENCRYPTION_KEY });
    return { clock, state, marketplace, storage };
  }

  it('finds a new project when 150 recently edited older projects fill the first page', async () => {
    const { clock, state, marketplace, storage } = await simulated();
    const at = (secondsAgo: number): Date => new Date(clock.now().getTime() - secondsAgo * SECOND);

    // A busy spell: 150 projects in the last 75 seconds, all read by the first process's poll.
    for (let n = 0; n < 150; n++) await state.seedProject(aFeedProject(String(40_000_000 + n), at(1 + n / 2)));
    expect(await new PollProjectFeed(storage, marketplace, clock, { serviceToken: 'service' }).execute()).toMatchObject(
      { calls: 2, added: 150 },
    );

    // Half a minute on, a project is posted, and the owners of the busy spell's projects edit them.
    clock.advance(30 * SECOND);
    await state.seedProject(aFeedProject('40000999', at(5)));
    expect(await state.editOlderProjects(at(5).getTime())).toBe(150);
    const firstPage = await marketplace.searchActiveProjects({
      token: 'service',
      since: at(10 * 60),
      limit: 100,
      offset: 0,
    });
    expect(firstPage.listed).toBe(100);
    expect(firstPage.projects.map((project) => project.id)).not.toContain('40000999');

    const second = await new PollProjectFeed(storage, marketplace, clock, { serviceToken: 'service' }).execute();

    expect(second).toMatchObject({ calls: 2, added: 1 });
    expect(await storage.feed.knownIds(['40000999'])).toEqual(new Set(['40000999']));
  });

  it("stores the kinds, client and status Freelancer's answers carry", async () => {
    const { clock, state, marketplace, storage } = await simulated();
    await state.seedProject(aFeedProject('40001001', clock.now(), { kinds: ['nda', 'featured'], ownerId: '81234999' }));
    await state.seedProject(aFeedProject('40001002', clock.now()));

    await new PollProjectFeed(storage, marketplace, clock, { serviceToken: 'service' }).execute();

    const stored = Object.fromEntries(
      (await storage.feed.listSeenSince(new Date(0))).map(({ project }) => [project.id, project]),
    );
    expect(stored['40001001']).toMatchObject({ kinds: ['nda', 'featured'], ownerId: '81234999', isOpen: true });
    expect(stored['40001002']).toMatchObject({ kinds: [], ownerId: '81234567', isOpen: true });
  });
});
