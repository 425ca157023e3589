import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { FakeFitAdjuster } from '../../../adapters/testing/fake-fit-adjuster.js';
import type { FakeProposalWriter } from '../../../adapters/testing/fake-proposal-writer.js';
import type { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { DEFAULT_PROMPT } from '../../domain/bidding/default-prompt.js';
import { BLOCK_MESSAGES } from '../../domain/bidding/autobid-reasons.js';
import { profileRulesOf } from '../../domain/bidding/search-profile.js';
import type { DomainError } from '../../domain/errors.js';
import type { User, UserPatch } from '../../domain/users/user.js';
import type { Job } from '../../ports/job-queue.port.js';
import type { Marketplace, PlaceBidRequest } from '../../ports/marketplace.port.js';
import type { ProposalWriter } from '../../ports/proposal-writer.port.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { aBid } from '../../../tests/builders/bids.js';
import { aPlaceBidJob } from '../../../tests/builders/jobs.js';
import { aDashboardProject } from '../../../tests/builders/projects.js';
import { aBidWorkerWorld, aJobBidRow, type BidCallsMarketplace } from '../../../tests/fixtures/bid-worker.js';
import { aPlacingUser, anEarlierBid } from '../../../tests/fixtures/engine.js';
import { RecordingNotifier } from '../../../adapters/testing/fake-notifications.js';
import { CancelQueuedBids } from './cancel-queued-bids.js';
import { PlaceBid } from './place-bid.js';
import {
  CANCELLED_NOTE,
  PLACE_BID_QUEUE,
  PLACE_BID_RETRY_LIMIT,
  bidDebitKey,
  toPayloadProject,
  type PlaceBidPayload,
} from './place-bid-job.js';

const NOW = '2026-01-15T12:00:00.000Z';
const DAY = 24 * 3600_000;

const failure = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => expect.fail('expected a throw'),
    (error: DomainError) => error,
  );

describe('PlaceBid', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let marketplace: BidCallsMarketplace;
  let writer: FakeProposalWriter;
  let events: InProcessEventPublisher;
  let seen: Record<string, unknown>[];
  let user: User;
  let placeBid: PlaceBid;
  let notifier: RecordingNotifier;

  const project = aDashboardProject();
  const aJob = (attempt = 1, overrides: Partial<PlaceBidPayload> = {}): Job<PlaceBidPayload> =>
    aPlaceBidJob(user.id, project, overrides, { id: 'job-1', attempt });
  const withUser = async (patch: UserPatch): Promise<void> => {
    user = (await storage.users.update(user.id, patch)) ?? expect.fail('user vanished');
  };
  const balance = async () => storage.ledger.balance(user.id);
  const logged = async () => storage.bids.findByUserAndProject(user.id, project.id);
  /** The run's decision on the project, as the dispatcher records it when it queues the job. */
  const recordQueuedDecision = () =>
    storage.decisions.record({
      decisions: [
        {
          userId: user.id,
          projectId: project.id,
          projectTitle: project.title,
          projectUrl: project.url,
          outcome: 'queued',
          reasons: [],
          detail: null,
          decidedAt: clock.now(),
        },
      ],
      summaries: [],
    });
  const ledgerKeys = async () => (await storage.ledger.entries(user.id)).map((entry) => entry.key);
  /** Bid-1's log row as an earlier attempt left it: reserved and logged pending, with `proposal`. */
  const aPendingRow = (proposal = '') =>
    storage.bids.insertIfAbsent(aJobBidRow(user.id, project, { proposal, submittedAt: clock.now() }));

  /**
   * Runs attempt 1 on a worker that stops for good at `step`, as one that died or lost its lease,
   * and resolves once it got there. Its own calls are then cleared from the marketplace's record.
   */
  const crashAttemptOne = async (step: 'while writing' | 'after placing'): Promise<void> => {
    let arrived = (): void => undefined;
    const there = new Promise<void>((resolve) => (arrived = resolve));
    const halt = <T>(): Promise<T> => {
      arrived();
      return new Promise<T>(() => undefined);
    };
    const stuckWriter: ProposalWriter = step === 'while writing' ? { write: () => halt() } : writer;
    const stuckMarketplace: Marketplace = {
      getSelf: (token) => marketplace.getSelf(token),
      searchActiveProjects: (input) => marketplace.searchActiveProjects(input),
      findProject: (input) => marketplace.findProject(input),
      findOwnBid: (input) => marketplace.findOwnBid(input),
      awardStatuses: (input) => marketplace.awardStatuses(input),
      repliedProjects: (input) => marketplace.repliedProjects(input),
      placeBid: async (request) => {
        const placed = await marketplace.placeBid(request);
        return step === 'after placing' ? halt() : placed;
      },
    };
    const attempt = new PlaceBid(storage, stuckMarketplace, stuckWriter, events, clock).execute(aJob(1));
    await Promise.race([there, attempt.then(() => expect.fail('attempt 1 was meant to stop'))]);
    marketplace.calls.splice(0);
  };

  beforeEach(async () => {
    ({ clock, storage, marketplace, writer } = await aBidWorkerWorld(NOW, project));
    events = new InProcessEventPublisher();
    user = await aPlacingUser(storage, clock.now(), {
      planBids: 2,
      extraBids: 5,
      settings: { skills: ['React.js', 'TypeScript'], isActive: true },
    });
    seen = [];
    events.subscribe(user.id, (data) => seen.push({ ...data }));
    notifier = new RecordingNotifier();
    placeBid = new PlaceBid(storage, marketplace, writer, events, clock, { notifier });
  });

  it('writes the proposal, places the bid with the user token and logs it submitted, spending one plan bid', async () => {
    const outcome = await placeBid.execute(aJob());

    expect(writer.requests).toEqual([
      {
        project,
        freelancerName: 'Ada Lovelace',
        skills: ['React.js', 'TypeScript'],
        prompt: DEFAULT_PROMPT,
        amount: 375,
        currency: 'EUR',
        periodDays: 14,
        wordRange: { min: 100, max: 200 },
      },
    ]);
    const [placed] = marketplace.bidsPlaced();
    expect(placed).toMatchObject({
      token: 'oauth-secret',
      projectId: '4021',
      bidderId: '26605882',
      amount: 375,
      period: 14,
      description: expect.stringContaining('Build a React dashboard'),
    });
    expect(outcome).toEqual({ kind: 'submitted', bidId: 'bid-1', marketplaceBidId: placed?.marketplaceBidId });
    expect(await logged()).toMatchObject({
      id: 'bid-1',
      status: 'submitted',
      projectTitle: project.title,
      projectUrl: project.url,
      amountMinor: 37_500,
      currency: 'EUR',
      amountUsdCents: 39_474,
      proposal: placed?.description,
      marketplaceBidId: placed?.marketplaceBidId,
      errorMessage: null,
    });
    expect(await balance()).toEqual({ plan: 1, extra: 5 });
    expect(seen).toEqual([expect.objectContaining({ availableBids: 6 })]);
    expect(seen[0]).not.toHaveProperty('notice');
    expect(notifier.requests).toEqual([]);
  });

  describe('Stop', () => {
    /** A writer that runs `meanwhile` while it writes: what lands between the reservation and the call to Freelancer. */
    const writingWhile = (meanwhile: () => Promise<unknown>): ProposalWriter => ({
      write: async (request) => {
        await meanwhile();
        return writer.write(request);
      },
    });

    it("skips the dispatcher's bid, before any charge, once autobidding is off; Test Bidding's goes either way", async () => {
      await storage.settings.update(user.id, { isActive: false });

      expect(await placeBid.execute(aJob(1, { whileAutobidding: true }))).toEqual({
        kind: 'skipped',
        reason: 'AUTOBID_OFF',
      });
      expect(marketplace.bidsPlaced()).toEqual([]);
      expect(await ledgerKeys()).toEqual(['grant', 'addon']);

      expect(await placeBid.execute(aJob(1, { bidId: 'bid-2' }))).toMatchObject({ kind: 'submitted' });
    });

    it('keeps the bid from Freelancer when Stop lands while the proposal is written, gives back the bid reserved and leaves the project free to bid again', async () => {
      await recordQueuedDecision();
      const stopping = new PlaceBid(
        storage,
        marketplace,
        writingWhile(() => storage.settings.update(user.id, { isActive: false })),
        events,
        clock,
      );

      expect(await stopping.execute(aJob(1, { whileAutobidding: true }))).toEqual({
        kind: 'skipped',
        reason: 'AUTOBID_OFF',
      });

      expect(marketplace.calls).toEqual([]);
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
      expect(await ledgerKeys()).toEqual([
        'grant',
        'addon',
        bidDebitKey('bid-1', 1),
        `refund:${bidDebitKey('bid-1', 1)}`,
      ]);
      // Nothing reached Freelancer: no row, so the project is not "already bid"; the run's decision says why.
      expect(await logged()).toBeNull();
      expect(await storage.bids.projectIdsWithBids(user.id, [project.id])).toEqual(new Set());
      expect(await storage.decisions.findLatestForProject(user.id, project.id)).toMatchObject({
        outcome: 'held',
        detail: 'Autobidding is turned off',
      });
    });

    it.each([
      ['an admin disabling the user', () => storage.users.update(user.id, { isActive: false }), 'USER_DISABLED'],
      ['the plan expiring', () => storage.users.update(user.id, { planStatus: 'expired' }), 'PLAN_NOT_ACTIVE'],
      [
        'a pause by Freelancer',
        () =>
          storage.settings.update(user.id, {
            pause: {
              code: 'TOO_FAST',
              message: 'Too fast',
              since: clock.now(),
              until: new Date(clock.now().getTime() + DAY),
            },
          }),
        'AUTOBID_PAUSED',
      ],
    ] as const)(
      'keeps the bid from Freelancer when %s lands while the proposal is written',
      async (_, stop, reason) => {
        const stopping = new PlaceBid(storage, marketplace, writingWhile(stop), events, clock);

        expect(await stopping.execute(aJob())).toEqual({ kind: 'skipped', reason });
        expect(marketplace.calls).toEqual([]);
        expect(await balance()).toEqual({ plan: 2, extra: 5 });
      },
    );

    it('keeps the bid from Freelancer when its job is cancelled while the proposal is written, and gives back the bid reserved once', async () => {
      const queue = new InMemoryJobQueue(clock);
      await queue.enqueue(PLACE_BID_QUEUE, aJob().payload, { group: user.id });
      const job = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE)) as Job<PlaceBidPayload>;
      const queuedBids = new CancelQueuedBids(storage, queue, clock);
      const cancelling = new PlaceBid(
        storage,
        marketplace,
        writingWhile(() => queuedBids.execute(user.id)),
        events,
        clock,
        { jobs: queue },
      );

      expect(await cancelling.execute(job)).toEqual({ kind: 'skipped', reason: 'CANCELLED' });

      expect(marketplace.calls).toEqual([]);
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
      expect((await ledgerKeys()).filter((key) => key.startsWith('refund:'))).toEqual([
        `refund:${bidDebitKey('bid-1', 1)}`,
      ]);
      expect(await logged()).toBeNull();
    });

    it("cancels the user's other queued bids when Freelancer's refusal pauses them, and settles its own job itself", async () => {
      const queue = new InMemoryJobQueue(clock);
      await queue.enqueue(PLACE_BID_QUEUE, aJob().payload, { group: user.id });
      const waiting = await queue.enqueue(
        PLACE_BID_QUEUE,
        aJob(1, { bidId: 'bid-2', project: toPayloadProject({ ...project, id: '4022' }) }).payload,
        { group: user.id },
      );
      const job = (await queue.take<PlaceBidPayload>(PLACE_BID_QUEUE)) as Job<PlaceBidPayload>;
      await storage.profiles.save(user.id, { oauthToken: 'invalid-now', freelancerUserId: '26605882' });
      const pausing = new PlaceBid(storage, marketplace, writer, events, clock, {
        jobs: queue,
        queuedBids: new CancelQueuedBids(storage, queue, clock),
      });

      expect(await pausing.execute(job)).toMatchObject({ kind: 'paused' });

      expect(queue.stateOf(waiting as string)).toBe('dead');
      expect(await logged()).toMatchObject({
        status: 'failed',
        errorMessage: 'The Freelancer token was refused. Please check it and try again.',
      });
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
    });

    it('lets a bid whose call to Freelancer had already started stand, charged', async () => {
      const sending: Marketplace = Object.assign(Object.create(marketplace) as Marketplace, {
        placeBid: async (request: PlaceBidRequest) => {
          await storage.settings.update(user.id, { isActive: false });
          return marketplace.placeBid(request);
        },
      });

      expect(
        await new PlaceBid(storage, sending, writer, events, clock).execute(aJob(1, { whileAutobidding: true })),
      ).toMatchObject({ kind: 'submitted' });
      expect(await balance()).toEqual({ plan: 1, extra: 5 });
    });
  });

  describe('a bid from a search profile', () => {
    const profileRules = async () => ({
      ...profileRulesOf(await storage.settings.get(user.id)),
      skills: ['Shopify'],
      useCustomPrompt: true,
      customPrompt: 'Shopify pitch for [Project Title]',
      proposalLength: 'short' as const,
    });

    it('writes the proposal by the profile\u2019s prompt and skills, and logs the bid under the profile', async () => {
      await storage.settings.update(user.id, { useCustomPrompt: true, customPrompt: 'Main pitch' });
      const profile =
        (await storage.searchProfiles.create(
          user.id,
          { name: 'Shopify fixes', isActive: true, rules: await profileRules() },
          4,
        )) ?? expect.fail('no profile');

      expect(await placeBid.execute(aJob(1, { profileId: profile.id, milestonePercentage: 30 }))).toMatchObject({
        kind: 'submitted',
      });
      expect(writer.requests[0]).toMatchObject({
        prompt: 'Shopify pitch for [Project Title]',
        skills: ['Shopify'],
        wordRange: { min: 60, max: 100 },
      });
      expect(marketplace.bidsPlaced()[0]).toMatchObject({ period: 14, milestonePercentage: 30 });
      expect(await logged()).toMatchObject({ status: 'submitted', profileId: profile.id });
    });

    it('writes by the main settings, and logs the main profile, when the profile was deleted since the job was queued', async () => {
      await storage.settings.update(user.id, { useCustomPrompt: true, customPrompt: 'Main pitch' });
      const profile =
        (await storage.searchProfiles.create(
          user.id,
          { name: 'Shopify fixes', isActive: true, rules: await profileRules() },
          4,
        )) ?? expect.fail('no profile');
      await storage.searchProfiles.delete(user.id, profile.id);

      expect(await placeBid.execute(aJob(1, { profileId: profile.id }))).toMatchObject({ kind: 'submitted' });
      expect(writer.requests[0]).toMatchObject({ prompt: 'Main pitch', skills: ['React.js', 'TypeScript'] });
      expect(await logged()).toMatchObject({ profileId: null });
    });

    it('never writes by another user\u2019s profile', async () => {
      const other = await storage.users.create({ name: 'Mallory', email: 'mallory@example.com', passwordHash: 'x' });
      const theirs =
        (await storage.searchProfiles.create(
          other.id,
          { name: 'Theirs', isActive: true, rules: await profileRules() },
          4,
        )) ?? expect.fail('no profile');

      await placeBid.execute(aJob(1, { profileId: theirs.id }));
      expect(writer.requests[0]?.prompt).toBe(DEFAULT_PROMPT);
      expect(await logged()).toMatchObject({ profileId: null });
    });

    it('logs the main profile as null for a job that names it', async () => {
      await placeBid.execute(aJob(1, { profileId: 'main' }));
      expect(await logged()).toMatchObject({ status: 'submitted', profileId: null });
    });
  });

  it('asks the writer for the proposal length the settings name', async () => {
    await storage.settings.update(user.id, { proposalLength: 'long' });
    await placeBid.execute(aJob());
    expect(writer.requests[0]?.wordRange).toEqual({ min: 200, max: 300 });
  });

  it('writes from the custom prompt when it is enabled', async () => {
    await storage.settings.update(user.id, {
      useCustomPrompt: true,
      customPrompt: 'Hello! [Project Title] is my thing.',
    });
    await placeBid.execute(aJob());
    expect(writer.requests[0]?.prompt).toBe('Hello! [Project Title] is my thing.');
  });

  it("hands the brief's instructions, start word and questions to the writer, the client's words as written", async () => {
    const asking = {
      ...project,
      description: 'Start your bid with the word ORANGE. Please mention your hourly rate. Have you used Recharts?',
    };
    await placeBid.execute(aJob(1, { project: toPayloadProject(asking) }));
    expect(writer.requests[0]?.clientAsks).toEqual({
      startWord: 'ORANGE',
      instructions: ['Start your bid with the word ORANGE.', 'Please mention your hourly rate.'],
      questions: ['Have you used Recharts?'],
    });
  });

  it("keeps the model's adjustment of the queued fit on the bid, asked before the bid is placed; none without an answer", async () => {
    const adjuster = new FakeFitAdjuster();
    adjuster.answerNext({ points: -9, reason: 'The brief is mostly Swift.' });
    const fit = { score: 80, reasons: [{ code: 'skills' as const, points: 20, text: 'shares 2 of 3 skills' }] };
    const match = { skills: ['React.js'], bidPercentage: 50, minBidUsd: 30, fit };
    const adjusting = new PlaceBid(storage, marketplace, writer, events, clock, { fitAdjuster: adjuster });
    await adjusting.execute(aJob(1, { match }));
    expect(adjuster.requests).toEqual([
      { project, skills: ['React.js', 'TypeScript'], score: 80, reasons: fit.reasons },
    ]);
    expect((await logged())?.match).toEqual({
      ...match,
      fit: { ...fit, adjustment: { points: -9, reason: 'The brief is mostly Swift.' } },
    });
    expect(marketplace.bidsPlaced()).toHaveLength(1);

    const other = { ...project, id: '4022' };
    marketplace.seedProject(other);
    await adjusting.execute({ ...aJob(1, { match, bidId: 'bid-2', project: toPayloadProject(other) }), id: 'job-2' });
    expect((await storage.bids.findByUserAndProject(user.id, '4022'))?.match).toEqual(match);
  });

  it('does nothing when the user already has a bid on the project, from another job or this one', async () => {
    await placeBid.execute(aJob());

    expect(await placeBid.execute(aJob(1, { bidId: 'bid-2' }))).toEqual({ kind: 'skipped', reason: 'ALREADY_BID' });
    // The same job again, as after a worker that logged the bid but died before completing it.
    expect(await placeBid.execute(aJob(2))).toEqual({ kind: 'skipped', reason: 'ALREADY_BID' });
    expect(marketplace.bidsPlaced()).toHaveLength(1);
    expect(await balance()).toEqual({ plan: 1, extra: 5 });
  });

  it('gives the bid back and rethrows when the proposal writer fails, then places it on the retry', async () => {
    writer.failNext();

    expect((await failure(placeBid.execute(aJob(1)))).code).toBe('LLM_UNAVAILABLE');
    expect(await balance()).toEqual({ plan: 2, extra: 5 });
    expect(await logged()).toMatchObject({ status: 'pending' });
    expect(seen).toEqual([]);

    expect(await placeBid.execute(aJob(2))).toMatchObject({ kind: 'submitted' });
    expect(await balance()).toEqual({ plan: 1, extra: 5 });
    expect(await ledgerKeys()).toEqual(['grant', 'addon', 'bid:bid-1:1', 'refund:bid:bid-1:1', 'bid:bid-1:2']);
  });

  it("hands the writer the project's language when Freelancer names one, so a model writes in it", async () => {
    await placeBid.execute(aJob(1, { project: toPayloadProject({ ...project, language: 'de' }) }));
    expect(writer.requests).toEqual([expect.objectContaining({ language: 'de' })]);
  });

  it('gives the bid back on a marketplace outage, and closes the log as failed on the last attempt', async () => {
    marketplace.failNext('MARKETPLACE_UNAVAILABLE');
    expect((await failure(placeBid.execute(aJob(1)))).code).toBe('MARKETPLACE_UNAVAILABLE');
    expect(await logged()).toMatchObject({ status: 'pending' });

    marketplace.failNext('MARKETPLACE_RATE_LIMITED');
    expect((await failure(placeBid.execute(aJob(PLACE_BID_RETRY_LIMIT + 1)))).code).toBe('MARKETPLACE_RATE_LIMITED');

    expect(await logged()).toMatchObject({
      status: 'failed',
      errorMessage: 'Simulated MARKETPLACE_RATE_LIMITED',
      marketplaceBidId: null,
    });
    expect(await balance()).toEqual({ plan: 2, extra: 5 });
  });

  it('logs a refusal it cannot name as failed with Freelancer’s message, gives the bid back and does not retry', async () => {
    marketplace.failNext('BID_REJECTED');

    const outcome = await placeBid.execute(aJob());

    expect(outcome).toEqual({ kind: 'not-placed', bidId: 'bid-1', message: 'Simulated BID_REJECTED' });
    expect(marketplace.calls).toEqual(['placeBid']);
    expect(await logged()).toMatchObject({
      status: 'failed',
      errorMessage: 'Simulated BID_REJECTED',
      proposal: expect.stringContaining('Build a React dashboard'),
    });
    expect(await balance()).toEqual({ plan: 2, extra: 5 });
    expect(seen).toEqual([]);
  });

  it('gives the bid back and logs it failed, without retrying, when the marketplace does not know the project', async () => {
    const gone = { ...project, id: '4099', title: 'A project the marketplace lost' };

    const outcome = await placeBid.execute(aJob(1, { project: toPayloadProject(gone) }));

    expect(outcome).toEqual({ kind: 'not-placed', bidId: 'bid-1', message: 'Project not found.' });
    expect(await storage.bids.findByUserAndProject(user.id, gone.id)).toMatchObject({
      status: 'failed',
      errorMessage: 'Project not found.',
      marketplaceBidId: null,
    });
    expect(await balance()).toEqual({ plan: 2, extra: 5 });
    expect(await ledgerKeys()).toEqual(['grant', 'addon', 'bid:bid-1:1', 'refund:bid:bid-1:1']);
    expect(marketplace.bidsPlaced()).toHaveLength(0);
  });

  it('gives back a lost project’s bid once, whichever attempt learns it', async () => {
    const gone = { ...project, id: '4099' };
    marketplace.failNext('MARKETPLACE_UNAVAILABLE');
    await failure(placeBid.execute(aJob(1, { project: toPayloadProject(gone) })));

    expect(await placeBid.execute(aJob(2, { project: toPayloadProject(gone) }))).toMatchObject({
      kind: 'not-placed',
      message: 'Project not found.',
    });
    expect(await balance()).toEqual({ plan: 2, extra: 5 });
    expect(await ledgerKeys()).toEqual([
      'grant',
      'addon',
      'bid:bid-1:1',
      'refund:bid:bid-1:1',
      'bid:bid-1:2',
      'refund:bid:bid-1:2',
    ]);
  });

  it('logs a refused token as failed without spending the bid, and does not retry', async () => {
    await storage.profiles.save(user.id, { oauthToken: 'invalid-now', freelancerUserId: '26605882' });

    expect(await placeBid.execute(aJob())).toMatchObject({
      kind: 'paused',
      bidId: 'bid-1',
      message: 'The Freelancer token was refused. Please check it and try again.',
      pause: { code: 'TOKEN_INVALID', until: null },
    });
    expect(await logged()).toMatchObject({ status: 'failed' });
    expect(await balance()).toEqual({ plan: 2, extra: 5 });
  });

  it('takes back what a crashed attempt reserved before charging again', async () => {
    await storage.ledger.debit({ userId: user.id, key: bidDebitKey('bid-1', 1) });
    await aPendingRow();

    expect(await placeBid.execute(aJob(2))).toMatchObject({ kind: 'submitted' });
    expect(await balance()).toEqual({ plan: 1, extra: 5 });
    expect(marketplace.bidsPlaced()).toHaveLength(1);
  });

  it('does not ask the marketplace for an earlier bid on a first attempt', async () => {
    expect(await placeBid.execute(aJob(1))).toMatchObject({ kind: 'submitted' });
    expect(marketplace.calls).toEqual(['placeBid']);
  });

  it('logs the bid placed by an attempt that died before logging it as submitted, charging it once and placing nothing more', async () => {
    await crashAttemptOne('after placing');
    const [live] = marketplace.bidsPlaced();
    expect(live?.description).toContain('Build a React dashboard');
    expect(await logged()).toMatchObject({ status: 'pending', proposal: live?.description });

    const outcome = await placeBid.execute(aJob(2));

    expect(outcome).toEqual({ kind: 'submitted', bidId: 'bid-1', marketplaceBidId: live?.marketplaceBidId });
    expect(marketplace.calls).toEqual(['findOwnBid']);
    expect(marketplace.bidsPlaced()).toHaveLength(1);
    expect(writer.requests).toHaveLength(1);
    expect(await logged()).toMatchObject({
      status: 'submitted',
      marketplaceBidId: live?.marketplaceBidId,
      proposal: live?.description,
      errorMessage: null,
    });
    expect(await balance()).toEqual({ plan: 1, extra: 5 });
    expect(await ledgerKeys()).toEqual(['grant', 'addon', 'bid:bid-1:1', 'refund:bid:bid-1:1', 'bid:bid-1:2']);
    expect(seen).toEqual([expect.objectContaining({ availableBids: 6 })]);
  });

  it('places the bid as usual on the retry when the attempt died before placing it, charging it once', async () => {
    await crashAttemptOne('while writing');
    expect(marketplace.bidsPlaced()).toEqual([]);

    const outcome = await placeBid.execute(aJob(2));

    const [placed] = marketplace.bidsPlaced();
    expect(outcome).toEqual({ kind: 'submitted', bidId: 'bid-1', marketplaceBidId: placed?.marketplaceBidId });
    expect(marketplace.calls).toEqual(['findOwnBid', 'placeBid']);
    expect(await logged()).toMatchObject({
      status: 'submitted',
      marketplaceBidId: placed?.marketplaceBidId,
      proposal: placed?.description,
    });
    expect(await balance()).toEqual({ plan: 1, extra: 5 });
    expect(await ledgerKeys()).toEqual(['grant', 'addon', 'bid:bid-1:1', 'refund:bid:bid-1:1', 'bid:bid-1:2']);
  });

  it('gives the bid back and retries when the marketplace cannot say whether the earlier attempt placed it', async () => {
    await crashAttemptOne('after placing');
    const [live] = marketplace.bidsPlaced();
    marketplace.failNext('MARKETPLACE_UNAVAILABLE');

    expect((await failure(placeBid.execute(aJob(2)))).code).toBe('MARKETPLACE_UNAVAILABLE');
    expect(marketplace.calls).toEqual(['findOwnBid']);
    expect(await balance()).toEqual({ plan: 2, extra: 5 });
    expect(await logged()).toMatchObject({ status: 'pending' });
    expect(seen).toEqual([]);

    expect(await placeBid.execute(aJob(3))).toEqual({
      kind: 'submitted',
      bidId: 'bid-1',
      marketplaceBidId: live?.marketplaceBidId,
    });
    expect(marketplace.calls).toEqual(['findOwnBid', 'findOwnBid']);
    expect(await balance()).toEqual({ plan: 1, extra: 5 });
  });

  it('logs submitted, not failed, when a retry is refused because the earlier attempt’s bid landed meanwhile', async () => {
    // Attempt 1 reserved, logged and sent its bid, then lost its lease while the request was on its way.
    await storage.ledger.debit({ userId: user.id, key: bidDebitKey('bid-1', 1) });
    await aPendingRow('Earlier proposal');
    const late = {
      token: 'oauth-secret',
      projectId: project.id,
      bidderId: '26605882',
      amount: 375,
      period: 14,
      description: 'Earlier proposal',
    };
    const landsWhileWriting: ProposalWriter = {
      write: async (request) => {
        await marketplace.placeBid(late);
        return writer.write(request);
      },
    };

    const outcome = await new PlaceBid(storage, marketplace, landsWhileWriting, events, clock).execute(aJob(2));

    const [landed] = marketplace.bidsPlaced();
    expect(marketplace.bidsPlaced()).toHaveLength(1);
    expect(outcome).toEqual({ kind: 'submitted', bidId: 'bid-1', marketplaceBidId: landed?.marketplaceBidId });
    expect(marketplace.calls).toEqual(['findOwnBid', 'placeBid', 'placeBid', 'findOwnBid']);
    expect(await logged()).toMatchObject({
      status: 'submitted',
      marketplaceBidId: landed?.marketplaceBidId,
      errorMessage: null,
    });
    expect(await balance()).toEqual({ plan: 1, extra: 5 });
  });

  it('still logs a refusal on a retry as failed when the marketplace has no bid of ours, asking once', async () => {
    writer.failNext();
    await failure(placeBid.execute(aJob(1)));
    marketplace.closeProject(project.id);

    const outcome = await placeBid.execute(aJob(2));

    expect(outcome).toEqual({
      kind: 'not-placed',
      bidId: 'bid-1',
      message: 'This project is no longer accepting bids.',
    });
    expect(marketplace.calls).toEqual(['findOwnBid', 'placeBid', 'findOwnBid']);
    expect(await logged()).toMatchObject({
      status: 'failed',
      errorMessage: 'This project is no longer accepting bids.',
    });
    expect(await balance()).toEqual({ plan: 2, extra: 5 });
  });

  it('stops autobidding and sends the exhausted notice when the last bid is spent', async () => {
    await storage.ledger.adjustTo({ userId: user.id, target: 1, key: 'one-left' });

    await placeBid.execute(aJob());

    expect(await balance()).toEqual({ plan: 0, extra: 0 });
    expect((await storage.settings.get(user.id)).isActive).toBe(false);
    expect(seen).toEqual([
      expect.objectContaining({ availableBids: 0, notice: 'Your available bids are exhausted. Autobidding stopped.' }),
    ]);
    expect(notifier.requests).toEqual([
      expect.objectContaining({
        userId: user.id,
        kind: 'bids.exhausted',
        title: 'You have used all your bids',
        dedupeKey: `bids.exhausted:${user.id}:bid-1`,
      }),
    ]);
  });

  it('never runs out on an unlimited plan', async () => {
    await withUser({
      currentPlan: 'enterprise',
      planEntitlement: { bids: null, priceUsdCents: 9900, durationMonths: 1, orderedAt: new Date(0) },
    });
    await storage.ledger.adjustTo({ userId: user.id, target: 0, key: 'none' });

    expect(await placeBid.execute(aJob())).toMatchObject({ kind: 'submitted' });
    expect((await storage.settings.get(user.id)).isActive).toBe(true);
    expect(seen[0]).not.toHaveProperty('notice');
  });

  it('skips, spending nothing, when the account changed while the job waited', async () => {
    await withUser({ planStatus: 'expired' });
    expect(await placeBid.execute(aJob())).toEqual({ kind: 'skipped', reason: 'PLAN_NOT_ACTIVE' });

    await withUser({ planStatus: 'active' });
    await storage.profiles.save(user.id, { oauthToken: null, freelancerUserId: null });
    expect(await placeBid.execute(aJob())).toEqual({ kind: 'skipped', reason: 'NO_TOKEN' });

    await storage.profiles.save(user.id, { oauthToken: 'oauth-secret', freelancerUserId: '26605882' });
    await storage.ledger.adjustTo({ userId: user.id, target: 0, key: 'none' });
    expect(await placeBid.execute(aJob())).toEqual({ kind: 'skipped', reason: 'NO_BIDS_LEFT' });

    expect(marketplace.bidsPlaced()).toEqual([]);
    expect(await logged()).toBeNull();
  });

  it('closes the pending row of an earlier attempt when the bid can no longer be placed', async () => {
    writer.failNext();
    await failure(placeBid.execute(aJob(1)));
    await storage.ledger.adjustTo({ userId: user.id, target: 0, key: 'none' });

    expect(await placeBid.execute(aJob(2))).toEqual({ kind: 'skipped', reason: 'NO_BIDS_LEFT' });
    expect(await logged()).toMatchObject({ status: 'failed', errorMessage: 'No available bids left' });
  });

  describe('the bid, whole', () => {
    const history = async () =>
      (await storage.bids.history('bid-1')).map((event) => [event.kind, event.at.toISOString(), event.detail]);
    const match = { skills: ['React.js'], bidPercentage: 50, minBidUsd: 30 };

    it('logs the project as it was bid on and why it matched, and a history from the job’s queue time', async () => {
      const queuedAt = '2026-01-15T11:58:00.000Z';
      await placeBid.execute(aJob(1, { queuedAt, match }));
      expect(await logged()).toMatchObject({
        brief: {
          description: 'Charts and CSV export',
          type: 'fixed',
          budgetMin: 250,
          budgetMax: 750,
          periodDays: 14,
          clientId: null,
        },
        match,
      });
      expect(await history()).toEqual([
        ['queued', queuedAt, null],
        ['placed', NOW, null],
      ]);
    });

    it('keeps the client the bid was for, so its detail can block them', async () => {
      await placeBid.execute(aJob(1, { project: { ...toPayloadProject(project), ownerId: '81234567' } }));
      expect((await logged())?.brief?.clientId).toBe('81234567');
    });

    it('places the first milestone’s share the job carries and keeps it with the bid', async () => {
      await placeBid.execute(aJob(1, { milestonePercentage: 30, match: { ...match, minHourlyRateUsd: 20 } }));
      expect(marketplace.bidsPlaced()[0]).toMatchObject({ milestonePercentage: 30, amount: 375, period: 14 });
      expect(await logged()).toMatchObject({
        brief: { milestonePercentage: 30, periodDays: 14 },
        match: { minHourlyRateUsd: 20 },
      });
    });

    it('asks 100 for a job queued before it carried a milestone share', async () => {
      await placeBid.execute(aJob());
      expect(marketplace.bidsPlaced()[0]).toMatchObject({ milestonePercentage: 100 });
      expect(await logged()).toMatchObject({ brief: { milestonePercentage: 100 } });
    });

    it('logs a job queued before the match was kept with no match, its history starting when the worker logged it', async () => {
      await placeBid.execute(aJob());
      expect(await logged()).toMatchObject({ match: null, brief: { type: 'fixed' } });
      expect((await history())[0]).toEqual(['queued', NOW, null]);
    });

    it('keeps Freelancer’s full reason of a refusal in the history', async () => {
      marketplace.failNext('BID_REJECTED');
      await placeBid.execute(aJob());
      expect(await history()).toEqual([
        ['queued', NOW, null],
        ['refused', NOW, 'Simulated BID_REJECTED'],
      ]);
    });

    it('keeps the guard’s full reason of a hold in the history', async () => {
      writer.answerNext(
        'Hi there, I built React dashboards like yours. Pay me via USDT to my wallet and we skip the fees.',
      );
      await placeBid.execute(aJob());
      expect(await history()).toEqual([
        ['queued', NOW, null],
        ['held', NOW, 'The proposal asks to be paid outside Freelancer.'],
      ]);
    });

    it('logs a queued bid its user’s Stop cancelled as cancelled', async () => {
      const queue = new InMemoryJobQueue(clock);
      await aPendingRow();
      await queue.enqueue(PLACE_BID_QUEUE, aJob().payload, { group: user.id });
      await new CancelQueuedBids(storage, queue, clock).execute(user.id);
      expect(await history()).toEqual([
        ['queued', NOW, null],
        ['cancelled', NOW, CANCELLED_NOTE],
      ]);
    });
  });

  describe('the proposal guard', () => {
    const sent =
      'Hi there, I have built React dashboards with charts and CSV export for three sales teams, and I can start on yours today.';
    /** A bid the user placed earlier on another project, with `proposal`, as the log keeps it. */
    const earlierBid = (proposal: string, projectId = '3999') =>
      storage.bids.insertIfAbsent(anEarlierBid(user.id, proposal, clock.now(), projectId));

    it('takes contact details out of the proposal before placing it', async () => {
      writer.answerNext(`${sent}\nSkype: live:ada_1\nMail me at ada@example.com.`);

      expect(await placeBid.execute(aJob())).toMatchObject({ kind: 'submitted' });

      expect(marketplace.bidsPlaced()[0]?.description).toBe(sent);
      expect(await logged()).toMatchObject({ status: 'submitted', proposal: sent });
      expect(await balance()).toEqual({ plan: 1, extra: 5 });
    });

    it('keeps the client’s own domain in the proposal when their brief names it', async () => {
      const brief = toPayloadProject({ ...project, description: 'Our shop acme-tools.com needs a sales dashboard.' });
      const own = `${sent} I will read the orders straight from acme-tools.com.`;
      writer.answerNext(own);
      expect(await placeBid.execute(aJob(1, { project: brief }))).toMatchObject({ kind: 'submitted' });
      expect(marketplace.bidsPlaced()[0]?.description).toBe(own);
    });

    it('holds a proposal that asks to be paid outside Freelancer, giving the bid back', async () => {
      writer.answerNext(`${sent} Pay me via USDT to my wallet and we skip the fees.`);
      expect(await placeBid.execute(aJob())).toEqual({
        kind: 'held',
        bidId: 'bid-1',
        reason: 'The proposal asks to be paid outside Freelancer.',
      });
      expect(marketplace.calls).toEqual([]);
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
    });

    it('holds a proposal with an unfilled placeholder: logged held with the reason, the bid given back once, nothing placed', async () => {
      writer.answerNext('Dear [Client Name], I have built React dashboards like yours and can start today.');

      const outcome = await placeBid.execute(aJob());

      const reason = 'Unfilled placeholder in the proposal: [Client Name].';
      expect(outcome).toEqual({ kind: 'held', bidId: 'bid-1', reason });
      expect(marketplace.calls).toEqual([]);
      expect(await logged()).toMatchObject({
        status: 'held',
        errorMessage: reason,
        proposal: expect.stringContaining('[Client Name]'),
        marketplaceBidId: null,
      });
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
      expect(await ledgerKeys()).toEqual(['grant', 'addon', 'bid:bid-1:1', 'refund:bid:bid-1:1']);
      expect(writer.requests).toHaveLength(1);
      expect(seen).toEqual([]);
    });

    it('turns the run’s queued decision on the project into a held one with the guard’s words', async () => {
      await recordQueuedDecision();
      writer.answerNext('Dear [Client Name], I have built React dashboards like yours and can start today.');

      await placeBid.execute(aJob());

      expect(await storage.decisions.findLatestForProject(user.id, project.id)).toMatchObject({
        outcome: 'held',
        detail: 'Unfilled placeholder in the proposal: [Client Name].',
      });
    });

    it('turns the run’s queued decision into a held one with the reason when the job is skipped before any bid is logged', async () => {
      await recordQueuedDecision();
      await storage.users.update(user.id, { planStatus: 'expired' });

      expect(await placeBid.execute(aJob())).toEqual({ kind: 'skipped', reason: 'PLAN_NOT_ACTIVE' });

      expect(await logged()).toBeNull();
      expect(await storage.decisions.findLatestForProject(user.id, project.id)).toMatchObject({
        outcome: 'held',
        detail: BLOCK_MESSAGES.PLAN_NOT_ACTIVE,
      });
    });

    it('is not retried: the same job again finds the held bid and does nothing, charging nothing', async () => {
      writer.answerNext('{name}, hello, I can build it.');
      await placeBid.execute(aJob(1));

      expect(await placeBid.execute(aJob(2))).toEqual({ kind: 'skipped', reason: 'ALREADY_BID' });
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
      expect(await ledgerKeys()).toEqual(['grant', 'addon', 'bid:bid-1:1', 'refund:bid:bid-1:1']);
      expect(marketplace.bidsPlaced()).toEqual([]);
    });

    it('holds a proposal that is too long or too short to send', async () => {
      writer.answerNext('x'.repeat(1_501));
      expect(await placeBid.execute(aJob())).toMatchObject({
        kind: 'held',
        reason: 'The proposal is too long to send (over 1,500 characters).',
      });
      writer.answerNext('Hire me!');
      expect(
        await placeBid.execute(aJob(1, { bidId: 'bid-2', project: toPayloadProject({ ...project, id: '4022' }) })),
      ).toMatchObject({ kind: 'held', reason: 'The proposal is too short to send (under 30 characters).' });
      expect(marketplace.bidsPlaced()).toEqual([]);
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
    });

    it('asks the writer once more when the proposal copies a recent one, and places the different rewrite', async () => {
      await earlierBid(sent);
      writer.answerNext(sent);

      const outcome = await placeBid.execute(aJob());

      expect(outcome).toMatchObject({ kind: 'submitted' });
      expect(writer.requests).toHaveLength(2);
      expect(writer.requests[0]).not.toHaveProperty('rewrite');
      expect(writer.requests[1]).toMatchObject({ project, rewrite: { avoid: sent } });
      const [placed] = marketplace.bidsPlaced();
      expect(placed?.description).toMatch(/^A fresh take on "Build a React dashboard"/);
      expect(await logged()).toMatchObject({ status: 'submitted', proposal: placed?.description });
      expect(await balance()).toEqual({ plan: 1, extra: 5 });
    });

    it('holds the bid when the rewrite still copies a recent proposal, giving the bid back', async () => {
      await earlierBid(sent);
      writer.answerNext(sent, `${sent} Thanks!`);

      const outcome = await placeBid.execute(aJob());

      expect(outcome).toEqual({
        kind: 'held',
        bidId: 'bid-1',
        reason: 'Too similar to a recent proposal, even after a rewrite.',
      });
      expect(writer.requests).toHaveLength(2);
      expect(marketplace.calls).toEqual([]);
      expect(await logged()).toMatchObject({ status: 'held', proposal: `${sent} Thanks!` });
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
    });

    it('compares only with proposals that reached the marketplace', async () => {
      await storage.bids.insertIfAbsent(
        aBid(user.id, {
          id: 'bid-old',
          projectId: '3998',
          status: 'held',
          proposal: sent,
          errorMessage: 'x',
          submittedAt: clock.now(),
        }),
      );
      await storage.bids.insertIfAbsent(
        aBid(user.id, {
          id: 'bid-lost',
          projectId: '3997',
          status: 'failed',
          proposal: sent,
          errorMessage: 'x',
          submittedAt: clock.now(),
        }),
      );
      writer.answerNext(sent);

      expect(await placeBid.execute(aJob())).toMatchObject({ kind: 'submitted' });
      expect(writer.requests).toHaveLength(1);
    });
  });

  describe('the portfolio item', () => {
    const addItem = (title: string, skills: readonly string[]) =>
      storage.portfolio.add(
        user.id,
        { title, url: `https://example.com/${title}`, skills, summary: `${title}, in a line.` },
        20,
      );

    it('passes the writer the item sharing most skills with the project', async () => {
      const project2 = { ...project, skills: ['React.js', 'TypeScript', 'CSV'] };
      await addItem('Shop', ['PHP', 'Laravel']);
      await addItem('Dashboard', ['react.js', 'D3']);
      const best = await addItem('Analytics app', ['React.js', ' typescript ']);

      expect(await placeBid.execute(aJob(1, { project: toPayloadProject(project2) }))).toMatchObject({
        kind: 'submitted',
      });
      expect(writer.requests).toEqual([expect.objectContaining({ portfolioItem: best })]);
    });

    it('passes no item when none shares a skill with the project', async () => {
      await addItem('Shop', ['PHP', 'Laravel']);
      await placeBid.execute(aJob());
      expect(writer.requests).toHaveLength(1);
      expect(writer.requests[0]).not.toHaveProperty('portfolioItem');
    });

    it('reads the items once for the job and names the same item in a rewrite', async () => {
      const item = await addItem('Dashboard', ['React.js']);
      const sent =
        'Hi there, I have built React dashboards with charts and CSV export for three sales teams, and I can start on yours today.';
      await storage.bids.insertIfAbsent(anEarlierBid(user.id, sent, clock.now()));
      writer.answerNext(sent);
      const reads = vi.spyOn(storage.portfolio, 'list');

      expect(await placeBid.execute(aJob())).toMatchObject({ kind: 'submitted' });
      expect(writer.requests).toEqual([
        expect.objectContaining({ portfolioItem: item }),
        expect.objectContaining({ portfolioItem: item, rewrite: { avoid: sent } }),
      ]);
      expect(reads).toHaveBeenCalledTimes(1);
    });

    it("keeps the item's own address in the proposal, but takes out any other link", async () => {
      const item = (await addItem('Dashboard', ['React.js'])) ?? expect.fail('no item');
      const text = (link: string) =>
        `Your dashboard needs charts and CSV export, which I built for a sales team: ${link}. Which chart matters most to you?`;
      writer.answerNext(text(item.url));
      expect(await placeBid.execute(aJob())).toMatchObject({ kind: 'submitted' });
      expect((await logged())?.proposal).toBe(text(item.url));
      expect(marketplace.bidsPlaced()[0]?.description).toContain(item.url);
    });

    it("never passes another user's item", async () => {
      const other = await storage.users.create({ name: 'Eve', email: 'eve@example.com', passwordHash: 'x' });
      await storage.portfolio.add(
        other.id,
        { title: 'Not Ada’s', url: 'https://example.com/eve', skills: ['React.js'], summary: 'Eve’s work.' },
        20,
      );
      await placeBid.execute(aJob());
      expect(writer.requests[0]).not.toHaveProperty('portfolioItem');
    });
  });

  describe('refusals by cause', () => {
    const refuse = (httpStatus: number, errorCode: string | null, message: string | null) =>
      marketplace.refuseNextBid({ httpStatus, errorCode, message });
    const TOO_FAST = 'You appear to be bidding too fast. Please wait a few minutes before bidding again.';

    it.each([
      [
        'balance minimum',
        403,
        'ProjectExceptionCodes.BID_MINIMUM_REQUIREMENT_NOT_MET',
        'To bid on this project, you must have at least $19 USD or equivalent in your account balance.',
        null,
      ],
      [
        'project closed',
        403,
        'ProjectExceptionCodes.PROJECT_NOT_ACTIVE',
        'This project is no longer accepting bids.',
        null,
      ],
      [
        'NDA',
        403,
        'ProjectExceptionCodes.NDA_NOT_SIGNED',
        'You must sign the NDA for this project before you can bid on it.',
        'nda',
      ],
      [
        'featured',
        403,
        'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_FEATURED',
        'You need at least 5 reviews, a paid membership or a verified account to bid on featured projects.',
        'featured',
      ],
      [
        'verified only, under $2500',
        403,
        'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_PREMIUM_VERIFIED',
        'Only verified freelancers can bid on this project.',
        'verified_only',
      ],
      [
        'preferred only',
        403,
        'ProjectExceptionCodes.PREFERRED_FREELANCER_ONLY',
        'Only Preferred Freelancers can bid on this project.',
        'preferred_only',
      ],
      [
        'qualification',
        403,
        'ProjectExceptionCodes.QUALIFICATION_REQUIRED',
        'You need to pass the required exam to bid on this project.',
        'qualified',
      ],
      ['an unknown project code', 403, 'ProjectExceptionCodes.SOMETHING_NEW', 'Something never seen before.', null],
    ] as const)(
      '%s: refunded, logged failed with Freelancer’s message, never retried, the kind learned',
      async (_name, status, code, message, kind) => {
        refuse(status, code, message);

        expect(await placeBid.execute(aJob())).toEqual({ kind: 'not-placed', bidId: 'bid-1', message });
        expect(await logged()).toMatchObject({ status: 'failed', errorMessage: message });
        expect(await balance()).toEqual({ plan: 2, extra: 5 });
        expect((await storage.settings.get(user.id)).unbiddableKinds).toEqual(kind === null ? [] : [kind]);
        expect((await storage.settings.get(user.id)).pause).toBeNull();
        // The job is done: a retry of it finds the closed row and does nothing.
        expect(await placeBid.execute(aJob(2))).toEqual({ kind: 'skipped', reason: 'ALREADY_BID' });
      },
    );

    it('keeps the bid spent only for a verified-only refusal over $2500 with profile verified ticked', async () => {
      await storage.settings.update(user.id, { isProfileVerified: true });
      refuse(
        403,
        'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_PREMIUM_VERIFIED',
        'Only verified freelancers can bid on this project.',
      );

      const outcome = await placeBid.execute(aJob(1, { amount: 2700, currency: 'USD', amountUsd: 2700 }));

      expect(outcome).toEqual({
        kind: 'rejected',
        bidId: 'bid-1',
        message: 'Only verified freelancers can bid on this project.',
      });
      expect(await logged()).toMatchObject({
        status: 'failed',
        errorMessage: 'Only verified freelancers can bid on this project.',
      });
      expect(await balance()).toEqual({ plan: 1, extra: 5 });
    });

    it('logs a duplicate the user placed by hand as submitted with Freelancer’s bid id and a note, refunded', async () => {
      const byHand = marketplace.placeByHand({
        token: 'oauth-secret',
        projectId: project.id,
        bidderId: '26605882',
        amount: 300,
        period: 7,
        description: 'My own words',
      });

      const outcome = await placeBid.execute(aJob());

      expect(outcome).toEqual({ kind: 'already-placed', bidId: 'bid-1', marketplaceBidId: byHand });
      expect(await logged()).toMatchObject({
        status: 'submitted',
        marketplaceBidId: byHand,
        errorMessage: 'Already placed on Freelancer before BidPilot tried: this bid was not charged.',
      });
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
    });

    it('logs a duplicate it cannot find as failed, refunded', async () => {
      refuse(409, 'ProjectExceptionCodes.DUPLICATE_BID', 'You have already bid on that project.');

      expect(await placeBid.execute(aJob())).toEqual({
        kind: 'not-placed',
        bidId: 'bid-1',
        message: 'You have already bid on that project.',
      });
      expect(await logged()).toMatchObject({ status: 'failed', errorMessage: 'You have already bid on that project.' });
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
    });

    it.each([
      [
        'out of Freelancer bids',
        403,
        'ProjectExceptionCodes.NOT_ENOUGH_BIDS',
        'You have used all of your bids.',
        'OUT_OF_BIDS',
      ],
      [
        'limited account',
        403,
        'UserExceptionCodes.ACCOUNT_LIMITED',
        'Your account has been limited. Please contact Freelancer support.',
        'ACCOUNT_LIMITED',
      ],
      [
        'not authenticated',
        401,
        'RestExceptionCodes.NOT_AUTHENTICATED',
        'You must be logged in to perform this request.',
        'TOKEN_INVALID',
      ],
    ] as const)(
      '%s: pauses the user until they act, switches autobidding off, refunds, tells the browser',
      async (_name, status, code, message, pauseCode) => {
        refuse(status, code, message);

        const outcome = await placeBid.execute(aJob());

        expect(outcome).toMatchObject({ kind: 'paused', message, pause: { code: pauseCode, message, until: null } });
        expect(await logged()).toMatchObject({ status: 'failed', errorMessage: message });
        expect(await balance()).toEqual({ plan: 2, extra: 5 });
        expect(await storage.settings.get(user.id)).toMatchObject({
          isActive: false,
          pause: { code: pauseCode, message, since: clock.now(), until: null },
          slowPaceUntil: null,
        });
        expect(seen).toEqual([
          expect.objectContaining({
            availableBids: 7,
            notice: expect.stringMatching(
              /^Autobidding is paused: Freelancer says (you|your) .+\. It resumes when you (turn autobidding on again|save a new Freelancer token on your profile)\.$/,
            ),
            autobidPause: expect.objectContaining({ code: pauseCode, until: null }),
          }),
        ]);
        expect(notifier.requests).toEqual([
          expect.objectContaining({
            userId: user.id,
            kind: 'autobid.paused',
            body: seen[0]?.notice,
            data: { code: pauseCode, reason: message, until: null },
            dedupeKey: `autobid.paused:${user.id}:${pauseCode}:${clock.now().toISOString()}`,
          }),
        ]);
      },
    );

    it('cools down after "too fast": 15 minutes, doubled on a repeat within a day, at most 2 hours, with a slower pace for a day', async () => {
      const coolDowns: number[] = [];
      for (let round = 0; round < 5; round++) {
        refuse(403, 'ProjectExceptionCodes.BID_FAILED', TOO_FAST);
        const outcome = await placeBid.execute(
          aJob(1, { bidId: `bid-${round}`, project: toPayloadProject({ ...project, id: `50${round}` }) }),
        );
        expect(outcome).toMatchObject({ kind: 'paused', pause: { code: 'TOO_FAST' } });
        const { pause, isActive, slowPaceUntil } = await storage.settings.get(user.id);
        coolDowns.push((pause!.until!.getTime() - clock.now().getTime()) / 60_000);
        expect(isActive).toBe(true);
        expect(slowPaceUntil).toEqual(new Date(clock.now().getTime() + DAY));
        clock.advance(pause!.until!.getTime() - clock.now().getTime());
      }
      expect(coolDowns).toEqual([15, 30, 60, 120, 120]);
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
      // A day later the cool-down starts over.
      clock.advance(DAY);
      refuse(403, 'ProjectExceptionCodes.BID_FAILED', TOO_FAST);
      await placeBid.execute(aJob(1, { bidId: 'bid-late', project: toPayloadProject({ ...project, id: '599' }) }));
      const { pause } = await storage.settings.get(user.id);
      expect(pause!.until!.getTime() - clock.now().getTime()).toBe(15 * 60_000);
    });

    it('never shortens a pause waiting for the user to a cool-down, when jobs of one burst are refused differently', async () => {
      const outOfBids = {
        code: 'OUT_OF_BIDS',
        message: 'You have used all of your bids.',
        since: clock.now(),
        until: null,
      } as const;
      // Another job of the same burst paused the user while this one was being placed.
      const racing: Marketplace = {
        getSelf: (token) => marketplace.getSelf(token),
        searchActiveProjects: (input) => marketplace.searchActiveProjects(input),
        findProject: (input) => marketplace.findProject(input),
        findOwnBid: (input) => marketplace.findOwnBid(input),
        awardStatuses: (input) => marketplace.awardStatuses(input),
        repliedProjects: (input) => marketplace.repliedProjects(input),
        placeBid: async (request) => {
          await storage.settings.update(user.id, { isActive: false, pause: outOfBids });
          refuse(403, 'ProjectExceptionCodes.BID_FAILED', TOO_FAST);
          return marketplace.placeBid(request);
        },
      };

      const outcome = await new PlaceBid(storage, racing, writer, events, clock).execute(aJob());

      expect(outcome).toMatchObject({ kind: 'paused', pause: outOfBids });
      expect(await storage.settings.get(user.id)).toMatchObject({
        isActive: false,
        pause: outOfBids,
        slowPaceUntil: null,
      });
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
    });

    it('skips every queued job of a paused user before any debit, and bids again once a cool-down ends', async () => {
      refuse(403, 'ProjectExceptionCodes.BID_FAILED', TOO_FAST);
      await placeBid.execute(aJob());
      const keys = await ledgerKeys();
      seen.length = 0;

      marketplace.seedProject({ ...project, id: '4022' });
      const queued = aJob(1, { bidId: 'bid-2', project: toPayloadProject({ ...project, id: '4022' }) });
      expect(await placeBid.execute(queued)).toEqual({ kind: 'skipped', reason: 'AUTOBID_PAUSED' });
      expect(await ledgerKeys()).toEqual(keys);
      expect(marketplace.calls).toEqual(['placeBid']);

      clock.advance(15 * 60_000);
      expect(await placeBid.execute(queued)).toMatchObject({ kind: 'submitted' });
    });

    it('refunds a rate limit, an outage or a firewall page and lets the queue retry', async () => {
      refuse(429, 'AuthorisationExceptionCodes.RATE_LIMITED', 'You have made too many of these requests.');
      expect((await failure(placeBid.execute(aJob(1)))).code).toBe('BID_REJECTED');
      refuse(403, null, null);
      expect((await failure(placeBid.execute(aJob(2)))).code).toBe('BID_REJECTED');
      expect(await logged()).toMatchObject({ status: 'pending' });
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
      expect((await storage.settings.get(user.id)).pause).toBeNull();
      expect(await placeBid.execute(aJob(3))).toMatchObject({ kind: 'submitted' });
    });
  });

  it('lets an admin without a plan bid', async () => {
    await withUser({ role: 'admin', planStatus: 'none', currentPlan: null });
    expect(await placeBid.execute(aJob())).toMatchObject({ kind: 'submitted' });
  });

  describe('the Freelancer account’s own bids', () => {
    const reading = (overrides: { bidsRemaining?: number | null; limited?: boolean; minutesAgo?: number } = {}) => ({
      bidsRemaining: overrides.bidsRemaining === undefined ? 5 : overrides.bidsRemaining,
      bidLimit: 15,
      limited: overrides.limited ?? false,
      checkedAt: new Date(clock.now().getTime() - (overrides.minutesAgo ?? 0) * 60_000),
    });
    const stored = async () => (await storage.profiles.get(user.id))?.marketplaceAccount;
    const store = (overrides: Parameters<typeof reading>[0]) =>
      storage.profiles.recordMarketplaceAccount(user.id, 'oauth-secret', reading(overrides));

    it('skips before any debit when a fresh reading says none are left, or the account is limited, asking nothing', async () => {
      await store({ bidsRemaining: 0 });
      expect(await placeBid.execute(aJob())).toEqual({ kind: 'skipped', reason: 'MARKETPLACE_BIDS_USED_UP' });
      await store({ limited: true });
      expect(await placeBid.execute(aJob())).toEqual({ kind: 'skipped', reason: 'MARKETPLACE_ACCOUNT_LIMITED' });
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
      expect(await ledgerKeys()).toEqual(['grant', 'addon']);
      expect(await logged()).toBeNull();
      expect(marketplace.calls).toEqual([]);
      expect(marketplace.selfCallCount()).toBe(0);
    });

    it('asks Freelancer again when the reading is a few minutes old, keeps the answer, and skips when it says none', async () => {
      await store({ bidsRemaining: 3, minutesAgo: 10 });
      marketplace.setAccount({ bidsRemaining: 0, bidLimit: 15 });
      expect(await placeBid.execute(aJob())).toEqual({ kind: 'skipped', reason: 'MARKETPLACE_BIDS_USED_UP' });
      expect(marketplace.selfCallCount()).toBe(1);
      expect(await stored()).toEqual({ bidsRemaining: 0, bidLimit: 15, limited: false, checkedAt: clock.now() });
      expect(await balance()).toEqual({ plan: 2, extra: 5 });
      // The next job trusts the fresh reading without asking again.
      await placeBid.execute(aJob(1, { bidId: 'bid-2' }));
      expect(marketplace.selfCallCount()).toBe(1);
    });

    it('places on a stale reading of none when Freelancer now says there are bids, and counts the known count down', async () => {
      await store({ bidsRemaining: 0, minutesAgo: 10 });
      marketplace.setAccount({ bidsRemaining: 4, bidLimit: 15 });
      expect(await placeBid.execute(aJob())).toMatchObject({ kind: 'submitted' });
      expect((await stored())?.bidsRemaining).toBe(3);
    });

    it('places when Freelancer cannot be asked: a stale or unknown reading never blocks', async () => {
      await store({ bidsRemaining: 0, minutesAgo: 10 });
      marketplace.failNext('MARKETPLACE_UNAVAILABLE');
      expect(await placeBid.execute(aJob())).toMatchObject({ kind: 'submitted' });
      expect((await stored())?.checkedAt).toEqual(reading({ minutesAgo: 10 }).checkedAt);
    });

    it('lets a retry whose earlier attempt may have landed find that bid, whatever the count says now', async () => {
      await placeBid.execute(aJob(1));
      await storage.bids.update('bid-1', { status: 'pending' });
      await store({ bidsRemaining: 0 });
      marketplace.calls.splice(0);
      expect(await placeBid.execute(aJob(2))).toMatchObject({ kind: 'submitted' });
      expect(marketplace.calls).toEqual(['findOwnBid']);
    });
  });
});
