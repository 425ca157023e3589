import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBidWorker } from '../../adapters/jobs/bid-worker.js';
import { TemplateProposalWriter } from '../../adapters/llm/template-proposal-writer.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { InMemoryMarketplaceBackoff } from '../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { PaceBid } from '../../core/use-cases/engine/pace-bid.js';
import { PlaceBid } from '../../core/use-cases/engine/place-bid.js';
import { PLACE_BID_QUEUE } from '../../core/use-cases/engine/place-bid-job.js';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';
import { bidderFixture } from '../support/bidder-fixture.js';
import { SseReader } from '../support/sse.js';

const MINUTE = 60_000;
const BACKGROUND = 'Bids are placed in the background and appear in Bid Logs as they are submitted.';

describe.each(API_DIALECTS)('POST /api/bidding-process/trigger on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());
  // Every test lists its own projects; earlier tests' projects fall out of the 60-minute window.
  beforeEach(() => api.deps.clock.advance(3 * 60 * MINUTE));

  const trigger = (token?: string) => api.request('POST', '/api/bidding-process/trigger', { token });
  const logsOf = async (token: string) =>
    (await api.request('GET', '/api/bidding/logs?page=1&limit=10', { token })).body.logs;
  const availableBids = async (token: string) =>
    (await api.request('GET', '/api/auth/me', { token })).body.user.availableBids;
  /**
   * The bid worker over the harness's own queue and database, run until the queue has nothing due,
   * then a minute later, and so on for 5 minutes: a user's later bids wait for their pace.
   */
  const runWorker = async (): Promise<number> => {
    let handled = 0;
    for (let minute = 0; minute <= 5; minute++) {
      if (minute > 0) api.deps.clock.advance(MINUTE);
      handled += await bidWorker().drain();
    }
    return handled;
  };
  const bidWorker = () =>
    createBidWorker({
      queue: api.deps.jobQueue,
      placeBid: (job) =>
        new PlaceBid(
          api.deps.storage,
          api.deps.marketplace,
          new TemplateProposalWriter(),
          api.deps.events,
          api.deps.clock,
        ).execute(job),
      paceBid: (job) => new PaceBid(api.deps.storage, new InMemoryMarketplaceBackoff(), api.deps.clock).execute(job),
      logger: createLogger('silent'),
    });
  const { listed, withPlan, withBids, withToken, withSettings, aBidder } = bidderFixture(() => api, 70_000_000);

  it('answers 401 to anonymous callers', async () => {
    expect(await trigger()).toMatchObject({ status: 401, body: { success: false, errorCode: 'UNAUTHORIZED' } });
  });

  it('refuses in Test Bidding’s words, with the autobid switch’s codes, without a plan, a token or bids, and queues nothing', async () => {
    const session = await api.signUp();
    listed();
    const noPlan = await trigger(session.token);
    expect(noPlan.status).toBe(403);
    expect(noPlan.body).toEqual({
      success: false,
      message: 'Active plan required to run Test Bidding',
      errorCode: 'ACTIVE_PLAN_REQUIRED',
    });

    await withPlan(session.user.id);
    const noToken = await trigger(session.token);
    expect(noToken.status).toBe(400);
    expect(noToken.body).toEqual({
      success: false,
      message: 'OAuth token required to run Test Bidding',
      errorCode: 'OAUTH_TOKEN_REQUIRED',
    });

    await withToken(session);
    const noBids = await trigger(session.token);
    expect(noBids.status).toBe(402);
    expect(noBids.body).toEqual({
      success: false,
      message: 'No bids available. Buy a plan or add-on bids to run Test Bidding.',
      errorCode: 'INSUFFICIENT_BIDS',
    });

    expect(await api.deps.jobQueue.take(PLACE_BID_QUEUE)).toBeNull();
  });

  it('queues the matching projects, and the worker places each bid once with a written proposal', async () => {
    const session = await aBidder(10);
    const first = listed();
    const second = listed({
      currency: 'EUR',
      budgetMax: 1000,
      postedAt: new Date(api.deps.clock.now().getTime() - MINUTE),
    });
    listed({ skills: ['PHP'] });

    const response = await trigger(session.token);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Bidding process triggered: 2 matching projects queued for bidding',
      note: BACKGROUND,
      run: {
        scanned: 3,
        matched: 2,
        queued: 2,
        skipped: 1,
        topReasons: [
          { code: 'SKILLS_MISMATCH', message: 'The project shares too few skills with the profile', count: 1 },
        ],
        overPace: 0,
      },
    });
    expect(await runWorker()).toBe(2);
    // Both were placed at the same (fixed) instant, so the log's order between them is arbitrary.
    const logs = [...(await logsOf(session.token))].sort((a, b) => a.projectId.localeCompare(b.projectId));
    expect(logs).toEqual([
      expect.objectContaining({ projectId: first.id, status: 'submitted', bidAmount: 200, currency: 'USD' }),
      expect.objectContaining({
        projectId: second.id,
        projectTitle: second.title,
        projectUrl: second.url,
        status: 'submitted',
        bidAmount: 500,
        currency: 'EUR',
        errorMessage: null,
      }),
    ]);
    expect(logs[0].proposal).toMatch(
      new RegExp(`^For "${first.title}" you need React\\.js, which is a skill I work with\\.`),
    );
    expect(logs[0].proposal).toContain('for 200.00 USD');
    expect(logs[0].proposal).toContain('Grace Hopper');
    expect(logs[0].proposal).not.toMatch(/Tips:|\[[A-Z][a-z]+ [A-Z][a-z]+\]/);
    const placed = api.deps.marketplace
      .bidsPlaced()
      .filter((bid) => bid.projectId === first.id || bid.projectId === second.id);
    expect(placed.map((bid) => [bid.token, bid.bidderId, bid.period])).toEqual([
      ['tok-ok', '26605882', 7],
      ['tok-ok', '26605882', 7],
    ]);
    expect(await availableBids(session.token)).toBe(8);

    const again = await trigger(session.token);
    expect(again.body).toMatchObject({
      message: 'Bidding process triggered: no project matched your settings (3 recent projects checked)',
    });
    expect(again.body.note).toContain(
      'Already bid on this project (2); The project shares too few skills with the profile (1).',
    );
    expect(await runWorker()).toBe(0);
    expect(await availableBids(session.token)).toBe(8);
  });

  it('logs a marketplace refusal as failed with its message, and gives the bid back', async () => {
    const session = await aBidder(5);
    const project = listed();
    expect((await trigger(session.token)).body.message).toBe(
      'Bidding process triggered: 1 matching project queued for bidding',
    );

    api.deps.marketplace.failNext('BID_REJECTED');
    await runWorker();

    expect(await logsOf(session.token)).toEqual([
      expect.objectContaining({ projectId: project.id, status: 'failed', errorMessage: 'Simulated BID_REJECTED' }),
    ]);
    expect(await availableBids(session.token)).toBe(5);
  });

  it('pauses a user Freelancer says is out of bids: refunded, live notice, the pause on the dashboard, Test Bidding answers it, no further attempt', async () => {
    const session = await aBidder(5);
    expect((await api.request('PATCH', '/api/bidding/toggle', { token: session.token })).body.isActive).toBe(true);
    listed();
    listed();
    expect((await trigger(session.token)).body.message).toBe(
      'Bidding process triggered: 2 matching projects queued for bidding',
    );
    const placedBefore = api.deps.marketplace.bidsPlaced().length;
    const response = await fetch(`${api.baseUrl}/api/events?token=${encodeURIComponent(session.token)}`);
    const stream = new SseReader(response);
    try {
      await stream.nextData();
      api.deps.marketplace.refuseNextBid({
        httpStatus: 403,
        errorCode: 'ProjectExceptionCodes.NOT_ENOUGH_BIDS',
        message: 'You have used all of your bids.',
      });
      await runWorker();

      expect(await stream.nextData()).toMatchObject({
        availableBids: 5,
        notice:
          'Autobidding is paused: Freelancer says you have used all of your bids. It resumes when you turn autobidding on again.',
        autobidPause: { code: 'OUT_OF_BIDS', message: 'You have used all of your bids.', until: null },
      });
    } finally {
      await stream.close();
    }
    expect(api.deps.marketplace.bidsPlaced()).toHaveLength(placedBefore);
    // The second queued job found the pause before any debit: no attempt, no log row.
    expect(await logsOf(session.token)).toEqual([
      expect.objectContaining({ status: 'failed', errorMessage: 'You have used all of your bids.' }),
    ]);
    expect(await availableBids(session.token)).toBe(5);
    const settings = (await api.request('GET', '/api/bidding/settings', { token: session.token })).body.settings;
    expect(settings).toMatchObject({
      isActive: false,
      autobidPause: { code: 'OUT_OF_BIDS', resumesWhen: 'It resumes when you turn autobidding on again.' },
    });

    expect((await trigger(session.token)).body).toMatchObject({
      message: 'Bidding process triggered: no bids can be placed right now',
      note: 'Autobidding is paused: Freelancer says you have used all of your bids.',
    });
  });

  it('spends the last bid, stops autobidding and sends the exhausted notice', async () => {
    const session = await aBidder(1);
    expect((await api.request('PATCH', '/api/bidding/toggle', { token: session.token })).body.isActive).toBe(true);
    listed();
    listed();
    const response = await fetch(`${api.baseUrl}/api/events?token=${encodeURIComponent(session.token)}`);
    const stream = new SseReader(response);
    try {
      expect(await stream.nextData()).toMatchObject({ availableBids: 1 });

      expect((await trigger(session.token)).body.message).toBe(
        'Bidding process triggered: 1 matching project queued for bidding',
      );
      await runWorker();

      expect(await stream.nextData()).toMatchObject({
        availableBids: 0,
        notice: 'Your available bids are exhausted. Autobidding stopped.',
      });
    } finally {
      await stream.close();
    }
    expect((await api.request('GET', '/api/bidding/settings', { token: session.token })).body.settings.isActive).toBe(
      false,
    );
    expect(await logsOf(session.token)).toHaveLength(1);
  });

  it("Stop cancels the user's queued bids: none reaches Freelancer afterwards and none is charged; another user's still go", async () => {
    const session = await aBidder(10);
    const other = await aBidder(10);
    for (let n = 0; n < 3; n++) listed({ postedAt: new Date(api.deps.clock.now().getTime() - (n + 1) * MINUTE) });
    const toggle = (token: string) => api.request('PATCH', '/api/bidding/toggle', { token });
    expect((await toggle(session.token)).body.isActive).toBe(true);
    expect((await trigger(session.token)).body.message).toBe(
      'Bidding process triggered: 3 matching projects queued for bidding',
    );
    expect((await trigger(other.token)).body.message).toBe(
      'Bidding process triggered: 3 matching projects queued for bidding',
    );
    const placedBefore = api.deps.marketplace.bidsPlaced().length;

    expect((await toggle(session.token)).body).toMatchObject({ isActive: false, message: 'Autobidding stopped' });
    await runWorker();

    expect(await logsOf(session.token)).toEqual([]);
    expect(await availableBids(session.token)).toBe(10);
    // The other user's three ran (the proposal guard may hold a near-copy among them); only theirs reached Freelancer.
    const others = await logsOf(other.token);
    expect(others).toHaveLength(3);
    expect(api.deps.marketplace.bidsPlaced().length - placedBefore).toBe(
      others.filter((log: { status: string }) => log.status === 'submitted').length,
    );
  });

  it("counts the matches a safe pace has no room for alike in its note, its run and the dashboard's last run", async () => {
    const session = await aBidder(100);
    // A 1-minute interval leaves room for a few bids before the next run: most of the 12 are over the pace.
    await withSettings(session, { timeInterval: '1min' });
    for (let second = 1; second <= 12; second++)
      listed({ postedAt: new Date(api.deps.clock.now().getTime() - second * 1000) });

    const { run, note } = (await trigger(session.token)).body;

    expect(run.overPace).toBeGreaterThan(0);
    expect(run.matched + run.overPace).toBe(12);
    expect(note).toMatch(new RegExp(`^${run.overPace} more matched than a safe pace can bid on`));
    const lastRun = (await api.request('GET', '/api/bidding/last-run', { token: session.token })).body.lastRun;
    expect(lastRun).toMatchObject({ matched: run.matched, queued: run.queued, overPace: run.overPace });
    // No paced job is left for a later test to find.
    api.deps.clock.advance(10 * MINUTE);
    const { jobQueue } = api.deps;
    for (let job = await jobQueue.take(PLACE_BID_QUEUE); job !== null; job = await jobQueue.take(PLACE_BID_QUEUE))
      await jobQueue.complete(job);
  });

  it('answers why nothing was queued when no skills are configured', async () => {
    const session = await aBidder();
    await withSettings(session, { skills: [] });
    listed();

    expect((await trigger(session.token)).body).toEqual({
      success: true,
      message: 'Bidding process triggered: no bids can be placed right now',
      note: 'No skills are configured, so no project can match.',
      run: { scanned: 0, matched: 0, queued: 0, skipped: 0, topReasons: [], overPace: 0 },
    });
    expect(await api.deps.jobQueue.take(PLACE_BID_QUEUE)).toBeNull();
    expect((await api.request('GET', '/api/bidding/last-run', { token: session.token })).body.lastRun).toMatchObject({
      scanned: 0,
      blocked: [{ code: 'NO_SKILLS', message: 'No skills are configured, so no project can match' }],
    });
  });

  it('lets an admin without a plan test bidding', async () => {
    const admin = await api.signedIn('admin');
    await withToken(admin);
    await withBids(admin.user.id, 3);
    await withSettings(admin, { skills: ['css'] });
    listed();

    expect((await trigger(admin.token)).body.message).toBe(
      'Bidding process triggered: 1 matching project queued for bidding',
    );
    await runWorker();
    expect(await logsOf(admin.token)).toEqual([expect.objectContaining({ status: 'submitted' })]);
  });
});
