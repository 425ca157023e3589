import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { SystemClock } from '../../../adapters/clock/system-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { createBidWorker, type QueueWorker } from '../../../adapters/jobs/bid-worker.js';
import { KnexJobQueue } from '../../../adapters/jobs/knex-job-queue.js';
import { TemplateProposalWriter } from '../../../adapters/llm/template-proposal-writer.js';
import { KnexWorkLeases } from '../../../adapters/locks/knex-work-leases.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { FakeMarketplace } from '../../../adapters/testing/fake-marketplace.js';
import { InMemoryMarketplaceBackoff } from '../../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { createKnex } from '../../../adapters/storage/knex/knex-client.js';
import { KnexStorage } from '../../../adapters/storage/knex/knex-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { NO_PACING } from '../../../core/domain/bidding/pacing.js';
import type { JobQueue } from '../../../core/ports/job-queue.port.js';
import type { PlaceBidRequest } from '../../../core/ports/marketplace.port.js';
import { bidJobKeys } from '../../../core/use-cases/engine/bid-job-keys.js';
import { PaceBid } from '../../../core/use-cases/engine/pace-bid.js';
import { PlaceBid } from '../../../core/use-cases/engine/place-bid.js';
import {
  PLACE_BID_QUEUE,
  placeBidOptions,
  toPayloadProject,
  type PlaceBidPayload,
} from '../../../core/use-cases/engine/place-bid-job.js';
import { ENCRYPTION_KEY } from '../../contract/storage-harness.js';
import { aFeedProject } from '../../builders/projects.js';
import { aBidder } from '../../fixtures/engine.js';
import {
  POSTGRES_URL,
  openPostgres,
  openSqlite,
  postgresAvailable,
  type TestDatabase,
} from '../../support/databases.js';

/** The fake marketplace whose bid calls with a stalled token never answer until released, as a Freelancer that hangs. */
class StallingMarketplace extends FakeMarketplace {
  readonly started: string[] = [];
  private readonly gates = new Map<string, { readonly open: Promise<void>; readonly release: () => void }>();

  stall(token: string): void {
    let release = (): void => undefined;
    const open = new Promise<void>((resolve) => (release = resolve));
    this.gates.set(token, { open, release });
  }

  releaseAll(): void {
    for (const gate of this.gates.values()) gate.release();
  }

  override async placeBid(request: PlaceBidRequest): Promise<{ marketplaceBidId: string }> {
    this.started.push(request.token);
    await this.gates.get(request.token)?.open;
    return super.placeBid(request);
  }
}

/** Waits, without asserting on time, until `done` holds; fails after a generous deadline (the bid never came). */
async function eventually(done: () => boolean, what: string): Promise<void> {
  for (const deadline = Date.now() + 20_000; !done(); await sleep(25))
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
}

const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/**
 * One user's Freelancer calls stall (the token never answers): another user's bid is placed
 * meanwhile, while the stalled user's other bid, and the bid of another user on the same token,
 * wait for their key instead of stalling a second slot. On SQLite one process with three slots;
 * on Postgres two worker processes (a knex and a queue each) with two slots each.
 */
describe.each(dialects)('bid worker with a stalled token on %s', (dialect) => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  /** One worker process over its own connections to the shared database. */
  async function aWorkerProcess(
    database: TestDatabase,
    marketplace: StallingMarketplace,
    concurrency: number,
  ): Promise<{ queue: JobQueue; worker: QueueWorker<PlaceBidPayload> }> {
    const clock = new SystemClock();
    const db: Knex =
      dialect === 'sqlite'
        ? database.db
        : createKnex({ dialect: 'postgres', connection: POSTGRES_URL }, { schema: database.schema, poolMax: 4 });
    if (db !== database.db) closers.push(() => db.destroy());
    const storage = new KnexStorage(db, clock, { encryptionKey: ENCRYPTION_KEY });
    const queue: JobQueue = new KnexJobQueue(db, clock);
    await queue.start();
    closers.push(() => queue.stop());
    const placeBid = new PlaceBid(
      storage,
      marketplace,
      new TemplateProposalWriter(),
      new InProcessEventPublisher(),
      clock,
      { jobs: queue },
    );
    const paceBid = new PaceBid(storage, new InMemoryMarketplaceBackoff(), clock, { paces: NO_PACING });
    const worker = createBidWorker({
      queue,
      placeBid: (job) => placeBid.execute(job),
      paceBid: (job) => paceBid.execute(job),
      logger: createLogger('silent'),
      idleMs: 20,
      concurrency,
      exclusive: { leases: new KnexWorkLeases(db), keysOf: bidJobKeys(storage.profiles), now: () => clock.now() },
    });
    return { queue, worker };
  }

  it("places another user's bid while one token stalls, and never starts a second call for the stalled user or token", async () => {
    const database = dialect === 'sqlite' ? await openSqlite() : await openPostgres({ poolMax: 4 });
    closers.push(() => database.destroy());
    const storage = new KnexStorage(database.db, new SystemClock(), { encryptionKey: ENCRYPTION_KEY });
    await seedDefaults(storage);
    const now = new Date();
    const stalled = await aBidder(storage, now, { name: 'Stalled', token: 'token-stalled' });
    const sharer = await aBidder(storage, now, { name: 'Sharer', token: 'token-shared' });
    const sameToken = await aBidder(storage, now, { name: 'SameToken', token: 'token-shared' });
    const other = await aBidder(storage, now, { name: 'Other', token: 'token-other' });
    const marketplace = new StallingMarketplace();
    marketplace.stall('token-stalled');
    marketplace.stall('token-shared');

    const processes =
      dialect === 'sqlite'
        ? [await aWorkerProcess(database, marketplace, 3)]
        : [await aWorkerProcess(database, marketplace, 2), await aWorkerProcess(database, marketplace, 2)];
    // Queued in this order: the stalled user's two bids, the shared token's two users, then the other user's bid last.
    const order = [stalled, stalled, sharer, sameToken, other];
    for (const [index, user] of order.entries()) {
      const project = aFeedProject(`9000${index}`, new Date(now.getTime() - 60_000), {
        title: `Distinct project ${index} ${user.name}`,
      });
      marketplace.seedProject(project);
      const payload: PlaceBidPayload = {
        userId: user.id,
        bidId: `bid-${index}-${randomBytes(3).toString('hex')}`,
        project: toPayloadProject(project),
        amount: 250,
        currency: 'USD',
        amountUsd: 250,
        period: 7,
      };
      await processes[0]!.queue.enqueue(PLACE_BID_QUEUE, payload, placeBidOptions(user.id, project.id));
    }

    for (const { worker } of processes) worker.start();
    try {
      await eventually(
        () => marketplace.bidsPlaced().some((bid) => bid.projectId === '90004'),
        "the other user's bid placed",
      );
      await eventually(
        () => ['token-stalled', 'token-shared'].every((token) => marketplace.started.includes(token)),
        'both stalled tokens called',
      );

      expect(marketplace.started.filter((token) => token === 'token-stalled')).toHaveLength(1);
      expect(marketplace.started.filter((token) => token === 'token-shared')).toHaveLength(1);
      // Freelancer took the other user's bid; the worker logs it just after, so its row is waited for too.
      let submitted = 0;
      for (const deadline = Date.now() + 20_000; submitted === 0 && Date.now() < deadline; await sleep(25))
        submitted = (await storage.bids.countsByUser(other.id)).submitted;
      expect(submitted).toBe(1);
    } finally {
      marketplace.releaseAll();
      for (const { worker } of processes) await worker.stop();
    }
    // Released, the calls in flight end and log their bids once.
    expect(
      marketplace.bidsPlaced().filter((bid) => ['90000', '90001', '90002', '90003'].includes(bid.projectId)).length,
    ).toBeGreaterThanOrEqual(2);
  });
});
