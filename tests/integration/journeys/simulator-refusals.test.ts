import type { TimeInterval } from '../../../core/domain/bidding/settings.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { startBidPilot, type RunningBidPilot } from '../../../adapters/composition/bidpilot.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import {
  QUIET_BEHAVIOURS,
  type FreelancerSimulatorState,
} from '../../../adapters/simulators/freelancer/simulator-state.js';
import { FIRST_COOL_DOWN_MS, SLOW_PACE_MS } from '../../../core/domain/bidding/autobid-pause.js';
import { SLOW_PACE } from '../../../core/domain/bidding/pacing.js';
import type { Project } from '../../../core/domain/bidding/project.js';
import type { ProjectKind } from '../../../core/domain/bidding/project-kind.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { Job } from '../../../core/ports/job-queue.port.js';
import { PLACE_BID_QUEUE, type PlaceBidPayload } from '../../../core/use-cases/engine/place-bid-job.js';
import { STRONG_PASSWORD } from '../../support/api-harness.js';
import { postgresAvailable } from '../../support/databases.js';
import { caller, DISTINCT_SUBJECTS, freePort, journeyStore, type Caller } from '../../support/journeys.js';

/**
 * `npm start` against the built-in Freelancer simulator with one of its refusals switched on at a
 * time (docs/design.md#freelancer, docs/design.md#refusals). The scheduler is stopped and the bid
 * worker drained by hand, so each job meets exactly the refusal the test switched on. Whatever
 * Freelancer refuses, the balance is the grant less the bids the simulator shows BidPilot placed
 * (a bid placed by hand and the spec's one charged refusal are the named exceptions), a paused
 * user gets no further attempt, and no NDA project is ever tried.
 */
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const ADMIN = { email: 'admin@example.com', password: STRONG_PASSWORD };
const GRANTED = 40;
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
/** A skill no project of the simulator's own stream has: only the projects a test seeds match. */
const SKILL = 'Simjourney Widgets';
const OUT_OF_BIDS = 'You have used all of your bids.';
const TOO_FAST = 'You appear to be bidding too fast. Please wait a few minutes before bidding again.';
const LIMITED = 'Your account has been limited. Please contact Freelancer support.';
const TOKEN_REFUSED = 'The Freelancer token was refused. Please check it and try again.';
const FEATURED = 'You need at least 5 reviews, a paid membership or a verified account to bid on featured projects.';
const VERIFIED_ONLY = 'Only verified freelancers can bid on this project.';
const NDA = 'You must sign the NDA for this project before you can bid on it.';
const PLACED_BY_HAND = 'Already placed on Freelancer before BidPilot tried: this bid was not charged.';

interface BidLog {
  readonly projectId: string;
  readonly status: string;
  readonly errorMessage: string | null;
}

/** One journey's BidPilot, signed in as the admin with a token saved and the rules set. */
interface Journey {
  readonly app: RunningBidPilot;
  readonly simulator: FreelancerSimulatorState;
  readonly call: Caller;
  readonly base: string;
  readonly token: string;
  readonly oauthToken: string;
  /** Seeds an open project with the journey's skill, posted `minutesAgo` (the order Test Bidding picks them in). */
  seed(
    id: number,
    options?: { readonly kinds?: readonly ProjectKind[]; readonly budgetMax?: number; readonly minutesAgo?: number },
  ): Promise<void>;
  /** Test Bidding: how many projects it queued, or its refusal. */
  trigger(): Promise<{ readonly queued: number; readonly body: { readonly message: string; readonly note?: string } }>;
  /** One engine minute (feed poll, then the due users' dispatch): what the dispatch did. */
  tick(): Promise<{ readonly due: number; readonly blocked: number; readonly queued: number }>;
  /** Runs every bid job due now, one at a time, as the worker does. */
  drain(): Promise<number>;
  logs(): Promise<BidLog[]>;
  available(): Promise<number>;
  settings(): Promise<Record<string, unknown>>;
  /** The bids the simulator holds from the account behind `oauthToken` (default: the journey's). */
  simulatorBids(
    oauthToken?: string,
  ): Promise<Array<{ readonly id: number; readonly projectId: number; readonly submittedAt: number }>>;
}

interface JourneyOptions {
  readonly isProfileVerified?: boolean;
  /** The product's and the simulator's clock; the system clock by default. */
  readonly clock?: Clock;
  /** Bids at the product's pace rather than unpaced as journeys run by default. */
  readonly paced?: boolean;
  /** How often the user's runs come; the settings' default otherwise. */
  readonly timeInterval?: TimeInterval;
}

async function startJourney(
  dialect: 'sqlite' | 'postgres',
  name: string,
  extra: JourneyOptions = {},
): Promise<Journey> {
  const store = await journeyStore(dialect, `bp-sim-${name}-`);
  dropDatabase = store.drop;
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const env = {
    ...store.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PORT: String(port),
    SCHEDULER: 'on',
    ...(extra.paced === true ? { BID_PACING: 'on' } : {}),
  };
  const app = await startBidPilot(loadConfig(env), createLogger('silent'), { clock: extra.clock });
  const clock = app.runtime.clock;
  running = app;
  // Nothing runs on its own: no tick at second 0, no worker taking a job before the test switches a refusal on.
  await app.engine!.stop();
  const simulator = app.freelancerSimulator!;
  simulator.configure(QUIET_BEHAVIOURS);
  const call = caller(base);
  const token = (await call('POST', '/api/auth/login', undefined, ADMIN)).body.token as string;
  const me = (await call('GET', '/api/auth/me', token)).body.user.id as string;
  expect((await call('PATCH', `/api/admin/users/${me}/bids`, token, { availableBids: GRANTED })).status).toBe(200);
  const oauthToken = `sim-${name}-${Math.random().toString(36).slice(2)}`;
  expect((await call('PUT', '/api/users/freelancer-profile', token, { oauthToken })).status).toBe(200);
  expect((await call('POST', '/api/users/syncskills', token)).body.skillsCount).toBeGreaterThan(0);
  const customPrompt = 'Hello! [Project Description] I can deliver it within [Delivery Days] days for [Bid Amount].';
  const rules = {
    scheduleAutobidding: false,
    timeLimit: 'no_limit',
    bidsLimit: 'no_limit',
    maxBidsThreshold: 100,
    bidOnHourlyProjects: true,
    useCustomPrompt: true,
    customPrompt,
    skills: [SKILL],
    isProfileVerified: extra.isProfileVerified ?? false,
    ...(extra.timeInterval === undefined ? {} : { timeInterval: extra.timeInterval }),
  };
  expect((await call('PUT', '/api/bidding/settings', token, rules)).status).toBe(200);

  const worker = app.engine!.bidWorker;
  let seeded = 0;
  return {
    app,
    simulator,
    call,
    base,
    token,
    oauthToken,
    seed: async (id, options = {}) => {
      const subject = DISTINCT_SUBJECTS[seeded++ % DISTINCT_SUBJECTS.length]!;
      const project: Project = {
        id: String(id),
        title: `Widget developer for ${subject}`,
        description: `We need ${subject}. The brief in short: ${subject}, built with widgets.`,
        url: `https://www.freelancer.com/projects/widgets/project-${id}`,
        type: 'fixed',
        currency: 'USD',
        budgetMin: 100,
        budgetMax: options.budgetMax ?? 300,
        bidCount: 2,
        skills: [SKILL],
        postedAt: new Date(clock.now().getTime() - (options.minutesAgo ?? 5) * 60_000),
        kinds: [...(options.kinds ?? [])],
        ownerId: null,
        isOpen: true,
      };
      await simulator.seedProject(project);
    },
    trigger: async () => {
      const { status, body } = await call('POST', '/api/bidding-process/trigger', token);
      expect(status).toBe(200);
      const queued = Number(/(\d+) matching projects? queued/.exec(body.message)?.[1] ?? 0);
      return { queued, body };
    },
    tick: async () => {
      const result = await app.engine!.tick();
      if (!result.leader) throw new Error('the engine lock is held elsewhere');
      expect(result.poll.ok).toBe(true);
      return result.dispatch;
    },
    drain: () => worker.drain(),
    logs: async () => (await call('GET', '/api/bidding/logs?page=1&limit=100', token)).body.logs as BidLog[],
    available: async () => (await call('GET', '/api/auth/me', token)).body.user.availableBids as number,
    settings: async () => (await call('GET', '/api/bidding/settings', token)).body.settings as Record<string, unknown>,
    simulatorBids: (owner = oauthToken) => simulator.findBids({ bidders: [simulator.userFor(owner).id] }),
  };
}

const gaps = (times: readonly number[]): number[] =>
  times.slice(1).map((time, index) => time - (times[index] as number));
const byProject = (logs: readonly BidLog[]): Map<string, BidLog> => new Map(logs.map((log) => [log.projectId, log]));

let running: RunningBidPilot | undefined;
let dropDatabase = async () => {};

describe.each(dialects)('BidPilot against the simulator’s refusals, on %s', (dialect) => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await running?.stop();
    running = undefined;
    await dropDatabase();
    dropDatabase = async () => {};
  });

  it('never tries an NDA project, learns the kinds the account is barred from, charges only the spec’s case, and logs a hand-placed bid as already placed', async () => {
    const j = await startJourney(dialect, 'project', { isProfileVerified: true });
    j.simulator.restrictAccount(j.oauthToken, { featured: true, verified_only: true });
    await j.seed(95_000_001, { kinds: ['nda'], minutesAgo: 6 });
    await j.seed(95_000_002, { kinds: ['featured'], minutesAgo: 7 });
    await j.seed(95_000_003, { kinds: ['verified_only'], minutesAgo: 8 });
    await j.seed(95_000_004, { minutesAgo: 9 });
    // Over $2,500 on a profile the user says is verified: Freelancer's refusal stays charged.
    await j.seed(95_000_005, { budgetMax: 8_000, minutesAgo: 10 });
    await j.seed(95_000_006, { minutesAgo: 11 });
    // The user bid on this one by hand, on Freelancer, before BidPilot.
    const bidder = j.simulator.userFor(j.oauthToken).id;
    const byHand = await fetch(`${j.base}/sandbox/freelancer/api/projects/0.1/bids/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'freelancer-oauth-v1': j.oauthToken },
      body: JSON.stringify({
        project_id: 95_000_006,
        bidder_id: bidder,
        amount: 120,
        period: 5,
        milestone_percentage: 100,
        description: 'My own words, sent by hand.',
      }),
    });
    expect(byHand.status).toBe(200);
    const handBidId = ((await byHand.json()) as { result: { id: number } }).result.id;

    // The NDA project is skipped by the rules: five of the six are queued.
    expect((await j.trigger()).queued).toBe(5);
    expect(await j.drain()).toBe(5);
    const logs = byProject(await j.logs());
    expect(logs.size).toBe(5);
    expect(logs.has('95000001')).toBe(false);
    expect(logs.get('95000002')).toMatchObject({ status: 'failed', errorMessage: FEATURED });
    expect(logs.get('95000003')).toMatchObject({ status: 'failed', errorMessage: VERIFIED_ONLY });
    expect(logs.get('95000004')).toMatchObject({ status: 'submitted', errorMessage: null });
    expect(logs.get('95000005')).toMatchObject({ status: 'failed', errorMessage: VERIFIED_ONLY });
    expect(logs.get('95000006')).toMatchObject({ status: 'submitted', errorMessage: PLACED_BY_HAND });
    expect((await j.settings()).unbiddableKinds).toEqual(expect.arrayContaining(['featured', 'verified_only']));
    expect(((await j.settings()).unbiddableKinds as unknown[]).length).toBe(2);
    expect(await j.settings()).toMatchObject({ autobidPause: null });

    // Later projects of the learned kinds, and NDA ones, get no attempt: only the plain one is queued.
    await j.seed(95_000_011, { kinds: ['featured'], minutesAgo: 2 });
    await j.seed(95_000_012, { kinds: ['verified_only'], minutesAgo: 3 });
    await j.seed(95_000_013, { kinds: ['nda'], minutesAgo: 3 });
    await j.seed(95_000_014, { minutesAgo: 4 });
    expect((await j.trigger()).queued).toBe(1);
    expect(await j.drain()).toBe(1);
    // The scheduled engine skips them too.
    await j.seed(95_000_021, { kinds: ['featured'], minutesAgo: 1 });
    await j.seed(95_000_022, { kinds: ['verified_only'], minutesAgo: 1 });
    await j.seed(95_000_023, { kinds: ['nda'], minutesAgo: 1 });
    expect((await j.call('PATCH', '/api/bidding/toggle', j.token)).body).toMatchObject({ isActive: true });
    await j.seed(95_000_024, { minutesAgo: 1 });
    expect(await j.tick()).toMatchObject({ due: 1, blocked: 0, queued: 1 });
    expect(await j.drain()).toBe(1);
    const later = await j.logs();
    expect(later).toHaveLength(7);
    expect(byProject(later).get('95000014')).toMatchObject({ status: 'submitted' });
    expect(byProject(later).get('95000024')).toMatchObject({ status: 'submitted' });
    expect(later.filter((log) => log.errorMessage === NDA)).toEqual([]);
    // One refusal per learned kind (the second verified-only message is the over-$2,500 bid, no kind of project).
    expect(later.filter((log) => log.errorMessage === FEATURED)).toHaveLength(1);
    expect(
      later
        .filter((log) => log.errorMessage === VERIFIED_ONLY)
        .map((log) => log.projectId)
        .sort(),
    ).toEqual(['95000003', '95000005']);

    // Freelancer holds the three bids BidPilot placed and the one by hand, nothing on an NDA project.
    const held = await j.simulatorBids();
    expect(held.map((bid) => bid.projectId).sort()).toEqual([95_000_004, 95_000_006, 95_000_014, 95_000_024]);
    expect(held.find((bid) => bid.projectId === 95_000_006)?.id).toBe(handBidId);
    expect(await j.simulator.findBids({ projects: [95_000_001, 95_000_013, 95_000_023] })).toEqual([]);
    // Balance: the grant less BidPilot's placed bids (the hand bid excluded) less the spec's one charged refusal.
    expect(await j.available()).toBe(GRANTED - (held.length - 1) - 1);
  });

  it('pauses an account out of Freelancer bids, makes no further attempt, and resumes when autobidding is switched on again', async () => {
    const j = await startJourney(dialect, 'quota');
    for (const [index, id] of [95_100_001, 95_100_002, 95_100_003].entries())
      await j.seed(id, { minutesAgo: 2 + index });
    // Test Bidding finds Freelancer's bids plentiful; by the time the worker bids, they are down to one.
    expect((await j.trigger()).queued).toBe(3);
    j.simulator.setBidQuota({ bids: 1, periodMs: 3_600_000 });
    await j.drain();

    const logs = await j.logs();
    expect(logs.map((log) => log.status).sort()).toEqual(['failed', 'submitted']);
    expect(logs.find((log) => log.status === 'failed')).toMatchObject({ errorMessage: OUT_OF_BIDS });
    const held = await j.simulatorBids();
    expect(held).toHaveLength(1);
    expect(await j.available()).toBe(GRANTED - held.length);
    expect(await j.settings()).toMatchObject({
      isActive: false,
      autobidPause: { code: 'OUT_OF_BIDS', message: OUT_OF_BIDS, until: null },
    });

    // Paused: Test Bidding says why, and nothing reaches Freelancer.
    expect((await j.trigger()).body).toMatchObject({
      message: 'Bidding process triggered: no bids can be placed right now',
      note: 'Autobidding is paused: Freelancer says you have used all of your bids.',
    });
    expect(await j.drain()).toBe(0);
    expect(await j.logs()).toHaveLength(2);

    // Switching autobidding on again resumes; Freelancer gave bids back, so the scheduled engine bids on the third project.
    expect((await j.call('PATCH', '/api/bidding/toggle', j.token)).body).toMatchObject({ isActive: true });
    expect(await j.settings()).toMatchObject({ isActive: true, autobidPause: null });
    j.simulator.setBidQuota({ bids: 100, periodMs: 3_600_000 });
    expect(await j.tick()).toMatchObject({ due: 1, blocked: 0, queued: 1 });
    await j.drain();
    expect((await j.logs()).filter((log) => log.status === 'submitted')).toHaveLength(2);
    expect(await j.simulatorBids()).toHaveLength(2);
    expect(await j.available()).toBe(GRANTED - 2);
  });

  it('cools a user down who bids too fast, with no further attempt until it ends', async () => {
    const j = await startJourney(dialect, 'toofast');
    expect((await j.call('PATCH', '/api/bidding/toggle', j.token)).body).toMatchObject({ isActive: true });
    j.simulator.configure({ tooFast: { bids: 2, windowMs: 60_000 } });
    for (const [index, id] of [95_200_001, 95_200_002, 95_200_003, 95_200_004].entries())
      await j.seed(id, { minutesAgo: 2 + index });
    expect((await j.trigger()).queued).toBe(4);
    const before = Date.now();
    await j.drain();

    const logs = await j.logs();
    expect(logs).toHaveLength(3);
    expect(logs.filter((log) => log.status === 'submitted')).toHaveLength(2);
    expect(logs.find((log) => log.status === 'failed')).toMatchObject({ errorMessage: TOO_FAST });
    expect(await j.simulatorBids()).toHaveLength(2);
    expect(await j.available()).toBe(GRANTED - 2);
    const settings = await j.settings();
    // A cool-down keeps autobidding switched on and ends by itself.
    expect(settings).toMatchObject({ isActive: true, autobidPause: { code: 'TOO_FAST', message: TOO_FAST } });
    const until = Date.parse((settings.autobidPause as { until: string }).until);
    expect(until).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(settings.slowPaceUntil).not.toBeNull();

    // Switching off and on does not end a cool-down; Test Bidding makes no attempt meanwhile.
    await j.call('PATCH', '/api/bidding/toggle', j.token);
    await j.call('PATCH', '/api/bidding/toggle', j.token);
    expect(await j.settings()).toMatchObject({ autobidPause: { code: 'TOO_FAST' } });
    expect((await j.trigger()).body.message).toBe('Bidding process triggered: no bids can be placed right now');
    // Nor does the scheduled engine, though the user is due and a new project matches.
    await j.seed(95_200_005, { minutesAgo: 1 });
    expect(await j.tick()).toMatchObject({ due: 1, blocked: 1, queued: 0 });
    expect(await j.drain()).toBe(0);
    expect(await j.logs()).toHaveLength(3);
    expect(await j.simulatorBids()).toHaveLength(2);
    expect(await j.available()).toBe(GRANTED - 2);
  });

  it('resumes a cooled-down user by itself when the cool-down ends, at the slow pace, charging only the bids placed', async () => {
    // Paced, on a clock the test moves, by which the queue decides when a job is due on either
    // database. It starts half an hour behind the real one and catches up with it when the
    // cool-down is over; until then only one job is ever queued.
    const clock = new FixedClock(new Date(Date.now() - 30 * MINUTE));
    // Every 5 minutes: the slow pace places one bid a minute, so a run has room for all three resumed projects.
    const j = await startJourney(dialect, 'cooldown', { clock, paced: true, timeInterval: '5min' });
    const queue = j.app.runtime.jobQueue;
    const enqueue = vi.spyOn(queue, 'enqueue');
    // The dispatcher writes a tick's jobs in one multi-row enqueue; Test Bidding one at a time.
    const enqueueMany = vi.spyOn(queue, 'enqueueMany');
    const queuedBids = () =>
      [
        ...enqueue.mock.calls.filter(([name]) => name === PLACE_BID_QUEUE).map(([, , options]) => options),
        ...enqueueMany.mock.calls
          .filter(([name]) => name === PLACE_BID_QUEUE)
          .flatMap(([, items]) => items.map((item) => item.options)),
      ].map((options) => options?.startAfter?.getTime() ?? Number.NaN);
    expect((await j.call('PATCH', '/api/bidding/toggle', j.token)).body).toMatchObject({ isActive: true });

    // Freelancer refuses the first bid as too fast: the user cools down, the bid is given back.
    j.simulator.configure({ tooFast: { bids: 0, windowMs: MINUTE } });
    await j.seed(95_250_001, { minutesAgo: 2 });
    expect((await j.trigger()).queued).toBe(1);
    const refusedAt = clock.now().getTime();
    expect(await j.drain()).toBe(1);
    expect(await j.logs()).toEqual([
      expect.objectContaining({ projectId: '95250001', status: 'failed', errorMessage: TOO_FAST }),
    ]);
    expect(await j.simulatorBids()).toEqual([]);
    expect(await j.available()).toBe(GRANTED);
    const until = refusedAt + FIRST_COOL_DOWN_MS;
    expect(await j.settings()).toMatchObject({
      isActive: true,
      autobidPause: { code: 'TOO_FAST', message: TOO_FAST, until: new Date(until).toISOString() },
      slowPaceUntil: new Date(refusedAt + SLOW_PACE_MS).toISOString(),
    });

    // Freelancer would take one bid a minute again, but the cool-down holds: the due user's ticks make no attempt.
    j.simulator.configure({ tooFast: { bids: 1, windowMs: MINUTE } });
    for (const [at, id] of [
      [refusedAt + MINUTE, 95_250_002],
      [until - MINUTE, 95_250_003],
    ] as const) {
      clock.set(new Date(at));
      await j.seed(id, { minutesAgo: 1 });
      expect(await j.tick()).toMatchObject({ due: 1, blocked: 1, queued: 0 });
      expect(await j.drain()).toBe(0);
    }
    expect(queuedBids()).toHaveLength(1);
    expect(await j.logs()).toHaveLength(1);
    expect(await j.simulatorBids()).toEqual([]);
    expect(await j.available()).toBe(GRANTED);

    // Past its end, the next tick bids again by itself: on the projects new since the last run, a slow-pace gap apart.
    clock.set(new Date(Date.now() - SECOND));
    expect(clock.now().getTime()).toBeGreaterThan(until);
    expect(await j.settings()).toMatchObject({
      isActive: true,
      autobidPause: null,
      slowPaceUntil: new Date(refusedAt + SLOW_PACE_MS).toISOString(),
    });
    const resumed = [95_250_004, 95_250_005, 95_250_006];
    for (const [index, id] of resumed.entries()) await j.seed(id, { minutesAgo: 1 + index });
    expect(await j.tick()).toMatchObject({ due: 1, blocked: 0, queued: 3 });
    const slots = queuedBids().slice(1);
    expect(slots[0]).toBe(clock.now().getTime());
    expect(gaps(slots).every((gap) => gap >= SLOW_PACE.minGapMs)).toBe(true);
    // The first goes at once; the others wait for their turn.
    expect(await j.drain()).toBe(1);
    expect(await j.simulatorBids()).toHaveLength(1);
    expect(await j.available()).toBe(GRANTED - 1);

    // The queue is due by the product's clock, so the test walks it to each turn.
    for (const slot of slots.slice(1)) {
      clock.set(new Date(slot - SECOND));
      expect(await j.drain()).toBe(0);
      clock.set(new Date(slot));
      expect(await j.drain()).toBe(1);
    }
    const placed = (await j.simulatorBids()).sort((a, b) => a.submittedAt - b.submittedAt);
    // The project that has waited longest goes first.
    expect(placed.map((bid) => bid.projectId)).toEqual([...resumed].reverse());
    expect(gaps(placed.map((bid) => bid.submittedAt)).every((gap) => gap >= SLOW_PACE.minGapMs)).toBe(true);
    const logs = await j.logs();
    const submitted = logs.filter((log) => log.status === 'submitted');
    expect(submitted.map((log) => log.projectId).sort()).toEqual(resumed.map(String));
    expect(logs.filter((log) => log.status === 'failed')).toEqual([
      expect.objectContaining({ projectId: '95250001', errorMessage: TOO_FAST }),
    ]);
    // The grant less the bids Freelancer holds: the refused one was given back.
    expect(await j.available()).toBe(GRANTED - (await j.simulatorBids()).length);
  });

  it('pauses a limited account until the user switches autobidding on again', async () => {
    const j = await startJourney(dialect, 'limited');
    for (const [index, id] of [95_300_001, 95_300_002].entries()) await j.seed(id, { minutesAgo: 2 + index });
    expect((await j.trigger()).queued).toBe(2);
    j.simulator.limitAccount(j.oauthToken);
    await j.drain();

    const logs = await j.logs();
    expect(logs).toEqual([expect.objectContaining({ status: 'failed', errorMessage: LIMITED })]);
    expect(await j.simulatorBids()).toEqual([]);
    expect(await j.available()).toBe(GRANTED);
    expect(await j.settings()).toMatchObject({
      isActive: false,
      autobidPause: { code: 'ACCOUNT_LIMITED', message: LIMITED, until: null },
    });
    expect((await j.trigger()).body.message).toBe('Bidding process triggered: no bids can be placed right now');
    expect(await j.drain()).toBe(0);

    // Freelancer lifts the limit and the user switches autobidding on: the other project is bid on.
    j.simulator.limitAccount(j.oauthToken, false);
    expect((await j.call('PATCH', '/api/bidding/toggle', j.token)).body).toMatchObject({ isActive: true });
    expect(await j.settings()).toMatchObject({ isActive: true, autobidPause: null });
    expect((await j.trigger()).queued).toBe(1);
    await j.drain();
    expect(await j.simulatorBids()).toHaveLength(1);
    expect(await j.available()).toBe(GRANTED - 1);
  });

  it('pauses on a refused token until a new token is saved', async () => {
    const j = await startJourney(dialect, 'token');
    for (const [index, id] of [95_400_001, 95_400_002].entries()) await j.seed(id, { minutesAgo: 2 + index });
    expect((await j.trigger()).queued).toBe(2);
    j.simulator.refuseToken(j.oauthToken);
    await j.drain();

    // The product's own words for a refused token (Freelancer's say only that nobody is logged in).
    expect(await j.logs()).toEqual([expect.objectContaining({ status: 'failed', errorMessage: TOKEN_REFUSED })]);
    expect(await j.simulatorBids()).toEqual([]);
    expect(await j.available()).toBe(GRANTED);
    expect(await j.settings()).toMatchObject({ isActive: false, autobidPause: { code: 'TOKEN_INVALID', until: null } });
    expect(await j.drain()).toBe(0);

    // A new token resumes autobidding; the project not yet tried is bid on with it.
    const fresh = `${j.oauthToken}-new`;
    expect((await j.call('PUT', '/api/users/freelancer-profile', j.token, { oauthToken: fresh })).status).toBe(200);
    expect(await j.settings()).toMatchObject({ isActive: true, autobidPause: null });
    await j.call('PUT', '/api/bidding/settings', j.token, { skills: [SKILL] });
    expect((await j.trigger()).queued).toBe(1);
    await j.drain();
    expect(await j.simulatorBids(fresh)).toHaveLength(1);
    expect(await j.simulatorBids()).toEqual([]);
    expect(await j.available()).toBe(GRANTED - 1);
  });

  it('takes a firewall page on a bid as an outage: given back, retried, the token kept', async () => {
    const j = await startJourney(dialect, 'firewall');
    await j.seed(95_500_001, { minutesAgo: 2 });
    expect((await j.trigger()).queued).toBe(1);
    // The worker's first request to Freelancer is the bid itself (the account's reading is fresh).
    j.simulator.failNext('firewall');
    const queue = j.app.runtime.jobQueue;
    const failed: Array<Job<PlaceBidPayload>> = [];
    const fail = queue.fail.bind(queue);
    vi.spyOn(queue, 'fail').mockImplementation(async (job, reason) => {
      failed.push(job as Job<PlaceBidPayload>);
      return fail(job, reason);
    });
    expect(await j.drain()).toBe(1);

    // Given back, left pending for the queue's retry, and nothing else changed.
    expect(failed).toHaveLength(1);
    expect(await j.logs()).toEqual([
      expect.objectContaining({ projectId: '95500001', status: 'pending', errorMessage: null }),
    ]);
    expect(await j.simulatorBids()).toEqual([]);
    expect(await j.available()).toBe(GRANTED);
    expect(await j.settings()).toMatchObject({ isActive: false, autobidPause: null });
    expect((await j.call('GET', '/api/users/freelancer-profile', j.token)).body).toMatchObject({
      oauthToken: j.oauthToken,
    });
    // The retry is not due yet (the queue backs off).
    expect(await j.drain()).toBe(0);

    // The retry the queue runs after its backoff, run now: it looks for an earlier bid, then places it.
    const placeBid = j.app.runtime.useCases.engine.placeBid;
    const job = failed[0]!;
    // Taken from the queue, the retry would be held by its taker; so it is here, where the test runs it by hand.
    vi.spyOn(queue, 'holds').mockResolvedValue(true);
    expect(await placeBid({ ...job, attempt: job.attempt + 1 })).toMatchObject({ kind: 'submitted' });
    expect(await j.logs()).toEqual([expect.objectContaining({ projectId: '95500001', status: 'submitted' })]);
    expect(await j.simulatorBids()).toHaveLength(1);
    expect(await j.available()).toBe(GRANTED - 1);
    expect((await j.call('GET', '/api/users/freelancer-profile', j.token)).body).toMatchObject({
      oauthToken: j.oauthToken,
    });

    // A firewall page on a read is an outage too: the token stays and nothing pauses.
    j.simulator.failNext('firewall');
    expect((await j.call('POST', '/api/users/syncskills', j.token)).status).toBeGreaterThanOrEqual(500);
    expect((await j.call('GET', '/api/users/freelancer-profile', j.token)).body).toMatchObject({
      oauthToken: j.oauthToken,
    });
    expect(await j.settings()).toMatchObject({ autobidPause: null });
    expect((await j.call('POST', '/api/users/syncskills', j.token)).status).toBe(200);
    // The sync put the account's own skills in the settings: back to the journey's, so only its projects match.
    await j.call('PUT', '/api/bidding/settings', j.token, { skills: [SKILL] });
    // Nor is a token being saved behind a firewall page called invalid.
    j.simulator.failNext('firewall');
    const saving = await j.call('PUT', '/api/users/freelancer-profile', j.token, {
      oauthToken: `${j.oauthToken}-next`,
    });
    expect(saving).toMatchObject({ status: 502, body: { errorCode: 'MARKETPLACE_UNAVAILABLE' } });
    expect((await j.call('GET', '/api/users/freelancer-profile', j.token)).body).toMatchObject({
      oauthToken: j.oauthToken,
    });

    // And the engine's feed poll meeting one fails that poll alone: the token stays, nobody pauses, the next poll reads.
    expect((await j.call('PATCH', '/api/bidding/toggle', j.token)).body).toMatchObject({ isActive: true });
    j.simulator.failNext('firewall');
    const blocked = await j.app.engine!.tick();
    expect(blocked).toMatchObject({ leader: true, poll: { ok: false, error: { code: 'MARKETPLACE_UNAVAILABLE' } } });
    expect(await j.settings()).toMatchObject({ isActive: true, autobidPause: null });
    expect((await j.call('GET', '/api/users/freelancer-profile', j.token)).body).toMatchObject({
      oauthToken: j.oauthToken,
    });
    await j.seed(95_500_002, { minutesAgo: 1 });
    // The failed tick still ran the user's dispatch over the empty feed; switching off and on makes them due again now.
    await j.call('PATCH', '/api/bidding/toggle', j.token);
    expect((await j.call('PATCH', '/api/bidding/toggle', j.token)).body).toMatchObject({ isActive: true });
    expect(await j.tick()).toMatchObject({ due: 1, queued: 1 });
    await j.drain();
    expect(await j.simulatorBids()).toHaveLength(2);
    expect(await j.available()).toBe(GRANTED - 2);
  });
});
