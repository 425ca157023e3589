import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { FakeMarketplace } from '../../../adapters/testing/fake-marketplace.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { aBid } from '../../../tests/builders/bids.js';
import { aFeedProject } from '../../../tests/builders/projects.js';
import { aDefaultBidPayload, takeQueuedBids } from '../../../tests/fixtures/queued-bids.js';
import { profileRulesOf } from '../../domain/bidding/search-profile.js';
import type { Project } from '../../domain/bidding/project.js';
import type { EnqueueOptions } from '../../ports/job-queue.port.js';
import type { ProjectSearchPage } from '../../ports/marketplace.port.js';
import type { BiddingSettingsPatch } from '../../domain/bidding/settings.js';
import type { DomainError } from '../../domain/errors.js';
import type { User, UserPatch } from '../../domain/users/user.js';
import type { PlaceBidPayload } from './place-bid-job.js';
import { RunUserDispatch } from './run-user-dispatch.js';

const NOW = '2026-01-15T12:00:00.000Z';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Counts project searches, so a test can tell the marketplace was never asked. */
class CountingMarketplace extends FakeMarketplace {
  searches = 0;
  override async searchActiveProjects(
    input: Parameters<FakeMarketplace['searchActiveProjects']>[0],
  ): Promise<ProjectSearchPage> {
    this.searches += 1;
    return super.searchActiveProjects(input);
  }
}

const failure = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => expect.fail('expected a DomainError'),
    (error: DomainError) => error,
  );

describe('RunUserDispatch', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let marketplace: CountingMarketplace;
  let jobs: InMemoryJobQueue;
  let user: User;
  let dispatch: RunUserDispatch;

  const minutesAgo = (minutes: number): Date => new Date(clock.now().getTime() - minutes * MINUTE);
  /** A feed project (React.js and CSS, fixed US$100–500) posted ten minutes ago. */
  const aProject = (id: string, overrides: Partial<Project> = {}): Project =>
    aFeedProject(id, minutesAgo(10), overrides);
  const listed = (...projects: Project[]): void => projects.forEach((project) => marketplace.seedProject(project));
  const withUser = async (patch: UserPatch): Promise<void> => {
    user = (await storage.users.update(user.id, patch)) ?? expect.fail('user vanished');
  };
  const withSettings = (patch: BiddingSettingsPatch) => storage.settings.update(user.id, patch);
  const withBids = (count: number) =>
    storage.ledger.credit({
      userId: user.id,
      kind: 'plan_grant',
      key: `grant:${count}:${Math.random()}`,
      planDelta: count,
      extraDelta: 0,
    });
  const placedBid = (projectId: string, submittedAt: Date) =>
    storage.bids.insertIfAbsent(aBid(user.id, { projectId, submittedAt }));
  const queuedJobs = () => takeQueuedBids(jobs);
  const queuedIds = async (): Promise<string[]> => (await queuedJobs()).map((payload) => payload.project.id).sort();
  const skipCodes = (result: Awaited<ReturnType<RunUserDispatch['execute']>>) =>
    Object.fromEntries(result.skipped.map((skip) => [skip.code, skip.count]));

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    marketplace = new CountingMarketplace();
    jobs = new InMemoryJobQueue(clock);
    dispatch = new RunUserDispatch(storage, marketplace, new FixedExchangeRates(), jobs, clock);
    user = await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    await withUser({
      planStatus: 'active',
      currentPlan: 'starter',
      billingPeriod: 'monthly',
      planExpirationDate: new Date(clock.now().getTime() + 30 * DAY),
    });
    await storage.profiles.save(user.id, { oauthToken: 'secret-oauth-token', freelancerUserId: '26605882' });
    await withBids(10);
    await withSettings({ skills: ['react.js'], bidPercentage: 50, minBidUsd: 30, completionPeriod: 7 });
  });

  it('searches every active profile: each project queued once, by the first profile that takes it, with that profile\u2019s terms', async () => {
    const base = profileRulesOf(await storage.settings.get(user.id));
    const php =
      (await storage.searchProfiles.create(
        user.id,
        {
          name: 'PHP',
          isActive: true,
          rules: { ...base, skills: ['PHP'], bidPercentage: 90, completionPeriod: 3, timeLimit: '24hours' },
        },
        4,
      )) ?? expect.fail('no profile');
    await storage.searchProfiles.create(
      user.id,
      { name: 'Off', isActive: false, rules: { ...base, skills: ['Go'] } },
      4,
    );
    await withSettings({ timeLimit: '1hour' });
    listed(
      aProject('101'),
      aProject('102', { skills: ['PHP'] }),
      aProject('103', { skills: ['React.js', 'PHP'] }),
      aProject('104', { skills: ['Go'] }),
    );

    const result = await dispatch.execute(user);

    expect(result).toMatchObject({ matched: 3, queued: 3 });
    const payloads = Object.fromEntries((await queuedJobs()).map((payload) => [payload.project.id, payload]));
    expect(Object.keys(payloads).sort()).toEqual(['101', '102', '103']);
    expect(payloads['101']).toMatchObject({ profileId: 'main', amount: 250, period: 7 });
    expect(payloads['102']).toMatchObject({
      profileId: php.id,
      amount: 450,
      period: 3,
      match: { skills: ['PHP'], bidPercentage: 90 },
    });
    expect(payloads['103']).toMatchObject({ profileId: 'main' });
    expect(skipCodes(result)).toEqual({ SKILLS_MISMATCH: 1 });
  });

  it('records the run in the decision log with every reason: the projects sharing a skill as rows, all of them counted', async () => {
    listed(aProject('101'), aProject('102', { bidCount: 500, type: 'hourly' }), aProject('103', { skills: ['PHP'] }));
    await withSettings({ maxBidsThreshold: 50, bidOnHourlyProjects: false });

    await dispatch.execute(user);

    const { items } = await storage.decisions.list(user.id, { page: 1, limit: 10 });
    expect(items.map((d) => [d.projectId, d.outcome, d.reasons]).sort()).toEqual([
      ['101', 'queued', []],
      ['102', 'skipped', ['TOO_MANY_BIDS', 'HOURLY_EXCLUDED']],
    ]);
    expect(await storage.decisions.lastRun(user.id)).toEqual({
      userId: user.id,
      ranAt: clock.now(),
      scanned: 3,
      matched: 1,
      queued: 1,
      skipped: 2,
      skippedByReason: { TOO_MANY_BIDS: 1, HOURLY_EXCLUDED: 1, SKILLS_MISMATCH: 1 },
      blocked: [],
    });
  });

  it('keeps the fit score on the rows it logs, skips below the minimum fit, and says which request made a brief a scam', async () => {
    listed(
      aProject('101'),
      aProject('102', { description: 'Logo. There is a small unpaid test first.' }),
      aProject('103', { bidCount: 40, postedAt: minutesAgo(50) }),
    );
    await withSettings({ maxBidsThreshold: 50, minFitScore: 75 });

    await dispatch.execute(user);

    const { items } = await storage.decisions.list(user.id, { page: 1, limit: 10 });
    expect(items.map((d) => [d.projectId, d.outcome, d.reasons, d.detail, d.fitScore]).sort()).toEqual([
      ['101', 'queued', [], null, 81],
      ['102', 'skipped', ['BRIEF_SCAM'], 'The brief asks for unpaid test work', 81],
      ['103', 'skipped', ['FIT_TOO_LOW'], null, 63],
    ]);
  });

  it('bids, without a language model, only on projects in English when the user set no languages, saying why; with one, in any language', async () => {
    listed(aProject('101', { language: 'de' }), aProject('102', { language: 'en' }), aProject('103'));

    const offline = await dispatch.execute(user);

    expect(await queuedIds()).toEqual(['102', '103']);
    expect(skipCodes(offline)).toEqual({ LANGUAGE_MISMATCH: 1 });
    const { items } = await storage.decisions.list(user.id, { page: 1, limit: 10, reason: 'LANGUAGE_MISMATCH' });
    expect(items.map((d) => [d.projectId, d.detail])).toEqual([
      [
        '101',
        "The project is not in English (de): without a language model, proposals are in your prompt's language, English unless you set your languages",
      ],
    ]);

    listed(aProject('104', { language: 'pt' }));
    const withModel = new RunUserDispatch(storage, marketplace, new FixedExchangeRates(), jobs, clock, undefined, true);
    await withModel.execute(user);
    // 101 was only skipped, so the model's run queues it too.
    expect(await queuedIds()).toEqual(['101', '104']);
  });

  it('queues one place-bid job per matching project with what the worker needs, and no token', async () => {
    listed(
      aProject('101'),
      aProject('102', { currency: 'EUR', budgetMax: 1000, postedAt: minutesAgo(5) }),
      aProject('103', { skills: ['PHP'] }),
    );

    const result = await dispatch.execute(user);

    expect(result).toEqual({
      projectsFound: 3,
      matched: 2,
      queued: 2,
      blocked: [],
      skipped: [{ code: 'SKILLS_MISMATCH', message: 'The project shares too few skills with the profile', count: 1 }],
      considered: expect.any(Array),
    });
    const payloads = await queuedJobs();
    // The project that has waited longest goes first.
    expect(payloads).toEqual([
      aDefaultBidPayload(user.id, aProject('101'), clock.now()),
      expect.objectContaining({
        project: expect.objectContaining({ id: '102', currency: 'EUR' }),
        amount: 500,
        currency: 'EUR',
        amountUsd: 526.32,
        period: 7,
      }),
    ]);
    expect(new Set(payloads.map((payload) => payload.bidId)).size).toBe(2);
    expect(JSON.stringify(payloads)).not.toContain('secret-oauth-token');
  });

  it('runs whether autobidding is switched on or off', async () => {
    listed(aProject('101'));
    await withSettings({ isActive: false });
    expect((await dispatch.execute(user)).queued).toBe(1);
  });

  it('refuses with the autobid switch’s codes in Test Bidding’s words without a plan, a token or bids; nothing is asked or queued', async () => {
    listed(aProject('101'));
    await withUser({ planStatus: 'expired' });
    expect(await failure(dispatch.execute(user))).toMatchObject({
      code: 'ACTIVE_PLAN_REQUIRED',
      message: 'Active plan required to run Test Bidding',
    });

    await withUser({ planStatus: 'active' });
    await storage.profiles.save(user.id, { oauthToken: 'secret-oauth-token', freelancerUserId: null });
    expect(await failure(dispatch.execute(user))).toMatchObject({
      code: 'OAUTH_TOKEN_REQUIRED',
      message: 'OAuth token required to run Test Bidding',
    });

    await storage.profiles.save(user.id, { oauthToken: 'secret-oauth-token', freelancerUserId: '26605882' });
    await storage.ledger.adjustTo({ userId: user.id, target: 0, key: 'empty' });
    expect(await failure(dispatch.execute(user))).toMatchObject({
      code: 'INSUFFICIENT_BIDS',
      message: 'No bids available. Buy a plan or add-on bids to run Test Bidding.',
    });

    expect(marketplace.searches).toBe(0);
    expect(await queuedJobs()).toEqual([]);
  });

  it('answers a pause as its block reason, without asking the marketplace', async () => {
    listed(aProject('101'));
    const message = 'You appear to be bidding too fast. Please wait a few minutes before bidding again.';
    await withSettings({
      pause: {
        code: 'TOO_FAST',
        message,
        since: minutesAgo(1),
        until: new Date(minutesAgo(1).getTime() + 15 * 60_000),
      },
    });

    const result = await dispatch.execute(user);

    expect(result).toMatchObject({
      queued: 0,
      blocked: [
        {
          code: 'AUTOBID_PAUSED',
          message:
            'Autobidding is paused: Freelancer says you appear to be bidding too fast. Please wait a few minutes before bidding again',
        },
      ],
    });
    expect(marketplace.searches).toBe(0);
  });

  it('lets an admin without a plan bid', async () => {
    listed(aProject('101'));
    await withUser({ role: 'admin', planStatus: 'none', currentPlan: null });
    expect((await dispatch.execute(user)).queued).toBe(1);
  });

  it('bids on an unlimited plan without counted bids', async () => {
    listed(aProject('101'), aProject('102'));
    await withUser({
      currentPlan: 'enterprise',
      planEntitlement: { bids: null, priceUsdCents: 9900, durationMonths: 1, orderedAt: new Date(0) },
    });
    await storage.ledger.adjustTo({ userId: user.id, target: 0, key: 'empty' });
    expect((await dispatch.execute(user)).queued).toBe(2);
  });

  it('matches nothing, without asking the marketplace, when no skills are configured', async () => {
    listed(aProject('101'));
    await withSettings({ skills: [] });

    const result = await dispatch.execute(user);

    expect(result).toMatchObject({
      matched: 0,
      queued: 0,
      blocked: [{ code: 'NO_SKILLS', message: 'No skills are configured, so no project can match' }],
    });
    expect(marketplace.searches).toBe(0);
  });

  it('skips projects with more bids than maxBidsThreshold, and hourly ones when those are off', async () => {
    await withSettings({ maxBidsThreshold: 10, bidOnHourlyProjects: false });
    listed(
      aProject('at', { bidCount: 10 }),
      aProject('over', { bidCount: 11 }),
      aProject('hourly', { type: 'hourly' }),
    );

    const result = await dispatch.execute(user);

    expect(await queuedIds()).toEqual(['at']);
    expect(skipCodes(result)).toEqual({ TOO_MANY_BIDS: 1, HOURLY_EXCLUDED: 1 });
  });

  it('considers only the last 60 minutes, within timeLimit', async () => {
    await withSettings({ timeLimit: '24hours' });
    listed(aProject('fresh', { postedAt: minutesAgo(59) }), aProject('stale', { postedAt: minutesAgo(61) }));

    const result = await dispatch.execute(user);

    expect(result.projectsFound).toBe(1);
    expect(await queuedIds()).toEqual(['fresh']);
  });

  it('stops at bidsLimit over the rolling 24 hours, newest projects first', async () => {
    await withSettings({ bidsLimit: 5 });
    for (let n = 0; n < 4; n++) await placedBid(`old-${n}`, new Date(clock.now().getTime() - 23 * 60 * MINUTE));
    await placedBid('older', new Date(clock.now().getTime() - 25 * 60 * MINUTE));
    listed(
      aProject('a', { postedAt: minutesAgo(30) }),
      aProject('b', { postedAt: minutesAgo(2) }),
      aProject('c', { postedAt: minutesAgo(20) }),
    );

    const result = await dispatch.execute(user);

    expect(await queuedIds()).toEqual(['b']);
    expect(skipCodes(result)).toEqual({ DAILY_LIMIT_REACHED: 2 });
    await placedBid('b', clock.now());
    expect((await dispatch.execute(user)).blocked.map((reason) => reason.code)).toEqual(['DAILY_LIMIT_REACHED']);
  });

  it('runs only inside the schedule window, in the user time zone', async () => {
    await withSettings({ scheduleAutobidding: true, startTime: '09:00', endTime: '17:00', timezone: 'Asia/Kolkata' });

    // 12:00 UTC is 17:30 in Kolkata, after the window; 11:29 UTC is 16:59, its last minute.
    expect((await dispatch.execute(user)).blocked.map((reason) => reason.code)).toEqual(['OUTSIDE_SCHEDULE']);
    expect(marketplace.searches).toBe(0);
    clock.set('2026-01-15T11:29:00.000Z');
    listed(aProject('102', { postedAt: minutesAgo(1) }));
    expect(await dispatch.execute(user)).toMatchObject({ blocked: [], projectsFound: 1, queued: 1 });
  });

  it('bids over $2500 only for a verified profile', async () => {
    listed(
      aProject('big', { budgetMax: 2600 }),
      aProject('big-inr', { currency: 'INR', budgetMin: 1000, budgetMax: 300_000 }),
      aProject('small'),
    );

    expect(skipCodes(await dispatch.execute(user))).toEqual({ VERIFIED_PROFILE_REQUIRED: 2 });
    expect(await queuedIds()).toEqual(['small']);

    await withSettings({ isProfileVerified: true });
    await dispatch.execute(user);
    expect(await queuedIds()).toEqual(['big', 'big-inr']);
  });

  it("skips NDA projects, the user's own projects and closed ones, with their reasons", async () => {
    listed(
      aProject('nda', { kinds: ['nda'] }),
      aProject('own', { ownerId: '26605882' }),
      aProject('closed', { isOpen: false }),
      aProject('featured', { kinds: ['featured'] }),
      aProject('plain', { ownerId: '81234567' }),
    );

    const result = await dispatch.execute(user);

    expect(skipCodes(result)).toEqual({ NDA_PROJECT: 1, OWN_PROJECT: 1, PROJECT_CLOSED: 1 });
    expect(result.skipped.find((skip) => skip.code === 'NDA_PROJECT')?.message).toBe(
      "NDA projects cannot be bid on through Freelancer's API",
    );
    expect(await queuedIds()).toEqual(['featured', 'plain']);
  });

  it('skips projects already bid on, and does not queue a project twice while its job waits', async () => {
    listed(aProject('done'), aProject('new'));
    await placedBid('done', minutesAgo(60 * 48));

    const first = await dispatch.execute(user);
    const second = await dispatch.execute(user);

    expect(skipCodes(first)).toEqual({ ALREADY_BID: 1 });
    expect(first).toMatchObject({ matched: 1, queued: 1 });
    expect(second).toMatchObject({ matched: 1, queued: 0 });
    expect(await queuedIds()).toEqual(['new']);
  });

  it('keeps the slot of a job it queued when a later one fails to queue, so the user’s next bids keep their distance', async () => {
    listed(aProject('101'), aProject('102', { postedAt: minutesAgo(5) }));
    let enqueues = 0;
    const flakyJobs = Object.assign(Object.create(jobs) as InMemoryJobQueue, {
      enqueue: (queue: string, payload: PlaceBidPayload, options?: EnqueueOptions) =>
        ++enqueues > 1 ? Promise.reject(new Error('disk on fire')) : jobs.enqueue(queue, payload, options),
    });
    const flaky = new RunUserDispatch(storage, marketplace, new FixedExchangeRates(), flakyJobs, clock);

    await expect(flaky.execute(user)).rejects.toThrow('disk on fire');
    const [queuedJob] = await queuedJobs();
    expect(await storage.pacing.slotsSince(user.id, minutesAgo(10))).toEqual([
      { bidId: queuedJob?.bidId, at: clock.now() },
    ]);
  });

  it('never queues more jobs than the remaining bids allow', async () => {
    await storage.ledger.adjustTo({ userId: user.id, target: 2, key: 'two-left' });
    listed(...['a', 'b', 'c', 'd'].map((id, n) => aProject(id, { postedAt: minutesAgo(40 - n) })));

    const result = await dispatch.execute(user);

    expect(result).toMatchObject({ matched: 2, queued: 2 });
    expect(skipCodes(result)).toEqual({ NO_BIDS_LEFT: 2 });
    expect(await queuedIds()).toEqual(['c', 'd']);
  });

  it('skips a project whose currency has no rate', async () => {
    listed(aProject('aud', { currency: 'AUD' }));
    expect(skipCodes(await dispatch.execute(user))).toEqual({ RATE_UNAVAILABLE: 1 });
  });

  it('reads every page of a busy hour, and queues the newest projects the pace can place before the next run', async () => {
    await withUser({
      currentPlan: 'enterprise',
      planEntitlement: { bids: null, priceUsdCents: 9900, durationMonths: 1, orderedAt: new Date(0) },
    });
    listed(
      ...Array.from({ length: 230 }, (_, n) => aProject(String(1000 + n), { postedAt: minutesAgo(50 - n * 0.2) })),
    );

    const result = await dispatch.execute(user);

    expect(marketplace.searches).toBe(3);
    // A 5-minute user: three bids a minute at the normal pace until the next run.
    expect(result).toMatchObject({ projectsFound: 230, matched: 15, queued: 15 });
    expect(skipCodes(result)).toEqual({ PACE_LIMIT: 215 });
    expect(await queuedIds()).toEqual(Array.from({ length: 15 }, (_, n) => String(1215 + n)));
  });

  it('queues no more than the pace allows before the next run of a 1-minute user', async () => {
    await withUser({
      currentPlan: 'enterprise',
      planEntitlement: { bids: null, priceUsdCents: 9900, durationMonths: 1, orderedAt: new Date(0) },
    });
    await withSettings({ timeInterval: '1min' });
    listed(...Array.from({ length: 40 }, (_, n) => aProject(String(1000 + n), { postedAt: minutesAgo(40 - n) })));

    const result = await dispatch.execute(user);

    // Jitter never pushes the third bid of a minute past it.
    expect(result).toMatchObject({ projectsFound: 40, matched: 3, queued: 3 });
    expect(skipCodes(result)).toEqual({ PACE_LIMIT: 37 });
  });

  it('reads past a first page of recently updated older projects, and past a full page with unreadable projects', async () => {
    await withUser({
      currentPlan: 'enterprise',
      planEntitlement: { bids: null, priceUsdCents: 9900, durationMonths: 1, orderedAt: new Date(0) },
    });
    listed(...Array.from({ length: 120 }, (_, n) => aProject(`old-${n}`, { postedAt: minutesAgo(40) })));
    for (let n = 0; n < 120; n++) marketplace.markUpdated(`old-${n}`, clock.now());
    for (const n of [1, 2, 3]) marketplace.serveMalformed(`old-${n}`);
    listed(aProject('new', { postedAt: minutesAgo(1) }));

    const result = await dispatch.execute(user);

    expect(result).toMatchObject({ projectsFound: 118, matched: 15 });
    expect(marketplace.searches).toBe(2);
    expect(await queuedIds()).toContain('new');
  });

  it('passes on a refused token as the marketplace reports it', async () => {
    await storage.profiles.save(user.id, { oauthToken: 'invalid-token', freelancerUserId: '26605882' });
    expect((await failure(dispatch.execute(user))).code).toBe('MARKETPLACE_TOKEN_INVALID');
    expect(await queuedJobs()).toEqual([]);
  });

  it('asks Freelancer for the account’s own bids first and keeps the answer; none left stops the run before any search', async () => {
    listed(aProject('101'));
    marketplace.setAccount({ bidsRemaining: 0, bidLimit: 15 });

    const result = await dispatch.execute(user);

    expect(result).toEqual({
      projectsFound: 0,
      matched: 0,
      queued: 0,
      blocked: [{ code: 'MARKETPLACE_BIDS_USED_UP', message: 'Your Freelancer account has no bids left' }],
      skipped: [],
      considered: [],
    });
    expect(await storage.decisions.lastRun(user.id)).toMatchObject({
      scanned: 0,
      blocked: ['MARKETPLACE_BIDS_USED_UP'],
    });
    expect(marketplace.searches).toBe(0);
    expect((await storage.profiles.get(user.id))?.marketplaceAccount).toEqual({
      bidsRemaining: 0,
      bidLimit: 15,
      limited: false,
      checkedAt: clock.now(),
    });
    expect(await queuedJobs()).toEqual([]);

    marketplace.setAccount({ limited: true, bidsRemaining: 9 });
    expect((await dispatch.execute(user)).blocked.map((reason) => reason.code)).toEqual([
      'MARKETPLACE_ACCOUNT_LIMITED',
    ]);
  });

  it('asks afresh every time: bids back on Freelancer mean bids queued, whatever was read before', async () => {
    listed(aProject('101'));
    marketplace.setAccount({ bidsRemaining: 0 });
    await dispatch.execute(user);
    marketplace.setAccount({ bidsRemaining: 4 });
    expect((await dispatch.execute(user)).queued).toBe(1);
    expect(marketplace.selfCallCount()).toBe(2);
  });

  it('bids when Freelancer does not say, or cannot be asked for the account: unknown never blocks', async () => {
    listed(aProject('101'));
    expect((await dispatch.execute(user)).queued).toBe(1);
    await storage.profiles.recordMarketplaceAccount(user.id, 'secret-oauth-token', {
      bidsRemaining: 0,
      bidLimit: null,
      limited: false,
      checkedAt: new Date(clock.now().getTime() - 60 * MINUTE),
    });
    listed(aProject('102'));
    marketplace.failNext('MARKETPLACE_UNAVAILABLE');
    expect((await dispatch.execute(user)).queued).toBe(1);
    // A fresh reading of none left still holds when Freelancer cannot be asked again.
    await storage.profiles.recordMarketplaceAccount(user.id, 'secret-oauth-token', {
      bidsRemaining: 0,
      bidLimit: null,
      limited: false,
      checkedAt: clock.now(),
    });
    listed(aProject('103'));
    marketplace.failNext('MARKETPLACE_UNAVAILABLE');
    expect((await dispatch.execute(user)).blocked.map((reason) => reason.code)).toEqual(['MARKETPLACE_BIDS_USED_UP']);
  });
});
