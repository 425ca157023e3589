import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBidWorker } from '../../adapters/jobs/bid-worker.js';
import { TemplateProposalWriter } from '../../adapters/llm/template-proposal-writer.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { SignedReviewLinks } from '../../adapters/notifications/signed-review-links.js';
import { PUBLIC_LINK_CALLS_PER_IP } from '../../adapters/http/middleware/public-link-limit.js';
import { InMemoryMarketplaceBackoff } from '../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { DispatchDueUsers } from '../../core/use-cases/engine/dispatch-due-users.js';
import { PaceBid } from '../../core/use-cases/engine/pace-bid.js';
import { PlaceBid } from '../../core/use-cases/engine/place-bid.js';
import { EXPIRED_DRAFT_NOTE, REJECTED_DRAFT_NOTE } from '../../core/use-cases/reviews/review-drafts.js';
import { RecordingNotifier } from '../../adapters/testing/fake-notifications.js';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';
import { bidderFixture } from '../support/bidder-fixture.js';

const MINUTE = 60_000;
/** The harness's JWT_SECRET: links signed here pass the server's check. */
const JWT_SECRET = 'test-secret-'.padEnd(48, 'x');

describe.each(API_DIALECTS)('the review lane API on %s', (dialect) => {
  let api: ApiHarness;
  let notifier: RecordingNotifier;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.deps.clock.advance(3 * 60 * MINUTE);
    notifier = new RecordingNotifier();
  });

  const { listed, withSettings, withPlan, aBidder } = bidderFixture(() => api, 90_000_000);
  const links = () => new SignedReviewLinks('http://localhost:3000', JWT_SECRET, api.deps.clock);
  const runWorker = async (): Promise<number> => {
    let handled = 0;
    for (let minute = 0; minute <= 3; minute++) {
      if (minute > 0) api.deps.clock.advance(MINUTE);
      handled += await createBidWorker({
        queue: api.deps.jobQueue,
        placeBid: (job) =>
          new PlaceBid(
            api.deps.storage,
            api.deps.marketplace,
            new TemplateProposalWriter(),
            api.deps.events,
            api.deps.clock,
            { notifier, reviewLinks: links() },
          ).execute(job),
        paceBid: (job) => new PaceBid(api.deps.storage, new InMemoryMarketplaceBackoff(), api.deps.clock).execute(job),
        logger: createLogger('silent'),
      }).drain();
    }
    return handled;
  };
  const get = (path: string, token?: string) => api.request('GET', path, { token });
  const post = (path: string, token: string | undefined, body?: unknown) =>
    api.request('POST', path, { token, ...(body === undefined ? {} : { body }) });

  /** A bidder in review_all with one draft held for a project by client 555 in DE. */
  const aHeldDraft = async (): Promise<{ session: SignedIn; id: string; projectId: string }> => {
    const session = await aBidder(5);
    await withSettings(session, { skills: ['React.js'], reviewMode: 'review_all' });
    const project = listed({
      ownerId: '555',
      client: { id: '555', paymentVerified: true, rating: 5, reviews: 3, country: 'DE', registeredAt: null },
    });
    expect((await post('/api/bidding-process/trigger', session.token)).status).toBe(200);
    await runWorker();
    const list = await get('/api/reviews', session.token);
    expect(list.status).toBe(200);
    return { session, id: list.body.reviews[0].id, projectId: project.id };
  };
  const bidOf = async (session: SignedIn, projectId: string) =>
    api.deps.storage.bids.findByUserAndProject(session.user.id, projectId);

  describe('an approval that cannot be placed (docs/design.md#review-lane)', () => {
    let adjustments = 0;
    const setBids = (session: SignedIn, target: number) =>
      api.deps.storage.ledger.adjustTo({ userId: session.user.id, target, key: `test-adjust:${++adjustments}` });
    const reviewOf = async (session: SignedIn, id: string) =>
      ((await get('/api/reviews', session.token)).body.reviews as { id: string }[]).find((review) => review.id === id);
    /** Back in review: waiting with the reason, counted, its bid row held again; approvable again. */
    const expectBackInReview = async (session: SignedIn, id: string, projectId: string, note: string) => {
      expect(await reviewOf(session, id)).toMatchObject({ status: 'waiting', note, decidedAt: null });
      expect((await get('/api/reviews/count', session.token)).body.waiting).toBe(1);
      expect(await bidOf(session, projectId)).toMatchObject({ status: 'held' });
    };
    const placedOn = (projectId: string) =>
      api.deps.marketplace.bidsPlaced().filter((bid) => bid.projectId === projectId);

    it('a: no bids left is refused up front with 402; bids spent after approving put the draft back, approvable again', async () => {
      const { session, id, projectId } = await aHeldDraft();
      await setBids(session, 0);
      expect(await post(`/api/reviews/${id}/approve`, session.token)).toMatchObject({
        status: 402,
        body: {
          errorCode: 'INSUFFICIENT_BIDS',
          message: 'No available bids left. Buy a plan or add-on bids, then approve again.',
        },
      });
      expect(await reviewOf(session, id)).toMatchObject({ status: 'waiting', note: null });

      await setBids(session, 2);
      expect((await post(`/api/reviews/${id}/approve`, session.token)).status).toBe(200);
      await setBids(session, 0);
      await runWorker();
      expect(placedOn(projectId)).toEqual([]);
      await expectBackInReview(session, id, projectId, 'No available bids left');

      await setBids(session, 1);
      expect((await post(`/api/reviews/${id}/approve`, session.token)).body).toMatchObject({
        review: { status: 'approved', note: null },
      });
      await runWorker();
      expect(placedOn(projectId)).toHaveLength(1);
      expect(await reviewOf(session, id)).toMatchObject({ status: 'placed' });
      expect(await api.deps.storage.ledger.balance(session.user.id)).toEqual({ plan: 0, extra: 0 });
    });

    it('b: a draft a scheduled run held is placed when approved after the user pressed Stop', async () => {
      const session = await aBidder(5);
      await withSettings(session, { skills: ['React.js'], reviewMode: 'review_all' });
      expect((await api.request('PATCH', '/api/bidding/toggle', { token: session.token })).body.isActive).toBe(true);
      const project = listed();
      await api.deps.storage.feed.addNew([project], new Date(api.deps.clock.now().getTime() - 30_000));
      await new DispatchDueUsers(api.deps.storage, api.deps.rates, api.deps.jobQueue, api.deps.clock).execute();
      await runWorker();
      const [draft] = (await get('/api/reviews', session.token)).body.reviews;
      expect(draft).toMatchObject({ status: 'waiting', project: { id: project.id } });
      expect((await api.request('PATCH', '/api/bidding/toggle', { token: session.token })).body.isActive).toBe(false);

      expect((await post(`/api/reviews/${draft.id}/approve`, session.token)).status).toBe(200);
      await runWorker();
      expect(placedOn(project.id)).toHaveLength(1);
      expect(await reviewOf(session, draft.id)).toMatchObject({ status: 'placed' });
      expect(await bidOf(session, project.id)).toMatchObject({ status: 'submitted' });
    });

    it('c: Freelancer pausing the approved bid puts the draft back; approving during the pause is refused, after it the bid goes', async () => {
      const { session, id, projectId } = await aHeldDraft();
      expect((await post(`/api/reviews/${id}/approve`, session.token)).status).toBe(200);
      api.deps.marketplace.refuseNextBid({
        httpStatus: 403,
        errorCode: 'BID_FAILED',
        message: 'You appear to be bidding too fast.',
      });
      await runWorker();
      expect(placedOn(projectId)).toEqual([]);
      await expectBackInReview(session, id, projectId, 'You appear to be bidding too fast.');
      expect(await api.deps.storage.ledger.balance(session.user.id)).toEqual({ plan: 5, extra: 0 });
      const refused = await post(`/api/reviews/${id}/approve`, session.token);
      expect(refused).toMatchObject({ status: 409, body: { errorCode: 'CONFLICT' } });
      expect(refused.body.message).toMatch(
        /^Autobidding is paused: Freelancer says you appear to be bidding too fast\./,
      );
      expect(await reviewOf(session, id)).toMatchObject({ status: 'waiting' });

      // The cool-down is over before the draft's fresh hour is.
      api.deps.clock.advance(20 * MINUTE);
      expect((await post(`/api/reviews/${id}/approve`, session.token)).status).toBe(200);
      await runWorker();
      expect(placedOn(projectId)).toHaveLength(1);
      expect(await reviewOf(session, id)).toMatchObject({ status: 'placed', note: null });
    });

    it('Freelancer refusing the project for good closes the draft failed with the refusal', async () => {
      const { session, id, projectId } = await aHeldDraft();
      expect((await post(`/api/reviews/${id}/approve`, session.token)).status).toBe(200);
      api.deps.marketplace.closeProject(projectId);
      await runWorker();
      expect(await reviewOf(session, id)).toMatchObject({
        status: 'failed',
        note: 'This project is no longer accepting bids.',
      });
      expect(await bidOf(session, projectId)).toMatchObject({ status: 'failed' });
      expect((await post(`/api/reviews/${id}/approve`, session.token)).status).toBe(409);
    });

    it('refuses up front, with the draft left waiting, an inactive plan, a missing token and a disabled account', async () => {
      const { session, id } = await aHeldDraft();
      const waiting =
        notifier.requests.find((r) => r.kind === 'review.waiting' && r.data['draftId'] === id) ??
        expect.fail('no review.waiting');
      const token = new URL(String(waiting.data['approveUrl'])).searchParams.get('token') ?? '';

      await api.deps.storage.users.update(session.user.id, { planStatus: 'expired' });
      expect(await post(`/api/reviews/${id}/approve`, session.token)).toMatchObject({
        status: 403,
        body: { errorCode: 'ACTIVE_PLAN_REQUIRED', message: 'Active plan required to place this bid' },
      });
      await withPlan(session.user.id);

      const profile = await api.deps.storage.profiles.get(session.user.id);
      await api.deps.storage.profiles.save(session.user.id, { oauthToken: null, freelancerUserId: null });
      expect(await post(`/api/reviews/${id}/approve`, session.token)).toMatchObject({
        status: 400,
        body: { errorCode: 'OAUTH_TOKEN_REQUIRED', message: 'OAuth token required to place this bid' },
      });
      await api.deps.storage.profiles.save(session.user.id, {
        oauthToken: profile?.oauthToken ?? null,
        freelancerUserId: profile?.freelancerUserId ?? null,
      });

      // A disabled account has no session, and its mailed link neither shows nor decides the draft.
      await api.deps.storage.users.update(session.user.id, { isActive: false });
      expect(await post('/api/review-links/confirm', undefined, { token })).toMatchObject({
        status: 403,
        body: { errorCode: 'FORBIDDEN', message: 'The account is disabled' },
      });
      expect(await get(`/api/review-links?token=${encodeURIComponent(token)}`)).toMatchObject({
        status: 403,
        body: { errorCode: 'FORBIDDEN', message: 'The account is disabled' },
      });
      await api.deps.storage.users.update(session.user.id, { isActive: true });
      expect(await api.deps.storage.reviews.find(session.user.id, id)).toMatchObject({ status: 'waiting' });
      expect((await post(`/api/reviews/${id}/approve`, session.token)).status).toBe(200);
    });
  });

  it('takes reviewMode in the settings and refuses an unknown mode', async () => {
    const session = await api.signUp();
    expect(
      (await api.request('PUT', '/api/bidding/settings', { token: session.token, body: { reviewMode: 'sometimes' } }))
        .status,
    ).toBe(400);
    expect(
      (await api.request('PUT', '/api/bidding/settings', { token: session.token, body: { reviewMode: 'hold_risky' } }))
        .status,
    ).toBe(200);
    expect((await api.deps.storage.settings.get(session.user.id)).reviewMode).toBe('hold_risky');
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/reviews')).status).toBe(401);
    expect((await get('/api/reviews/count')).status).toBe(401);
    expect((await post('/api/reviews/x/approve', undefined)).status).toBe(401);
    expect((await post('/api/reviews/x/reject', undefined)).status).toBe(401);
  });

  it('lists a held draft with its project, client, terms, reasons and expiry, and counts it; no bid spent', async () => {
    const { session, projectId } = await aHeldDraft();
    const list = await get('/api/reviews', session.token);
    expect(list.body).toMatchObject({
      success: true,
      waiting: 1,
      pagination: { current: 1, pages: 1, total: 1, limit: 20 },
    });
    const [review] = list.body.reviews;
    expect(review).toMatchObject({
      status: 'waiting',
      project: { id: projectId, type: 'fixed', currency: 'USD', budgetMin: 100, budgetMax: 400 },
      client: { id: '555', country: 'DE' },
      proposal: expect.stringContaining('Landing page'),
      currency: 'USD',
      fitScore: expect.any(Number),
      holdReasons: [{ code: 'REVIEW_ALL', message: 'You review every bid before it is placed.' }],
      decidedAt: null,
    });
    // The fit the run queued it with (docs/design.md#fit-score).
    expect(review.fitScore).toBeGreaterThanOrEqual(0);
    expect(review.fitScore).toBeLessThanOrEqual(100);
    expect(Date.parse(review.expiresAt) - Date.parse(review.createdAt)).toBe(60 * MINUTE);
    expect((await get('/api/reviews/count', session.token)).body).toEqual({ success: true, waiting: 1 });
    expect(await bidOf(session, projectId)).toMatchObject({ status: 'held' });
    expect(await api.deps.storage.ledger.balance(session.user.id)).toEqual({ plan: 5, extra: 0 });
    expect(api.deps.marketplace.bidsPlaced().filter((bid) => bid.projectId === projectId)).toEqual([]);
  });

  it('edit then approve places the bid as edited through the worker, once; a second approval is a 409', async () => {
    const { session, id, projectId } = await aHeldDraft();
    const proposal = 'I have built landing pages with contact forms for many clients and can deliver yours this week.';
    const approved = await post(`/api/reviews/${id}/approve`, session.token, { proposal, amount: 250.5, period: 5 });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      success: true,
      review: { status: 'approved', proposal, amount: 250.5, period: 5 },
    });
    expect((await post(`/api/reviews/${id}/approve`, session.token)).body).toMatchObject({
      errorCode: 'CONFLICT',
      message: 'This draft was already approved.',
    });
    await runWorker();
    expect(api.deps.marketplace.bidsPlaced().filter((bid) => bid.projectId === projectId)).toEqual([
      expect.objectContaining({ amount: 250.5, period: 5, description: proposal }),
    ]);
    const placed = await bidOf(session, projectId);
    // The log and the detail show what Freelancer got, and the history holds the draft once.
    expect(placed).toMatchObject({
      status: 'submitted',
      proposal,
      amountMinor: 25_050,
      brief: expect.objectContaining({ periodDays: 5 }),
    });
    expect((await api.deps.storage.bids.history(placed?.id ?? '')).map((event) => event.kind)).toEqual([
      'queued',
      'held',
      'placed',
    ]);
    expect(await api.deps.storage.ledger.balance(session.user.id)).toEqual({ plan: 4, extra: 0 });
    expect((await get('/api/reviews', session.token)).body).toMatchObject({
      waiting: 0,
      reviews: [{ id, status: 'placed' }],
    });
  });

  it('approve and reject at once: exactly one wins and at most one bid goes out', async () => {
    const { session, id, projectId } = await aHeldDraft();
    const answers = await Promise.all([
      post(`/api/reviews/${id}/approve`, session.token),
      post(`/api/reviews/${id}/approve`, session.token),
      post(`/api/reviews/${id}/reject`, session.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    await runWorker();
    expect(api.deps.marketplace.bidsPlaced().filter((bid) => bid.projectId === projectId).length).toBeLessThanOrEqual(
      1,
    );
  });

  it('reject with "never this client" blocks the client and places nothing', async () => {
    const { session, id, projectId } = await aHeldDraft();
    const rejected = await post(`/api/reviews/${id}/reject`, session.token, { blockClient: true });
    expect(rejected.body).toMatchObject({
      success: true,
      message: 'Rejected, and this client is blocked.',
      review: { status: 'rejected' },
    });
    expect((await api.deps.storage.settings.get(session.user.id)).blockedClientIds).toEqual(['555']);
    await runWorker();
    expect(api.deps.marketplace.bidsPlaced().filter((bid) => bid.projectId === projectId)).toEqual([]);
  });

  it("answers 404 for another user's draft and an unknown id, and changes nothing", async () => {
    const { id } = await aHeldDraft();
    const other = await api.signUp();
    for (const path of [
      `/api/reviews/${id}/approve`,
      `/api/reviews/${id}/reject`,
      '/api/reviews/no-such-draft/approve',
    ]) {
      expect(await post(path, other.token)).toMatchObject({ status: 404, body: { errorCode: 'REVIEW_NOT_FOUND' } });
    }
    expect((await get('/api/reviews', other.token)).body).toMatchObject({ reviews: [], waiting: 0 });
  });

  it('refuses hostile bodies and odd spellings with a 400 or 404 and leaves the draft waiting', async () => {
    const { session, id } = await aHeldDraft();
    // Each refusal names the field it is about, so a screen can mark that field.
    const bodies: [unknown, string | undefined][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: -1 }, 'amount'],
      [{ amount: 1e-300 }, 'amount'],
      [{ amount: '100' }, 'amount'],
      [{ amount: 1e12 }, 'amount'],
      [{ period: 0 }, 'period'],
      [{ period: 2.5 }, 'period'],
      [{ period: 366 }, 'period'],
      [{ proposal: 'short' }, 'proposal'],
      [{ proposal: 'x'.repeat(5_000) }, 'proposal'],
      [{ proposal: 'Dear [Client Name], I can build your landing page this week with tests.' }, 'proposal'],
      [
        { proposal: 'Write to me at ada@example.com or pay me by PayPal outside the site, that is cheaper.' },
        'proposal',
      ],
      [{ status: 'approved' }, undefined],
      [[], undefined],
    ];
    for (const [body, field] of bodies) {
      const refused = await post(`/api/reviews/${id}/approve`, session.token, body);
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((refused.body as { field?: string }).field, JSON.stringify(body).slice(0, 60)).toBe(field);
    }
    expect((await post(`/api/reviews/${id}/reject`, session.token, { blockClient: 'yes' })).status).toBe(400);
    expect(
      (
        await api.request('POST', `/api/reviews/${id}/approve`, {
          token: session.token,
          rawBody: '{not json',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    for (const path of [
      `/api/Reviews/${id}/approve`,
      `/api/reviews/${id}/approve/`,
      `/api/reviews//approve`,
      `/api/reviews/${id}/APPROVE`,
    ]) {
      expect((await post(path, session.token)).status, path).toBe(404);
    }
    expect((await get('/api/reviews?limit=0', session.token)).status).toBe(400);
    expect((await get('/api/reviews?page=abc', session.token)).status).toBe(400);
    expect((await get('/api/reviews', session.token)).body).toMatchObject({
      waiting: 1,
      reviews: [{ id, status: 'waiting' }],
    });
  });

  it('refuses an edit whose right-to-left override shows "WhatsApp", and places nothing (audit finding 1)', async () => {
    const { session, id, projectId } = await aHeldDraft();
    const proposal =
      'I would love to help with this project. Lets move this chat to \u202eppAstahW\u202c so we can talk faster.';
    expect(await post(`/api/reviews/${id}/approve`, session.token, { proposal })).toMatchObject({
      status: 400,
      body: {
        success: false,
        errorCode: 'VALIDATION_FAILED',
        message: 'The proposal asks the client to talk off Freelancer.',
        field: 'proposal',
      },
    });
    await runWorker();
    expect(api.deps.marketplace.bidsPlaced().filter((bid) => bid.projectId === projectId)).toEqual([]);
    expect((await get('/api/reviews', session.token)).body).toMatchObject({ reviews: [{ id, status: 'waiting' }] });
  });

  it('expires a draft past its time and tells the user; a late approval is a 409', async () => {
    const { session, id, projectId } = await aHeldDraft();
    api.deps.clock.advance(61 * MINUTE);
    expect((await post(`/api/reviews/${id}/approve`, session.token)).body).toMatchObject({
      errorCode: 'CONFLICT',
      message: 'This draft has expired.',
    });
    expect((await get('/api/reviews/count', session.token)).body.waiting).toBe(0);
    expect(await api.deps.useCases.reviews.expire()).toBeGreaterThanOrEqual(1);
    expect((await get('/api/reviews', session.token)).body.reviews[0]).toMatchObject({ id, status: 'expired' });
    // Never sent: declined like a rejected draft, not a failed bid.
    expect(await bidOf(session, projectId)).toMatchObject({ status: 'declined', errorMessage: EXPIRED_DRAFT_NOTE });
  });

  describe('a draft the user rejects is declined, not failed (docs/design.md#review-lane)', () => {
    const logOf = async (session: SignedIn, projectId: string) =>
      ((await get('/api/bidding/logs?limit=100', session.token)).body.logs as { projectId: string }[]).find(
        (log) => log.projectId === projectId,
      );

    it('on /review: the log says declined and why, no failure figure counts it, the declined filter finds it, nothing is charged', async () => {
      const admin = await api.signedIn('admin');
      const { session, id, projectId } = await aHeldDraft();
      const before = (await get('/api/admin/stats', admin.token)).body.stats;
      const balance = await api.deps.storage.ledger.balance(session.user.id);
      const entries = await api.deps.storage.ledger.entries(session.user.id);

      expect((await post(`/api/reviews/${id}/reject`, session.token)).status).toBe(200);

      expect(await logOf(session, projectId)).toMatchObject({ status: 'declined', errorMessage: REJECTED_DRAFT_NOTE });
      const after = (await get('/api/admin/stats', admin.token)).body.stats;
      expect(after.bids.failed).toBe(before.bids.failed);
      // The held row counted in the total while it waited; declined, it is no bid at all.
      expect(after.bids.total).toBe(before.bids.total - 1);
      expect((await get('/api/bidding/stats', session.token)).body.stats).toMatchObject({
        totalBids: 0,
        failedBids: 0,
      });
      const details = await get(`/api/admin/users/${session.user.id}`, admin.token);
      expect(details.body.stats).toMatchObject({ totalBids: 0, failedBids: 0 });
      const declined = await get(`/api/admin/users/${session.user.id}/bids?status=declined`, admin.token);
      expect(declined.body.bids).toEqual([
        expect.objectContaining({ projectId, status: 'declined', errorMessage: REJECTED_DRAFT_NOTE }),
      ]);
      expect((await get(`/api/admin/users/${session.user.id}/bids?status=failed`, admin.token)).body.bids).toEqual([]);
      expect((await get('/api/analytics/funnel?days=7', session.token)).body.funnel).toMatchObject({
        refused: 0,
        declined: 1,
      });
      expect(await api.deps.storage.ledger.balance(session.user.id)).toEqual(balance);
      expect(await api.deps.storage.ledger.entries(session.user.id)).toEqual(entries);
    });

    it('by the signed reject link of a notification (e-mail, Telegram, Slack)', async () => {
      const { session, id, projectId } = await aHeldDraft();
      const waiting =
        notifier.requests.find((r) => r.kind === 'review.waiting' && r.data['draftId'] === id) ??
        expect.fail('no review.waiting');
      const token = new URL(String(waiting.data['rejectUrl'])).searchParams.get('token') ?? '';
      expect((await post('/api/review-links/confirm', undefined, { token })).body).toMatchObject({
        success: true,
        review: { id, status: 'rejected' },
      });
      expect(await logOf(session, projectId)).toMatchObject({ status: 'declined', errorMessage: REJECTED_DRAFT_NOTE });
      expect((await get('/api/bidding/stats', session.token)).body.stats).toMatchObject({ failedBids: 0 });
    });
  });

  it('the notification carries signed links: GET shows the draft and decides nothing, the POST approves once, a used or forged link is refused', async () => {
    const { session, id, projectId } = await aHeldDraft();
    const waiting =
      notifier.requests.find((r) => r.kind === 'review.waiting' && r.data['draftId'] === id) ??
      expect.fail('no review.waiting');
    expect(waiting).toMatchObject({ link: '/review', dedupeKey: `review.waiting:${id}` });
    const approveUrl = new URL(String(waiting.data['approveUrl']));
    expect(waiting.body).toContain(approveUrl.toString());
    const token = approveUrl.searchParams.get('token') ?? '';

    const shown = await get(`/api/review-links?token=${encodeURIComponent(token)}`);
    expect(shown.body).toMatchObject({ success: true, action: 'approve', review: { id, status: 'waiting' } });
    expect((await get('/api/reviews/count', session.token)).body.waiting).toBe(1);

    expect((await post('/api/review-links/confirm', undefined, { token })).body).toMatchObject({
      success: true,
      review: { id, status: 'approved' },
    });
    expect((await post('/api/review-links/confirm', undefined, { token })).body).toMatchObject({
      errorCode: 'CONFLICT',
      message: 'This draft was already approved.',
    });
    await runWorker();
    expect(await bidOf(session, projectId)).toMatchObject({ status: 'submitted' });

    const forged = `${token.split('.')[0]}.AAAA`;
    expect((await post('/api/review-links/confirm', undefined, { token: forged })).body).toMatchObject({
      errorCode: 'REVIEW_LINK_INVALID',
    });
    expect((await get(`/api/review-links?token=${forged}`)).status).toBe(400);
    expect((await post('/api/review-links/confirm', undefined, {})).status).toBe(400);
    // A link signed for a draft that is not the signer's user's answers as invalid, not as someone else's draft.
    const crossed = links().tokenFor(
      { userId: 'someone-else', draftId: id, action: 'reject' },
      new Date(api.deps.clock.now().getTime() + MINUTE),
    );
    expect((await post('/api/review-links/confirm', undefined, { token: crossed })).body).toMatchObject({
      errorCode: 'REVIEW_LINK_INVALID',
    });
  });

  it('one client address trying link after link is refused with 429 once past the limit, and a valid link then waits too', async () => {
    const { id } = await aHeldDraft();
    const waiting =
      notifier.requests.find((r) => r.kind === 'review.waiting' && r.data['draftId'] === id) ??
      expect.fail('no review.waiting');
    const token = new URL(String(waiting.data['approveUrl'])).searchParams.get('token') ?? '';
    for (let attempt = 0; attempt < PUBLIC_LINK_CALLS_PER_IP - 1; attempt++)
      expect((await post('/api/review-links/confirm', undefined, { token: `${attempt}.AAAA` })).status).toBe(400);
    expect((await get(`/api/review-links?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const refused = await post('/api/review-links/confirm', undefined, { token });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect((await get('/api/reviews/count', (await aHeldDraft()).session.token)).status).toBe(200);
  });
});
