import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBidPilot, type RunningBidPilot } from '../../../adapters/composition/bidpilot.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { STRONG_PASSWORD } from '../../support/api-harness.js';
import { postgresAvailable } from '../../support/databases.js';
import { caller, freePort, journeyStore, type Caller } from '../../support/journeys.js';

/**
 * `npm start` with no keys, restarted while bids wait in the durable queue: the built-in
 * Freelancer simulator keeps its projects over the restart, so the worker places the queued bids,
 * and the one project Freelancer really lost meanwhile is given back, not charged. Nothing waits
 * on the clock: the restarted server's scheduler and worker are stopped as soon as it is up, and
 * the worker then runs every queued bid by hand.
 */
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const ADMIN = { email: 'admin@example.com', password: STRONG_PASSWORD };
const GRANTED = 500;

interface BidLog {
  readonly projectId: string;
  readonly status: string;
  readonly errorMessage: string | null;
}

describe.each(dialects)('BidPilot restarted with bids in the queue, on %s', (dialect) => {
  let app: RunningBidPilot | undefined;
  let dropDatabase = async () => {};
  afterEach(async () => {
    await app?.stop();
    await dropDatabase();
  });

  async function start(
    env: Record<string, string>,
    scheduler: 'on' | 'off',
  ): Promise<{ running: RunningBidPilot; call: Caller }> {
    const port = await freePort();
    const running = await startBidPilot(
      loadConfig({ ...env, PORT: String(port), SCHEDULER: scheduler }),
      createLogger('silent'),
    );
    // Bids go unpaced here (journeyStore), so the demo's 'bidding too fast' would pause the user mid-journey.
    running.freelancerSimulator!.configure({ tooFast: null });
    return { running, call: caller(`http://localhost:${port}`) };
  }

  it('places the queued bids on the same simulated projects, and charges nothing for a project Freelancer no longer has', async () => {
    const store = await journeyStore(dialect, 'bp-restart-');
    dropDatabase = store.drop;
    const env = { ...store.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

    // First run, API only: Test Bidding queues the bids and no worker takes them.
    const first = await start(env, 'off');
    app = first.running;
    const token = (await first.call('POST', '/api/auth/login', undefined, ADMIN)).body.token as string;
    const me = (await first.call('GET', '/api/auth/me', token)).body.user.id as string;
    expect((await first.call('PATCH', `/api/admin/users/${me}/bids`, token, { availableBids: GRANTED })).status).toBe(
      200,
    );
    expect(
      (await first.call('PUT', '/api/users/freelancer-profile', token, { oauthToken: 'restart-token' })).status,
    ).toBe(200);
    expect((await first.call('POST', '/api/users/syncskills', token)).body.skillsCount).toBeGreaterThan(0);
    await first.call('PUT', '/api/bidding/settings', token, {
      scheduleAutobidding: false,
      timeLimit: 'no_limit',
      bidsLimit: 'no_limit',
      maxBidsThreshold: 100,
      bidOnHourlyProjects: true,
    });
    const skills = (await first.call('GET', '/api/bidding/settings', token)).body.settings.skills as string[];
    // A project the rules will pick, which its owner deletes before the worker gets to it (below the simulator's own ids).
    const lost = '29000001';
    await app.freelancerSimulator!.seedProject({
      id: lost,
      title: 'A small fix, soon deleted',
      description: 'Fix one bug.',
      url: `https://www.freelancer.com/projects/fix-${lost}`,
      type: 'fixed',
      currency: 'USD',
      budgetMin: 30,
      budgetMax: 250,
      bidCount: 0,
      skills: [skills[0]!],
      postedAt: new Date(Date.now() - 60_000),
      kinds: [],
      ownerId: null,
      isOpen: true,
    });
    const triggered = await first.call('POST', '/api/bidding-process/trigger', token);
    const queued = Number(/(\d+) matching projects? queued/.exec(triggered.body.message)?.[1]);
    expect(queued).toBeGreaterThan(1);
    await app.freelancerSimulator!.deleteProject(Number(lost));
    await app.stop();
    app = undefined;

    // Second run on the same data, as `npm start` runs it with the worker, which may take some of the
    // queued bids at once. Stopping it lets the bid in hand finish; the worker then runs the rest,
    // every one of them due now.
    const second = await start(env, 'on');
    app = second.running;
    const engine = second.running.engine!;
    await engine.stop();
    const again = (await second.call('POST', '/api/auth/login', undefined, ADMIN)).body.token as string;
    const logsNow = async () =>
      (await second.call('GET', '/api/bidding/logs?page=1&limit=100', again)).body.logs as BidLog[];
    // A bid the running worker's other slots found its user busy with went back due a second later: drained once due.
    await vi.waitFor(
      async () => {
        await engine.bidWorker.drain();
        expect(await logsNow()).toHaveLength(queued);
      },
      { timeout: 10_000, interval: 250 },
    );
    const logs = await logsNow();
    expect(logs).toHaveLength(queued);
    expect(logs.filter((log) => log.status === 'pending')).toEqual([]);

    const [gone, ...others] = [...logs].sort((a, b) => (a.projectId === lost ? -1 : b.projectId === lost ? 1 : 0));
    expect(gone).toMatchObject({ projectId: lost, status: 'failed', errorMessage: 'Project not found.' });
    expect(others.filter((log) => log.errorMessage === 'Project not found.')).toEqual([]);
    // Every bid Freelancer took is charged once; the lost project's bid and any Freelancer refused are given back.
    // (An award sync the scheduler ran before it stopped may have decided some already.)
    const taken = others.filter((log) => ['submitted', 'accepted', 'rejected'].includes(log.status)).length;
    expect(taken).toBeGreaterThan(0);
    expect(
      await app.freelancerSimulator!.findBids({ bidders: [app.freelancerSimulator!.userFor('restart-token').id] }),
    ).toHaveLength(taken);
    expect((await second.call('GET', '/api/auth/me', again)).body.user.availableBids).toBe(GRANTED - taken);
  });
});
