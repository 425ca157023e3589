import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBidPilot, type RunningBidPilot } from '../../../adapters/composition/bidpilot.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import {
  QUIET_BEHAVIOURS,
  type FreelancerSimulatorState,
} from '../../../adapters/simulators/freelancer/simulator-state.js';
import { postgresAvailable } from '../../support/databases.js';
import { caller, freePort, journeyStore, waitFor, type Caller } from '../../support/journeys.js';
import { openCheckout as checkout, press, signUp as newAccount } from '../../support/offline-checkout.js';

/**
 * The product as `npm start` runs it with no keys: the real adapters against the built-in
 * Freelancer and PayFast simulators, the bid worker on. A buyer pays through the simulated
 * checkout page, a freelancer's Test Bidding places real (simulated) bids, and the scheduled
 * engine bids for a freelancer who switched autobidding on, then syncs the owners' decisions.
 */
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(dialects)('BidPilot offline on %s', (dialect) => {
  let app: RunningBidPilot;
  let base: string;
  // The simulator's state, so the test can play the project owners.
  let marketplace: FreelancerSimulatorState;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const store = await journeyStore(dialect, 'bp-journey-');
    dropDatabase = store.drop;
    const port = await freePort();
    base = `http://localhost:${port}`;
    app = await startBidPilot(
      loadConfig({ PORT: String(port), ...store.env, SCHEDULER: 'on' }),
      createLogger('silent'),
    );
    marketplace = app.freelancerSimulator!;
    // The demo's refusals are off: they have journeys of their own (simulator-refusals, freelancer-refusals),
    // and here every bid the product chooses is one Freelancer takes, so the counts are exact. A refused
    // first bid used to end the scheduled case's wait with nothing submitted, now and then.
    marketplace.configure(QUIET_BEHAVIOURS);
  });

  afterAll(async () => {
    await app?.stop();
    await dropDatabase();
  });

  const call: Caller = (method, path, token, body) => caller(base)(method, path, token, body);
  const signUp = () => newAccount(call);
  const openCheckout = (token: string, planId: string, billingType: string) =>
    checkout(call, token, planId, billingType);

  /** Every page of the user's bid log. */
  async function allBidLogs(token: string): Promise<{ status: string }[]> {
    const logs: { status: string }[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await call('GET', `/api/bidding/logs?page=${page}&limit=10`, token);
      logs.push(...body.logs);
      if (page >= body.pagination.pages) return logs;
    }
  }

  it('sells a plan through the PayFast checkout: Pay notifies the server, the plan and its bids arrive once', async () => {
    const token = await signUp();
    const { paymentId, page, pageUrl } = await openCheckout(token, 'professional', 'monthly');
    // $49 at the offline fallback rate of 18.5 ZAR per USD.
    expect(page).toContain('R 906.50');
    expect(page).toContain('Professional');

    const back = await press(page, pageUrl, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/payment/success`);
    expect(back.searchParams.get('payment_id')).toBe(paymentId);
    const pfPaymentId = back.searchParams.get('pf_payment_id');
    expect(pfPaymentId).toMatch(/^\d+$/);

    const verified = await call('POST', '/api/payments/verify-payment', token, { paymentId, pfPaymentId });
    expect(verified.body).toMatchObject({ success: true, payment: { status: 'completed', paymentId } });
    const me = await call('GET', '/api/auth/me', token);
    expect(me.body.user).toMatchObject({
      planStatus: 'active',
      currentPlan: 'professional',
      billingPeriod: 'monthly',
      availableBids: 200,
    });

    // Paying the same checkout again is refused and grants nothing more.
    const again = await fetch(new URL(`${pageUrl}/pay`), { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(409);
    expect((await call('GET', '/api/auth/me', token)).body.user.availableBids).toBe(200);
  });

  it('leaves a cancelled checkout pending and grants nothing', async () => {
    const token = await signUp();
    const { paymentId, page, pageUrl } = await openCheckout(token, 'starter', 'annual');
    const back = await press(page, pageUrl, 'cancel');

    expect(`${back.origin}${back.pathname}`).toBe(`${base}/payment/cancel`);
    expect((await call('GET', `/api/payments/status/${paymentId}`, token)).body.payment.status).toBe('pending');
    expect((await call('GET', '/api/auth/me', token)).body.user).toMatchObject({
      availableBids: 0,
      planStatus: 'none',
    });
  });

  it('places bids with Test Bidding: token, skills, trigger, and the worker logs the bids', async () => {
    const token = await signUp();
    const { page, pageUrl } = await openCheckout(token, 'starter', 'monthly');
    await press(page, pageUrl, 'pay');
    expect((await call('PUT', '/api/users/freelancer-profile', token, { oauthToken: 'simulated-token' })).status).toBe(
      200,
    );
    expect((await call('POST', '/api/users/syncskills', token)).body.skillsCount).toBeGreaterThan(0);
    // Whatever the hour, and whatever the simulator's projects cost. At most 5 bids: at some hours the
    // simulator's feed matches more than the 10 a minute it takes before it answers "too fast" (pacing is off here).
    await call('PUT', '/api/bidding/settings', token, {
      scheduleAutobidding: false,
      timeLimit: 'no_limit',
      bidsLimit: 5,
      maxBidsThreshold: 100,
      bidOnHourlyProjects: true,
    });

    const triggered = await call('POST', '/api/bidding-process/trigger', token);
    expect(triggered.status).toBe(200);
    expect(triggered.body).toMatchObject({ success: true });
    expect(typeof triggered.body.note).toBe('string');
    const queued = Number(/(\d+) matching projects? queued/.exec(triggered.body.message)?.[1]);
    expect(queued).toBeGreaterThan(0);
    expect(queued).toBeLessThanOrEqual(5);

    // Done when the worker has logged every queued bid and none is still being placed.
    const logs = await waitFor(async () => {
      const all = await allBidLogs(token);
      return all.length === queued && all.every((log) => log.status !== 'pending') ? all : undefined;
    });
    // Freelancer took every bid, and each spent one of the plan's 50.
    expect(logs.filter((log) => log.status === 'submitted')).toHaveLength(queued);
    expect((await call('GET', '/api/auth/me', token)).body.user.availableBids).toBe(50 - queued);
  });

  it('bids on schedule once autobidding is switched on, without Test Bidding, and syncs the award decisions', async () => {
    const token = await signUp();
    const { page, pageUrl } = await openCheckout(token, 'starter', 'monthly');
    await press(page, pageUrl, 'pay');
    const oauthToken = `scheduled-${Math.random().toString(36).slice(2)}`;
    expect((await call('PUT', '/api/users/freelancer-profile', token, { oauthToken })).status).toBe(200);
    expect((await call('POST', '/api/users/syncskills', token)).body.skillsCount).toBeGreaterThan(0);
    await call('PUT', '/api/bidding/settings', token, {
      timeInterval: '1min',
      scheduleAutobidding: false,
      timeLimit: 'no_limit',
      bidsLimit: 'no_limit',
      maxBidsThreshold: 100,
      bidOnHourlyProjects: true,
    });
    const logs = async () => (await call('GET', '/api/bidding/logs?page=1&limit=100', token)).body;
    expect((await logs()).pagination.total).toBe(0);

    const toggled = await call('PATCH', '/api/bidding/toggle', token);
    expect(toggled.body).toMatchObject({ success: true, isActive: true });

    // The engine's minute, run now through the real composition (the scheduler's own tick may take the lock first).
    await waitFor(async () => ((await app.engine!.tick()).leader ? true : undefined));
    const placed = await waitFor(async () => {
      const body = await logs();
      return body.pagination.total > 0 && body.logs.every((log: { status: string }) => log.status !== 'pending')
        ? body
        : undefined;
    });
    const submitted: { _id: string; projectId: string }[] = placed.logs.filter(
      (log: { status: string }) => log.status === 'submitted',
    );
    expect(submitted.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/bidding/settings', token)).body.settings).toMatchObject({ isActive: true });

    // The owners decide: the first submitted bid wins, the second (if any) loses.
    const bidder = marketplace.userFor(oauthToken).id;
    const simulatorBid = async (log: { projectId: string }) =>
      (await marketplace.findBids({ bidders: [bidder], projects: [Number(log.projectId)] }))[0]!;
    await marketplace.setAwardStatus((await simulatorBid(submitted[0]!)).id, 'awarded');
    if (submitted[1] !== undefined) await marketplace.setAwardStatus((await simulatorBid(submitted[1])).id, 'rejected');

    const synced = await waitFor(async () => {
      const run = await app.engine!.syncAwards();
      return run.ran ? run.value : undefined;
    });
    expect(synced.accepted).toBeGreaterThanOrEqual(1);
    const statusById = new Map(
      (await logs()).logs.map((log: { _id: string; status: string }) => [log._id, log.status]),
    );
    expect(statusById.get(submitted[0]!._id)).toBe('accepted');
    if (submitted[1] !== undefined) expect(statusById.get(submitted[1]._id)).toBe('rejected');
  });
});
