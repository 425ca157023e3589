import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { FakeProposalWriter } from '../../../adapters/testing/fake-proposal-writer.js';
import { FakeMarketplace } from '../../../adapters/testing/fake-marketplace.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { aPlaceBidJob } from '../../../tests/builders/jobs.js';
import { aDashboardProject } from '../../../tests/builders/projects.js';
import { aPlacingUser } from '../../../tests/fixtures/engine.js';
import { RecordingNotifier } from '../../../adapters/testing/fake-notifications.js';
import type { Project } from '../../domain/bidding/project.js';
import { profileRulesOf } from '../../domain/bidding/search-profile.js';
import type { BiddingSettingsPatch } from '../../domain/bidding/settings.js';
import type { DomainError } from '../../domain/errors.js';
import type { User } from '../../domain/users/user.js';
import type { Job } from '../../ports/job-queue.port.js';
import type { ProposalWriter } from '../../ports/proposal-writer.port.js';
import { PlaceBid } from '../engine/place-bid.js';
import { REVIEW_HOLD_NOTE } from '../engine/place-bid/hold.js';
import { PLACE_BID_QUEUE, toPayloadProject, type PlaceBidPayload } from '../engine/place-bid-job.js';
import { CancelQueuedBids } from '../engine/cancel-queued-bids.js';
import { CANCELLED_NOTE } from '../engine/place-bid-job.js';
import { EXPIRED_DRAFT_NOTE, REJECTED_DRAFT_NOTE, ReviewDrafts } from './review-drafts.js';
import { APPROVAL_RETURNED_NOTE } from './unplaced-approvals.js';

const NOW = '2026-01-15T12:00:00.000Z';
const failure = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => expect.fail('expected a throw'),
    (error: DomainError) => error,
  );

describe('the review lane through the worker', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let marketplace: FakeMarketplace;
  let writer: ProposalWriter;
  let notifier: RecordingNotifier;
  let queue: InMemoryJobQueue;
  let user: User;
  let reviews: ReviewDrafts;
  let ids: number;

  const project = aDashboardProject({
    ownerId: '77',
    client: { id: '77', paymentVerified: true, rating: 4.9, reviews: 12, country: 'DE', registeredAt: null },
  });
  const aJob = (overrides: Partial<PlaceBidPayload> = {}, attempt = 1): Job<PlaceBidPayload> =>
    aPlaceBidJob(user.id, project, overrides, { id: 'job-1', attempt });
  const worker = () =>
    new PlaceBid(storage, marketplace, writer, new InProcessEventPublisher(), clock, {
      notifier,
      newId: () => `draft-${++ids}`,
    });
  const settle = (patch: BiddingSettingsPatch) => storage.settings.update(user.id, patch);
  const balance = () => storage.ledger.balance(user.id);
  const bid = () => storage.bids.findByUserAndProject(user.id, project.id);
  /** Runs the approval's queued job as the worker would. */
  const runQueued = async () => {
    const job = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE)) ?? expect.fail('no job queued');
    const outcome = await worker().execute(job);
    await queue.complete(job);
    return outcome;
  };

  /** The drafted proposal with its amount and delivery changed, as a user edits it along with the terms. */
  const draftTextWith = async (terms: { readonly amount?: number; readonly period?: number }) => {
    const { proposal, amount, period } = await reviews.find(user.id, 'draft-1');
    return proposal
      .replace(String(amount), String(terms.amount ?? amount))
      .replace(`${period} days`, `${terms.period ?? period} days`);
  };

  beforeEach(async () => {
    ids = 0;
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    marketplace = new FakeMarketplace();
    marketplace.seedProject(project);
    writer = new FakeProposalWriter();
    notifier = new RecordingNotifier();
    queue = new InMemoryJobQueue(clock);
    user = await aPlacingUser(storage, clock.now(), {
      planBids: 2,
      settings: { skills: ['React.js'], isActive: true, reviewMode: 'review_all', draftExpiryMinutes: 60 },
    });
    reviews = new ReviewDrafts(storage, queue, clock, notifier);
  });

  it('holds a draft instead of placing: no bid spent, logged held, the user told once with a link to Review', async () => {
    const outcome = await worker().execute(aJob());
    expect(outcome).toEqual({ kind: 'drafted', bidId: 'bid-1', draftId: 'draft-1' });
    expect(marketplace.bidsPlaced()).toEqual([]);
    expect(await balance()).toEqual({ plan: 2, extra: 0 });
    const logged = await bid();
    expect(logged).toMatchObject({
      status: 'held',
      errorMessage: `${REVIEW_HOLD_NOTE} You review every bid before it is placed.`,
    });
    const draft = await reviews.find(user.id, 'draft-1');
    expect(draft).toMatchObject({
      status: 'waiting',
      bidId: 'bid-1',
      proposal: logged?.proposal,
      amount: 375,
      period: 14,
      clientId: '77',
      clientCountry: 'DE',
      fitScore: null,
      expiresAt: new Date(Date.parse(NOW) + 3600_000),
    });
    expect(notifier.requests).toEqual([
      expect.objectContaining({ kind: 'review.waiting', link: '/review', dedupeKey: 'review.waiting:draft-1' }),
    ]);
    expect(await reviews.count(user.id)).toBe(1);
  });

  it('a retried job finds its draft: one draft, the same dedupe key, no bid spent', async () => {
    await worker().execute(aJob());
    expect(await worker().execute(aJob({}, 2))).toEqual({ kind: 'skipped', reason: 'ALREADY_BID' });
    // An attempt that died before the row said held comes back to the same draft.
    await storage.bids.update('bid-1', { status: 'pending' });
    const again = await worker().execute(aJob({}, 3));
    expect(again).toMatchObject({ kind: 'drafted', draftId: 'draft-1' });
    expect((await reviews.list(user.id, { page: 1, limit: 10 })).total).toBe(1);
    expect(new Set(notifier.requests.map((r) => r.dedupeKey))).toEqual(new Set(['review.waiting:draft-1']));
    expect(await balance()).toEqual({ plan: 2, extra: 0 });
  });

  it('keeps the search profile through the draft: drafted by its prompt, approved and placed under it', async () => {
    const rules = {
      ...profileRulesOf(await storage.settings.get(user.id)),
      useCustomPrompt: true,
      customPrompt: 'Dashboards pitch',
    };
    const profile =
      (await storage.searchProfiles.create(user.id, { name: 'Dashboards', isActive: true, rules }, 4)) ??
      expect.fail('no profile');
    await worker().execute(aJob({ profileId: profile.id, milestonePercentage: 25 }));
    expect((writer as FakeProposalWriter).requests[0]?.prompt).toBe('Dashboards pitch');
    expect(await bid()).toMatchObject({ status: 'held', profileId: profile.id });

    await reviews.approve(user.id, 'draft-1', { amount: 400, proposal: await draftTextWith({ amount: 400 }) });
    const job = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE)) ?? expect.fail('no job queued');
    expect(job.payload).toMatchObject({ profileId: profile.id, milestonePercentage: 25, amount: 400 });
    expect(await worker().execute(job)).toMatchObject({ kind: 'submitted' });
    expect(marketplace.bidsPlaced()).toEqual([expect.objectContaining({ amount: 400, milestonePercentage: 25 })]);
    expect(await bid()).toMatchObject({ status: 'submitted', profileId: profile.id });
  });

  it('approving queues the same worker path: the bid is placed as approved, spent once, the draft placed', async () => {
    await worker().execute(aJob());
    const text =
      'I have built React dashboards with charts and CSV export for three clients this year; I can start today.';
    await reviews.approve(user.id, 'draft-1', { proposal: text, amount: 400, period: 10 });
    const outcome = await runQueued();
    expect(outcome.kind).toBe('submitted');
    expect(marketplace.bidsPlaced()).toEqual([expect.objectContaining({ amount: 400, period: 10, description: text })]);
    expect(await bid()).toMatchObject({ id: 'bid-1', status: 'submitted', proposal: text });
    expect(await balance()).toEqual({ plan: 1, extra: 0 });
    expect((await reviews.find(user.id, 'draft-1')).status).toBe('placed');
    expect(await reviews.count(user.id)).toBe(0);
    // The country is remembered for the "first bid into a country" rule.
    expect(await storage.reviews.hasBidCountry(user.id, 'DE')).toBe(true);
  });

  it("lets an approved proposal name the user's own portfolio link", async () => {
    const item = await storage.portfolio.add(
      user.id,
      {
        title: 'Sales dashboard',
        url: 'https://portfolio.example.com/sales',
        skills: ['React.js'],
        summary: 'Charts and CSV export.',
      },
      20,
    );
    await worker().execute(aJob());
    const text = (link: string) =>
      `I built React dashboards with charts and CSV export for three clients this year, see ${link}; I can start today.`;
    await reviews.approve(user.id, 'draft-1', { proposal: text(item?.url ?? '') });
    await runQueued();
    expect(marketplace.bidsPlaced()).toEqual([
      expect.objectContaining({ description: text('https://portfolio.example.com/sales') }),
    ]);
  });

  it('an approved proposal the guard stops is held with its reason and the bid given back', async () => {
    await worker().execute(aJob());
    const draft = await reviews.find(user.id, 'draft-1');
    // Saved in the store as approved (an API edit is checked first; this reaches the worker's own guard).
    await storage.reviews.decide(user.id, draft.id, {
      status: 'approved',
      terms: {
        proposal: 'Pay me outside Freelancer by PayPal, it is cheaper for both of us.',
        amount: 375,
        amountUsd: 394.74,
        period: 14,
      },
      at: clock.now(),
    });
    const outcome = await worker().execute(
      aJob({
        review: { draftId: draft.id, proposal: 'Pay me outside Freelancer by PayPal, it is cheaper for both of us.' },
      }),
    );
    expect(outcome.kind).toBe('held');
    expect(marketplace.bidsPlaced()).toEqual([]);
    expect(await balance()).toEqual({ plan: 2, extra: 0 });
  });

  it('two approvals, or an approval and a rejection at once: exactly one wins, one bid', async () => {
    await worker().execute(aJob());
    const results = await Promise.allSettled([
      reviews.approve(user.id, 'draft-1'),
      reviews.approve(user.id, 'draft-1'),
      reviews.reject(user.id, 'draft-1'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const losers = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => (r.reason as DomainError).code);
    expect(losers).toEqual(['CONFLICT', 'CONFLICT']);
    if ((await reviews.find(user.id, 'draft-1')).status === 'approved') {
      await runQueued();
      expect(await queue.take(PLACE_BID_QUEUE)).toBeNull();
      expect(marketplace.bidsPlaced()).toHaveLength(1);
    } else expect(await queue.take(PLACE_BID_QUEUE)).toBeNull();
  });

  it('rejecting with "never this client" blocks the client; an unknown draft or another user\'s is not found', async () => {
    await worker().execute(aJob());
    const other = await storage.users.create({ name: 'Eve', email: 'eve@example.com', passwordHash: 'x' });
    expect((await failure(reviews.reject(other.id, 'draft-1'))).code).toBe('REVIEW_NOT_FOUND');
    expect((await failure(reviews.approve(other.id, 'draft-1'))).code).toBe('REVIEW_NOT_FOUND');
    await reviews.reject(user.id, 'draft-1', { blockClient: true });
    expect((await storage.settings.get(user.id)).blockedClientIds).toEqual(['77']);
    expect((await failure(reviews.approve(user.id, 'draft-1'))).message).toBe('This draft was already rejected.');
    expect(await queue.take(PLACE_BID_QUEUE)).toBeNull();
    // The bid log stops saying it waits for a review, and does not call the user's choice a failure.
    expect(await bid()).toMatchObject({ status: 'declined', errorMessage: REJECTED_DRAFT_NOTE });
    expect((await storage.bids.history('bid-1')).map((event) => event.kind)).toEqual(['queued', 'held', 'cancelled']);
    expect(await balance()).toEqual({ plan: 2, extra: 0 });
  });

  it('expires drafts past their time and tells the user; an expired draft cannot be approved', async () => {
    await worker().execute(aJob());
    clock.advance(60 * 60_000);
    expect((await failure(reviews.approve(user.id, 'draft-1'))).code).toBe('CONFLICT');
    expect(await reviews.expire()).toBe(1);
    expect(await reviews.expire()).toBe(0);
    expect((await reviews.find(user.id, 'draft-1')).status).toBe('expired');
    expect(notifier.requests.at(-1)).toMatchObject({
      kind: 'review.waiting',
      dedupeKey: 'review.expired:draft-1',
      data: expect.objectContaining({ expired: true }),
    });
    expect(await bid()).toMatchObject({ status: 'declined', errorMessage: EXPIRED_DRAFT_NOTE });
    expect(await balance()).toEqual({ plan: 2, extra: 0 });
  });

  it('a declined draft was never charged: declining adds no ledger entry and the bids it held are all given back', async () => {
    await worker().execute(aJob());
    const entries = await storage.ledger.entries(user.id);
    await reviews.reject(user.id, 'draft-1');
    expect(await bid()).toMatchObject({ status: 'declined' });
    expect(await storage.ledger.entries(user.id)).toEqual(entries);
    const day = { from: new Date(Date.parse(NOW) - 86_400_000), to: new Date(Date.parse(NOW) + 86_400_000) };
    expect(await storage.ledger.bidsSpent({ kind: 'user', userId: user.id }, day)).toBe(0);
    expect(await balance()).toEqual({ plan: 2, extra: 0 });
    // Nor does it count against the user as a failed bid or towards the 24-hour cap.
    expect(await storage.bids.countsByUser(user.id)).toMatchObject({ total: 1, failed: 0, declined: 1 });
    expect(await storage.bids.countPlacedSince(user.id, day.from)).toBe(0);
  });

  it('hold_risky holds a first bid into a new client country and places the next one there', async () => {
    await settle({ reviewMode: 'hold_risky', holdNewClientCountry: true, holdOnGuardWarning: false });
    expect(await worker().execute(aJob())).toMatchObject({ kind: 'drafted' });
    expect((await reviews.find(user.id, 'draft-1')).holdReasons).toEqual([
      { code: 'NEW_CLIENT_COUNTRY', message: 'Your first bid for a client in DE.' },
    ]);
    await reviews.approve(user.id, 'draft-1');
    expect((await runQueued()).kind).toBe('submitted');
    const second: Project = { ...project, id: '4022' };
    marketplace.seedProject(second);
    expect((await worker().execute(aJob({ bidId: 'bid-2', project: toPayloadProject(second) }))).kind).toBe(
      'submitted',
    );
  });

  it('hold_risky holds a proposal that names another price or delivery than the bid, with what it said', async () => {
    await settle({ reviewMode: 'hold_risky', holdOnGuardWarning: true, holdNewClientCountry: false });
    (writer as FakeProposalWriter).answerNext(
      `I have built React dashboards like this one many times; I would do it within 5 days for 300 ${project.currency}.`,
    );
    expect(await worker().execute(aJob())).toMatchObject({ kind: 'drafted' });
    expect((await reviews.find(user.id, 'draft-1')).holdReasons).toEqual([
      {
        code: 'GUARD_WARNING',
        message: `The proposal guard flagged it: The proposal names 300.00 ${project.currency}, but the bid is 375.00 ${project.currency}. The proposal promises 5 days, but the bid says 14 days.`,
      },
    ]);
  });

  it('hold_risky holds for a fit score below the threshold when the match carries one', async () => {
    await settle({ reviewMode: 'hold_risky', holdBelowFitScore: 60 });
    const match = { skills: ['React.js'], bidPercentage: 50, minBidUsd: 10, fit: { score: 41, reasons: [] } };
    expect(await worker().execute(aJob({ match }))).toMatchObject({ kind: 'drafted' });
    expect(await reviews.find(user.id, 'draft-1')).toMatchObject({
      fitScore: 41,
      holdReasons: [expect.objectContaining({ code: 'LOW_FIT' })],
    });
  });

  it('hold_risky places a bid whose fit is at the threshold', async () => {
    await settle({ reviewMode: 'hold_risky', holdBelowFitScore: 60 });
    const match = { skills: ['React.js'], bidPercentage: 50, minBidUsd: 10, fit: { score: 60, reasons: [] } };
    expect((await worker().execute(aJob({ match }))).kind).toBe('submitted');
  });

  it("holds by the bid's own profile: a profile bidding at once places while the main one's bids wait, and the other way round", async () => {
    await settle({ reviewMode: 'review_all' });
    const rules = { ...profileRulesOf(await storage.settings.get(user.id)), reviewMode: 'auto' as const };
    const atOnce =
      (await storage.searchProfiles.create(user.id, { name: 'At once', isActive: true, rules }, 4)) ??
      expect.fail('no profile');
    expect((await worker().execute(aJob({ profileId: atOnce.id }))).kind).toBe('submitted');
    expect(notifier.requests).toEqual([]);

    await settle({ reviewMode: 'auto' });
    const held =
      (await storage.searchProfiles.create(
        user.id,
        { name: 'Held', isActive: true, rules: { ...rules, reviewMode: 'review_all', draftExpiryMinutes: 15 } },
        4,
      )) ?? expect.fail('no profile');
    const second: Project = { ...project, id: '4099' };
    expect(
      await worker().execute(aJob({ profileId: held.id, bidId: 'bid-2', project: toPayloadProject(second) })),
    ).toMatchObject({ kind: 'drafted' });
    // The draft expires by the profile's own limit.
    expect((await storage.reviews.list(user.id, { page: 1, limit: 10 })).items[0]).toMatchObject({
      projectId: '4099',
      expiresAt: new Date(Date.parse(NOW) + 15 * 60_000),
    });
  });

  it('auto places as before', async () => {
    await settle({ reviewMode: 'auto' });
    expect((await worker().execute(aJob())).kind).toBe('submitted');
    expect(notifier.requests).toEqual([]);
  });

  describe('an approval the worker cannot place (docs/design.md#review-lane)', () => {
    const drafted = async (overrides: Partial<PlaceBidPayload> = {}) => {
      expect(await worker().execute(aJob(overrides))).toMatchObject({ kind: 'drafted', draftId: 'draft-1' });
    };
    const draft = () => reviews.find(user.id, 'draft-1');
    /** The draft waits for its user again with `note`, its row held again: approvable, the project not "already bid". */
    const expectBackInReview = async (note: string) => {
      expect(await draft()).toMatchObject({ status: 'waiting', decidedAt: null, note });
      expect(await bid()).toMatchObject({ status: 'held', errorMessage: `${APPROVAL_RETURNED_NOTE} ${note}` });
      expect(await reviews.count(user.id)).toBe(1);
    };
    const setBalance = (target: number) =>
      storage.ledger.adjustTo({ userId: user.id, target, key: `adjust:${target}:${clock.now().getTime()}` });

    it('a: no bids left when the job runs puts the draft back, and approving it again once bids are bought places it once', async () => {
      await drafted();
      await reviews.approve(user.id, 'draft-1');
      await setBalance(0);
      expect(await runQueued()).toEqual({ kind: 'skipped', reason: 'NO_BIDS_LEFT' });
      await expectBackInReview('No available bids left');
      expect(marketplace.bidsPlaced()).toEqual([]);

      await setBalance(1);
      clock.advance(60_000);
      expect(await reviews.approve(user.id, 'draft-1')).toMatchObject({ status: 'approved', note: null });
      expect(await runQueued()).toMatchObject({ kind: 'submitted' });
      expect(marketplace.bidsPlaced()).toHaveLength(1);
      expect((await draft()).status).toBe('placed');
      expect(await bid()).toMatchObject({ status: 'submitted' });
      // The second approval reserved under its own key: the bid is charged, once.
      expect(await balance()).toEqual({ plan: 0, extra: 0 });
    });

    it('a draft back in review gets a fresh expiry, never an earlier one', async () => {
      await drafted();
      clock.advance(50 * 60_000);
      await reviews.approve(user.id, 'draft-1');
      await setBalance(0);
      await runQueued();
      expect((await draft()).expiresAt).toEqual(new Date(clock.now().getTime() + 60 * 60_000));
      clock.advance(59 * 60_000);
      expect(await reviews.expire()).toBe(0);
    });

    it("b: a draft a scheduled run held is placed when approved after a Stop: the approval is the user's own decision", async () => {
      await drafted({ whileAutobidding: true });
      await settle({ isActive: false });
      await reviews.approve(user.id, 'draft-1');
      const job = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE)) ?? expect.fail('no job queued');
      expect(job.payload.whileAutobidding).toBe(false);
      expect(await worker().execute(job)).toMatchObject({ kind: 'submitted' });
      expect((await draft()).status).toBe('placed');
      expect(await balance()).toEqual({ plan: 1, extra: 0 });
    });

    it("an approval queued before the fix with the run's flag, refused for autobidding being off, goes back to its user", async () => {
      await drafted({ whileAutobidding: true });
      await settle({ isActive: false });
      const approved = await reviews.approve(user.id, 'draft-1');
      const job = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE)) ?? expect.fail('no job queued');
      const old = { ...job, payload: { ...job.payload, whileAutobidding: true } };
      expect(await worker().execute(old)).toEqual({ kind: 'skipped', reason: 'AUTOBID_OFF' });
      expect(approved.status).toBe('approved');
      await expectBackInReview('Autobidding is turned off');
    });

    it('a Stop that cancels the queued approval, or the job being sent, puts the draft back', async () => {
      await drafted();
      await reviews.approve(user.id, 'draft-1');
      await new CancelQueuedBids(storage, queue, clock).execute(user.id);
      expect(await queue.take(PLACE_BID_QUEUE)).toBeNull();
      await expectBackInReview(CANCELLED_NOTE);

      await reviews.approve(user.id, 'draft-1');
      const job = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE)) ?? expect.fail('no job queued');
      await queue.cancelGroup(PLACE_BID_QUEUE, user.id);
      const held = new PlaceBid(storage, marketplace, writer, new InProcessEventPublisher(), clock, { jobs: queue });
      expect(await held.execute(job)).toEqual({ kind: 'skipped', reason: 'CANCELLED' });
      await expectBackInReview(CANCELLED_NOTE);
      expect(marketplace.bidsPlaced()).toEqual([]);
      expect(await balance()).toEqual({ plan: 2, extra: 0 });
    });

    it('c: Freelancer pausing for bidding too fast puts the draft back, its bid given back; approving meanwhile is refused', async () => {
      await drafted();
      await reviews.approve(user.id, 'draft-1');
      marketplace.refuseNextBid({
        httpStatus: 403,
        errorCode: 'BID_FAILED',
        message: 'You appear to be bidding too fast.',
      });
      expect(await runQueued()).toMatchObject({ kind: 'paused' });
      await expectBackInReview('You appear to be bidding too fast.');
      expect(await balance()).toEqual({ plan: 2, extra: 0 });
      const refused = await failure(reviews.approve(user.id, 'draft-1'));
      expect(refused).toMatchObject({ code: 'CONFLICT', details: { reason: 'AUTOBID_PAUSED' } });
      expect(refused.message).toMatch(/^Autobidding is paused: Freelancer says you appear to be bidding too fast\./);
      expect((await draft()).status).toBe('waiting');
    });

    it('Freelancer refusing the project for good closes the draft failed with the refusal', async () => {
      await drafted();
      await reviews.approve(user.id, 'draft-1');
      marketplace.closeProject(project.id);
      expect(await runQueued()).toMatchObject({ kind: 'not-placed' });
      expect(await draft()).toMatchObject({ status: 'failed', note: 'This project is no longer accepting bids.' });
      expect(await bid()).toMatchObject({
        status: 'failed',
        errorMessage: 'This project is no longer accepting bids.',
      });
      expect(await balance()).toEqual({ plan: 2, extra: 0 });
      expect((await failure(reviews.approve(user.id, 'draft-1'))).code).toBe('CONFLICT');
    });

    it("an approved text the guard holds goes back to its user with the guard's reason, to be edited", async () => {
      await drafted();
      const text = 'Pay me outside Freelancer by PayPal, it is cheaper for both of us.';
      await storage.reviews.decide(user.id, 'draft-1', {
        status: 'approved',
        terms: { proposal: text, amount: 375, amountUsd: 394.74, period: 14 },
        at: clock.now(),
      });
      const outcome = await worker().execute(aJob({ review: { draftId: 'draft-1', proposal: text } }));
      expect(outcome.kind).toBe('held');
      const { note } = await draft();
      expect(note).toEqual(outcome.kind === 'held' ? outcome.reason : null);
      await expectBackInReview(note ?? '');
    });

    describe('the user hears about an approval that did not go through', () => {
      const told = (prefix: string) => notifier.requests.filter((request) => request.dedupeKey.startsWith(prefix));

      it('once per approval sent back, with the reason, never for their own Stop', async () => {
        await drafted();
        await reviews.approve(user.id, 'draft-1');
        await setBalance(0);
        await runQueued();
        expect(told('review.returned:')).toEqual([
          expect.objectContaining({
            userId: user.id,
            kind: 'review.waiting',
            title: `Your approved bid was not placed: ${project.title}`,
            body: 'No available bids left. It waits in Review again and no bid was spent; approve it once that is sorted.',
            link: '/review',
          }),
        ]);

        await setBalance(1);
        clock.advance(60_000);
        await reviews.approve(user.id, 'draft-1');
        await setBalance(0);
        await runQueued();
        const [first, second] = told('review.returned:');
        expect(second?.dedupeKey).toBeDefined();
        expect(second?.dedupeKey).not.toBe(first?.dedupeKey);

        await setBalance(2);
        clock.advance(60_000);
        await reviews.approve(user.id, 'draft-1');
        await new CancelQueuedBids(storage, queue, clock).execute(user.id);
        await reviews.approve(user.id, 'draft-1');
        const job = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE)) ?? expect.fail('no job queued');
        await queue.cancelGroup(PLACE_BID_QUEUE, user.id);
        const stopped = new PlaceBid(storage, marketplace, writer, new InProcessEventPublisher(), clock, {
          jobs: queue,
          notifier,
        });
        expect(await stopped.execute(job)).toEqual({ kind: 'skipped', reason: 'CANCELLED' });
        expect(told('review.returned:')).toHaveLength(2);
      });

      it('when Freelancer refuses it for good, once, with the refusal', async () => {
        await drafted();
        await reviews.approve(user.id, 'draft-1');
        marketplace.closeProject(project.id);
        await runQueued();
        expect(told('review.refused:')).toEqual([
          expect.objectContaining({
            title: `Freelancer refused your approved bid: ${project.title}`,
            body: 'This project is no longer accepting bids. The draft is closed and will not be tried again.',
            dedupeKey: 'review.refused:draft-1',
          }),
        ]);
        expect(told('review.returned:')).toEqual([]);
      });
    });

    describe('refused up front, the draft left waiting and nothing queued', () => {
      const refusedWith = async (code: string, message: string | RegExp) => {
        const error = await failure(reviews.approve(user.id, 'draft-1'));
        expect(error.code).toBe(code);
        if (typeof message === 'string') expect(error.message).toBe(message);
        else expect(error.message).toMatch(message);
        expect(await draft()).toMatchObject({ status: 'waiting', decidedAt: null });
        expect(await queue.take(PLACE_BID_QUEUE)).toBeNull();
        expect(await bid()).toMatchObject({ status: 'held' });
      };
      beforeEach(async () => {
        await drafted();
      });
      it('no bids left: 402 as starting autobidding', async () => {
        await setBalance(0);
        await refusedWith(
          'INSUFFICIENT_BIDS',
          'No available bids left. Buy a plan or add-on bids, then approve again.',
        );
      });
      it('no active plan', async () => {
        await storage.users.update(user.id, { planStatus: 'expired' });
        await refusedWith('ACTIVE_PLAN_REQUIRED', 'Active plan required to place this bid');
      });
      it('a disabled account', async () => {
        await storage.users.update(user.id, { isActive: false });
        await refusedWith('FORBIDDEN', 'The account is disabled');
      });
      it('no Freelancer token', async () => {
        await storage.profiles.save(user.id, { oauthToken: null, freelancerUserId: null });
        await refusedWith('OAUTH_TOKEN_REQUIRED', 'OAuth token required to place this bid');
      });
      it('a pause by Freelancer in force', async () => {
        await settle({
          pause: {
            code: 'TOO_FAST',
            message: 'You appear to be bidding too fast.',
            since: clock.now(),
            until: new Date(clock.now().getTime() + 10 * 60_000),
          },
        });
        await refusedWith('CONFLICT', /^Autobidding is paused: Freelancer says you appear to be bidding too fast\./);
      });
      it('a Freelancer account that says it has no bids left', async () => {
        await storage.profiles.recordMarketplaceAccount(user.id, 'oauth-secret', {
          bidsRemaining: 0,
          bidLimit: 100,
          limited: false,
          checkedAt: clock.now(),
        });
        await refusedWith('CONFLICT', 'Your Freelancer account has no bids left');
      });
    });
  });

  describe('edits on approval', () => {
    beforeEach(async () => {
      await worker().execute(aJob());
    });
    it.each([
      ['a zero amount', { amount: 0 }, 'amount'],
      ['a negative amount', { amount: -5 }, 'amount'],
      ['three decimals', { amount: 10.555 }, 'amount'],
      // Too small for the decimals check to see: it would round to a bid of 0.00.
      ['an amount under a cent', { amount: 1e-300 }, 'amount'],
      ['a billionth', { amount: 0.000_000_001 }, 'amount'],
      ['over ten times the budget', { amount: 7_500.01 }, 'amount'],
      ['a period of 0 days', { period: 0 }, 'period'],
      ['a fractional period', { period: 1.5 }, 'period'],
      ['a period over a year', { period: 366 }, 'period'],
      ['a too short proposal', { proposal: 'Hi' }, 'proposal'],
      [
        'an unfilled placeholder',
        { proposal: 'Dear [Client Name], I can build your dashboard in a week with tests.' },
        'proposal',
      ],
    ])('refuses %s and leaves the draft waiting', async (_name, edits, field) => {
      const error = await failure(reviews.approve(user.id, 'draft-1', edits));
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field } });
      expect((await reviews.find(user.id, 'draft-1')).status).toBe('waiting');
      expect(await queue.take(PLACE_BID_QUEUE)).toBeNull();
    });
    it('converts an edited amount to USD at the drafted rate', async () => {
      const approved = await reviews.approve(user.id, 'draft-1', {
        amount: 750,
        proposal: await draftTextWith({ amount: 750 }),
      });
      expect(approved).toMatchObject({ amount: 750, amountUsd: 789.48, period: 14 });
    });

    it('refuses an edited amount or delivery the proposal still contradicts, naming both', async () => {
      const error = await failure(reviews.approve(user.id, 'draft-1', { amount: 400, period: 10 }));
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'proposal' } });
      expect(error.message).toBe(
        `The proposal still says 375.00 ${project.currency} and 14 days, but the bid is now 400.00 ${project.currency} and 10 days: change the proposal to match.`,
      );
      expect((await reviews.find(user.id, 'draft-1')).status).toBe('waiting');
      expect(await queue.take(PLACE_BID_QUEUE)).toBeNull();
    });

    it('places the edited terms and records them: the bid log and detail show what Freelancer got', async () => {
      await reviews.approve(user.id, 'draft-1', {
        amount: 400,
        period: 10,
        proposal: await draftTextWith({ amount: 400, period: 10 }),
      });
      expect(await runQueued()).toMatchObject({ kind: 'submitted' });
      expect(marketplace.bidsPlaced()).toEqual([expect.objectContaining({ amount: 400, period: 10 })]);
      expect(await bid()).toMatchObject({
        status: 'submitted',
        amountMinor: 40_000,
        amountUsdCents: 42_106,
        brief: expect.objectContaining({ periodDays: 10 }),
      });
    });
  });
});
