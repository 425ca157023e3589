import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_LOCK } from '../../../core/use-cases/engine/run-engine-tick.js';
import { userForToken } from '../../../adapters/simulators/freelancer/simulator-users.js';
import { createKnex } from '../../../adapters/storage/knex/knex-client.js';
import { createScratchDatabase, postgresAvailable } from '../../support/databases.js';
import { caller, freePort, type Caller } from '../../support/journeys.js';
import { openCheckout, press, signUp } from '../../support/offline-checkout.js';
import { OsProcess, pollUntil, untilHealthy } from '../../support/os-processes.js';
import { SseReader } from '../../support/sse.js';

/**
 * Several BidPilot processes on one Postgres, as a deployment runs them (docs/design.md#engine):
 * one standalone simulators process, two API servers (SCHEDULER=off) and two workers, each a real
 * OS process. Users sign up and buy plans on either server, link tokens and bid automatically
 * with pacing off, while one worker and one server are killed with SIGKILL mid-run and started
 * again. Then the database, the simulated Freelancer and the API must agree: no project bid twice
 * by a user, every placed bid logged and charged once, every ledger balanced, one engine leader
 * at a time, and live events reaching users connected to either server.
 */
const WORKER_CONCURRENCY = 2;
const TICK_SECONDS = 3;

interface Member {
  readonly name: string;
  readonly token: string;
  readonly oauthToken: string;
  readonly call: Caller;
  readonly userId: string;
  /** The user's live events, opened on the other server before the plan was paid. */
  readonly stream: Stream;
}

/** A live event stream kept open in the background; its data messages are collected as they come. */
interface Stream {
  readonly messages: Record<string, unknown>[];
  close(): Promise<void>;
}

async function openStream(base: string, token: string): Promise<Stream> {
  const response = await fetch(`${base}/api/events?token=${token}`);
  expect(response.status).toBe(200);
  const reader = new SseReader(response);
  const messages: Record<string, unknown>[] = [];
  let open = true;
  const reading = (async () => {
    while (open) {
      const message = await reader.next(120_000).catch(() => null);
      if (message === null) return;
      if (message.data !== undefined) messages.push(JSON.parse(message.data) as Record<string, unknown>);
    }
  })();
  return {
    messages,
    close: async () => {
      open = false;
      await reader.close().catch(() => undefined);
      await reading;
    },
  };
}

const postgres = await postgresAvailable();

describe.skipIf(!postgres)('two API servers and two workers on one Postgres, with a standalone simulator', () => {
  const processes: OsProcess[] = [];
  const streams: Stream[] = [];
  let db: Knex;
  let dropDatabase = async () => {};
  let simulators: OsProcess;
  let serverA: OsProcess;
  let serverB: OsProcess;
  let workerOne: OsProcess;
  let workerTwo: OsProcess;
  let baseA: string;
  let baseB: string;
  let failed = true;

  beforeAll(async () => {
    const scratch = await createScratchDatabase();
    dropDatabase = scratch.drop;
    db = createKnex({ dialect: 'postgres', connection: scratch.url }, { poolMax: 2 });
    const [simulatorsPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    baseA = `http://localhost:${portA}`;
    baseB = `http://localhost:${portB}`;
    const shared = {
      DATABASE_URL: scratch.url,
      JWT_SECRET: randomBytes(24).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      // Both servers stand behind one public address, as behind a proxy: checkouts name it.
      PUBLIC_URL: baseA,
      SIMULATORS_URL: `http://localhost:${simulatorsPort}`,
      BID_PACING: 'off',
      LOG_LEVEL: 'info',
      // Log lines as JSON, whatever the development default: the leader's spells are read from them.
      LOG_FORMAT: 'json',
    };
    const dataDir = () => mkdtempSync(join(tmpdir(), 'bp-multi-'));
    simulators = new OsProcess('simulators', 'cli/src/index.ts', ['simulators'], {
      ...shared,
      DATA_DIR: dataDir(),
      SIMULATORS_PORT: String(simulatorsPort),
      SIMULATORS_NOTIFY_URL: `http://127.0.0.1:${portA}/api/payments/notify`,
    });
    const server = (name: string, port: number) =>
      new OsProcess(name, 'adapters/main.ts', [], {
        ...shared,
        DATA_DIR: dataDir(),
        PORT: String(port),
        SCHEDULER: 'off',
      });
    const worker = (name: string) =>
      new OsProcess(name, 'cli/src/index.ts', ['worker'], {
        ...shared,
        DATA_DIR: dataDir(),
        BID_WORKER_CONCURRENCY: String(WORKER_CONCURRENCY),
        TEST_ENGINE_TICK_SECONDS: String(TICK_SECONDS),
        // Debug: the leader lock's `taken` and `releasing` lines.
        LOG_LEVEL: 'debug',
      });
    serverA = server('server-a', portA);
    serverB = server('server-b', portB);
    workerOne = worker('worker-1');
    workerTwo = worker('worker-2');
    processes.push(simulators, serverA, serverB, workerOne, workerTwo);

    // The first server migrates the database; the others then start side by side.
    simulators.start();
    serverA.start();
    await untilHealthy(`${baseA}/api/health`, 90_000);
    await untilHealthy(`${shared.SIMULATORS_URL}/health`, 30_000);
    serverB.start();
    workerOne.start();
    workerTwo.start();
    await untilHealthy(`${baseB}/api/health`, 90_000);
    await Promise.all([workerOne, workerTwo].map((each) => untilWorkerRuns(each)));
    // Five processes compiling their sources on two shared cores: longer than the project's hook limit.
  }, 240_000);

  afterAll(async () => {
    for (const stream of streams) await stream.close();
    await Promise.all(processes.map((each) => each.stop(5_000)));
    if (failed) for (const each of processes) console.error(each.dump());
    await db?.destroy();
    await dropDatabase();
  });

  const untilWorkerRuns = (worker: OsProcess) =>
    pollUntil(`${worker.name} to run`, 90_000, async () =>
      worker.lines.some((line) => line.text.includes('BidPilot worker running')) ? true : undefined,
    );

  /**
   * Signs up on `base` and watches the user's live events on `watchOn`, then pays for a plan at the
   * standalone checkout (whose ITN reaches server A) and waits for it, links a token and sets
   * autobidding up for every minute.
   */
  async function member(base: string, watchOn: string, name: string): Promise<Member> {
    const call = caller(base);
    const token = await signUp(call);
    const stream = await openStream(watchOn, token);
    streams.push(stream);
    const { page, pageUrl } = await openCheckout(call, token, 'starter', 'monthly');
    await press(page, pageUrl, 'pay');
    const me = await pollUntil(`${name}'s plan`, 30_000, async () => {
      const { body } = await call('GET', '/api/auth/me', token);
      return body.user.planStatus === 'active' ? body.user : undefined;
    });
    const oauthToken = `multi-${name}-${randomBytes(4).toString('hex')}`;
    expect((await call('PUT', '/api/users/freelancer-profile', token, { oauthToken })).status).toBe(200);
    expect((await call('POST', '/api/users/syncskills', token)).body.skillsCount).toBeGreaterThan(0);
    const settings = {
      timeInterval: '1min',
      scheduleAutobidding: false,
      timeLimit: 'no_limit',
      bidsLimit: 'no_limit',
      maxBidsThreshold: 100,
      bidOnHourlyProjects: true,
    };
    expect((await call('PUT', '/api/bidding/settings', token, settings)).status).toBe(200);
    return { name, token, oauthToken, call, userId: me.id as string, stream };
  }

  const autobid = async (user: Member, on: boolean) => {
    const { body } = await user.call('PATCH', '/api/bidding/toggle', user.token);
    if (body.isActive !== on)
      expect((await user.call('PATCH', '/api/bidding/toggle', user.token)).body.isActive).toBe(on);
  };

  const bidCount = async (): Promise<number> => Number((await db('bids').count({ n: '*' }))[0]?.n ?? 0);

  /** An event that says the user's bids went down below `than`: a bid charged by a worker process. */
  const chargeSeen = (stream: Stream, than: number): boolean =>
    stream.messages.some((message) => typeof message.availableBids === 'number' && message.availableBids < than);

  it(
    'never bids twice, logs and charges every bid once, keeps one leader and reaches users on either server',
    { timeout: 240_000 },
    async () => {
      // Users of both servers, all watching their events on server B, which stays up.
      const wave = [
        await member(baseA, baseB, 'a1'),
        await member(baseB, baseB, 'b1'),
        await member(baseA, baseB, 'a2'),
        await member(baseB, baseB, 'b2'),
      ];
      // Server A took every ITN: the plans reached the streams on server B.
      for (const user of wave)
        expect(
          user.stream.messages.some((message) => message.planStatus === 'active'),
          `${user.name} saw the plan live`,
        ).toBe(true);
      for (const user of wave) await autobid(user, true);

      // Mid-run: as soon as the workers log bids, one worker and one server die at once.
      await pollUntil('the first bids of the run', 90_000, async () => ((await bidCount()) > 0 ? true : undefined), 50);
      const killedAt = Date.now();
      await Promise.all([workerOne.kill9(), serverA.kill9()]);
      const beforeRestart = await bidCount();
      workerOne.start();
      serverA.start();
      await untilHealthy(`${baseA}/api/health`, 90_000);
      await untilWorkerRuns(workerOne);

      // After the restart: more users, watching their events on the restarted server A, more bids.
      const late = [await member(baseA, baseA, 'a3'), await member(baseB, baseA, 'b3')];
      for (const user of late) await autobid(user, true);
      const everyone = [...wave, ...late];
      await pollUntil('bids placed for the users who came after the restart', 120_000, async () => {
        const rows = await db('bids')
          .whereIn(
            'user_id',
            late.map((user) => user.userId),
          )
          .whereNotNull('marketplace_bid_id')
          .count({ n: '*' });
        return Number(rows[0]?.n) > 0 ? true : undefined;
      });
      expect(await bidCount()).toBeGreaterThan(beforeRestart);

      // Each placed bid's charge reached its user live from a worker process, on server B or on the restarted server A.
      const placedFor = async (user: Member) =>
        Number(
          (await db('bids').where('user_id', user.userId).whereNotNull('marketplace_bid_id').count({ n: '*' }))[0]?.n,
        );
      for (const user of everyone) {
        if ((await placedFor(user)) === 0) continue;
        await pollUntil(`${user.name}'s charged bids seen live`, 30_000, async () =>
          chargeSeen(user.stream, 50) ? true : undefined,
        );
      }

      // Everyone stops; the run settles: only the killed worker's jobs in hand may stay pending.
      for (const user of everyone) await autobid(user, false);
      let last = '';
      let stableSince = Date.now();
      await pollUntil('the bids to settle', 60_000, async () => {
        const rows = await db('bids').select('status').count({ n: '*' }).groupBy('status').orderBy('status');
        const now = JSON.stringify(rows);
        if (now !== last) {
          last = now;
          stableSince = Date.now();
        }
        return Date.now() - stableSince > 3 * TICK_SECONDS * 1000 ? true : undefined;
      });

      const ids = everyone.map((user) => user.userId);
      const bids: {
        id: string;
        user_id: string;
        project_id: string;
        status: string;
        marketplace_bid_id: string | null;
      }[] = await db('bids')
        .whereIn('user_id', ids)
        .select('id', 'user_id', 'project_id', 'status', 'marketplace_bid_id');
      const placed = bids.filter((bid) => bid.marketplace_bid_id !== null);
      expect(placed.length).toBeGreaterThan(0);

      // No project bid twice by a user: in the log, and at the simulated Freelancer.
      const pairs = bids.map((bid) => `${bid.user_id}/${bid.project_id}`);
      expect(new Set(pairs).size).toBe(pairs.length);
      const bidderOf = new Map(everyone.map((user) => [String(userForToken(user.oauthToken).id), user.userId]));
      const marketplaceBids: { id: number; project_id: string; bidder_id: string }[] = (
        await db('sim_freelancer_bids')
          .whereIn('bidder_id', [...bidderOf.keys()])
          .select('id', 'project_id', 'bidder_id')
      ).map((row: { id: number; project_id: string | number; bidder_id: string | number }) => ({
        id: Number(row.id),
        project_id: String(row.project_id),
        bidder_id: String(row.bidder_id),
      }));
      const marketplacePairs = marketplaceBids.map((bid) => `${bid.bidder_id}/${bid.project_id}`);
      expect(new Set(marketplacePairs).size).toBe(marketplacePairs.length);

      // Every bid placed at Freelancer is in the log: as placed, or still in the killed worker's hands.
      const logged = new Map(bids.map((bid) => [`${bid.user_id}/${bid.project_id}`, bid]));
      const inFlight = new Set<string>();
      for (const bid of marketplaceBids) {
        const row = logged.get(`${bidderOf.get(bid.bidder_id)}/${bid.project_id}`);
        expect(row, `Freelancer bid ${bid.id} is in the log`).toBeDefined();
        if (row!.marketplace_bid_id === null) {
          expect(row!.status).toBe('pending');
          inFlight.add(row!.id);
        } else {
          expect(row!.marketplace_bid_id).toBe(String(bid.id));
        }
      }
      // …and every bid the log says was placed is at Freelancer.
      const atMarketplace = new Set(marketplaceBids.map((bid) => String(bid.id)));
      for (const bid of placed)
        expect(atMarketplace.has(bid.marketplace_bid_id!), `logged bid ${bid.id} is at Freelancer`).toBe(true);

      // Charged once: each placed bid's reservations net exactly one bid, no other bid more than one.
      const entries: { user_id: string; kind: string; key: string; plan_delta: number; extra_delta: number }[] =
        await db('bid_ledger_entries')
          .whereIn('user_id', ids)
          .select('user_id', 'kind', 'key', 'plan_delta', 'extra_delta');
      const netByBid = new Map<string, { readonly userId: string; net: number }>();
      for (const entry of entries) {
        const bidId = /^(?:refund:)?bid:([^:]+):\d+$/.exec(entry.key)?.[1];
        if (bidId === undefined) continue;
        const bid = netByBid.get(bidId) ?? { userId: entry.user_id, net: 0 };
        bid.net += entry.plan_delta + entry.extra_delta;
        netByBid.set(bidId, bid);
      }
      for (const bid of placed) expect(netByBid.get(bid.id)?.net, `placed bid ${bid.id} charged once`).toBe(-1);
      for (const [bidId, { net }] of netByBid) expect([0, -1], `bid ${bidId} charged at most once`).toContain(net);
      // A reservation with no bid row, or a pending bid, can only be a job the killed worker held.
      const rows = new Set(bids.map((bid) => bid.id));
      const held = [...netByBid].filter(([bidId, { net }]) => net === -1 && !rows.has(bidId)).length;
      const pending = bids.filter((bid) => bid.status === 'pending').length;
      expect(held + pending).toBeLessThanOrEqual(WORKER_CONCURRENCY);
      expect(inFlight.size).toBeLessThanOrEqual(pending);

      // Every ledger balances: grants − charges + refunds is the balance, in the database and the
      // API, and what it took is exactly the user's charged bids (placed, refused with a charge, or in hand).
      for (const user of everyone) {
        const own = entries.filter((entry) => entry.user_id === user.userId);
        for (const entry of own) expect(['plan_grant', 'bid_debit', 'bid_refund']).toContain(entry.kind);
        const sum = (kind: string) =>
          own
            .filter((entry) => entry.kind === kind)
            .reduce((total, entry) => total + entry.plan_delta + entry.extra_delta, 0);
        expect(sum('plan_grant')).toBe(50);
        const balance = sum('plan_grant') + sum('bid_debit') + sum('bid_refund');
        const stored = await db('bid_balances').where('user_id', user.userId).first('plan', 'extra');
        expect(stored.plan + stored.extra).toBe(balance);
        expect((await caller(baseB)('GET', '/api/auth/me', user.token)).body.user.availableBids).toBe(balance);
        const charged = [...netByBid.values()].filter((bid) => bid.userId === user.userId && bid.net === -1).length;
        expect(balance).toBe(50 - charged);
      }

      // One engine leader at a time: each worker logs taking the lock and, before giving it back,
      // releasing it; the spells of every incarnation of both workers never overlap.
      const spells = [workerOne, workerTwo].flatMap((worker) => leaderSpells(worker, killedAt));
      expect(spells.length).toBeGreaterThan(3);
      spells.sort((a, b) => a.from - b.from);
      for (let i = 1; i < spells.length; i += 1) {
        const [before, after] = [spells[i - 1]!, spells[i]!];
        expect(
          after.from,
          `${after.who} led from ${after.from} while ${before.who} led until ${before.to}`,
        ).toBeGreaterThanOrEqual(before.to);
      }
      // The engine went on after the kill, led by whichever worker took the lock.
      expect(spells.some((spell) => spell.from > killedAt)).toBe(true);
      // The servers (SCHEDULER=off) never led.
      for (const server of [serverA, serverB])
        expect(server.lines.some((line) => line.text.includes('leader lock taken'))).toBe(false);
      failed = false;
    },
  );
});

/**
 * The spells a worker held the engine lock, from its `taken` to its `releasing` line, per
 * incarnation. A spell with no end was cut by SIGKILL (Postgres dropped the lock with the
 * connection, at `killedAt`) or is still going.
 */
function leaderSpells(worker: OsProcess, killedAt: number): { who: string; from: number; to: number }[] {
  const spells: { who: string; from: number; to: number }[] = [];
  const open = new Map<number, number>();
  for (const { incarnation, line } of worker.jsonLines()) {
    if (line.lock !== ENGINE_LOCK || typeof line.time !== 'number') continue;
    if (line.event === 'taken') open.set(incarnation, line.time);
    if (line.event === 'releasing') {
      const from = open.get(incarnation);
      if (from !== undefined) spells.push({ who: `${worker.name}#${incarnation}`, from, to: line.time });
      open.delete(incarnation);
    }
  }
  for (const [incarnation, from] of open)
    spells.push({
      who: `${worker.name}#${incarnation} (unfinished)`,
      from,
      to: from < killedAt ? killedAt : Number.POSITIVE_INFINITY,
    });
  return spells;
}
