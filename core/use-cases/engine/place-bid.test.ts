import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/clock/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { FakeProposalWriter } from '../../../adapters/llm/fake-proposal-writer.js';
import { FakeMarketplace } from '../../../adapters/marketplace/fake-marketplace.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { DEFAULT_PROMPT } from '../../domain/bidding/default-prompt.js';
import type { Project } from '../../domain/bidding/project.js';
import type { DomainError } from '../../domain/errors.js';
import type { User, UserPatch } from '../../domain/users/user.js';
import type { Job } from '../../ports/job-queue.port.js';
import { PlaceBid } from './place-bid.js';
import { PLACE_BID_QUEUE, PLACE_BID_RETRY_LIMIT, bidDebitKey, toPayloadProject, type PlaceBidPayload } from './place-bid-job.js';

const NOW = '2026-01-15T12:00:00.000Z';
const DAY = 24 * 3600_000;

const failure = (promise: Promise<unknown>): Promise<DomainError> => promise.then(() => expect.fail('expected a throw'), (error: DomainError) => error);

describe('PlaceBid', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let marketplace: FakeMarketplace;
  let writer: FakeProposalWriter;
  let events: InProcessEventPublisher;
  let seen: Record<string, unknown>[];
  let user: User;
  let placeBid: PlaceBid;

  const project: Project = {
    id: '4021', title: 'Build a React dashboard', description: 'Charts and CSV export', url: 'https://www.freelancer.com/projects/react-dashboard',
    type: 'fixed', currency: 'EUR', budgetMin: 250, budgetMax: 750, bidCount: 4, skills: ['React.js'], postedAt: new Date('2026-01-15T11:40:00.000Z'),
  };
  const aJob = (attempt = 1, overrides: Partial<PlaceBidPayload> = {}): Job<PlaceBidPayload> => ({
    id: 'job-1', queue: PLACE_BID_QUEUE, attempt,
    payload: { userId: user.id, bidId: 'bid-1', project: toPayloadProject(project), amount: 375, currency: 'EUR', amountUsd: 394.74, period: 14, ...overrides },
  });
  const withUser = async (patch: UserPatch): Promise<void> => {
    user = (await storage.users.update(user.id, patch)) ?? expect.fail('user vanished');
  };
  const balance = async () => storage.ledger.balance(user.id);
  const logged = async () => storage.bids.findByUserAndProject(user.id, project.id);

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    marketplace = new FakeMarketplace();
    marketplace.seedProject(project);
    writer = new FakeProposalWriter();
    events = new InProcessEventPublisher();
    user = await storage.users.create({ name: 'Ada Lovelace', email: 'ada@example.com', passwordHash: 'x' });
    await withUser({ planStatus: 'active', currentPlan: 'starter', billingPeriod: 'monthly', planExpirationDate: new Date(clock.now().getTime() + 30 * DAY) });
    await storage.profiles.save(user.id, { oauthToken: 'oauth-secret', freelancerUserId: '26605882' });
    await storage.ledger.credit({ userId: user.id, kind: 'plan_grant', key: 'grant', planDelta: 2, extraDelta: 0 });
    await storage.ledger.credit({ userId: user.id, kind: 'addon_grant', key: 'addon', planDelta: 0, extraDelta: 5 });
    await storage.settings.update(user.id, { skills: ['React.js', 'TypeScript'], isActive: true });
    seen = [];
    events.subscribe(user.id, (data) => seen.push({ ...data }));
    placeBid = new PlaceBid(storage, marketplace, writer, events, clock);
  });

  it('writes the proposal, places the bid with the user token and logs it submitted, spending one plan bid', async () => {
    const outcome = await placeBid.execute(aJob());

    expect(writer.requests).toEqual([{ project, freelancerName: 'Ada Lovelace', skills: ['React.js', 'TypeScript'], prompt: DEFAULT_PROMPT, amount: 375, currency: 'EUR', periodDays: 14 }]);
    const [placed] = marketplace.bidsPlaced();
    expect(placed).toMatchObject({ token: 'oauth-secret', projectId: '4021', bidderId: '26605882', amount: 375, period: 14, description: expect.stringContaining('Build a React dashboard') });
    expect(outcome).toEqual({ kind: 'submitted', bidId: 'bid-1', marketplaceBidId: placed?.marketplaceBidId });
    expect(await logged()).toMatchObject({
      id: 'bid-1', status: 'submitted', projectTitle: project.title, projectUrl: project.url, amountMinor: 37_500, currency: 'EUR',
      proposal: placed?.description, marketplaceBidId: placed?.marketplaceBidId, errorMessage: null,
    });
    expect(await balance()).toEqual({ plan: 1, extra: 5 });
    expect(seen).toEqual([expect.objectContaining({ availableBids: 6 })]);
    expect(seen[0]).not.toHaveProperty('notice');
  });

  it('writes from the custom prompt when it is enabled', async () => {
    await storage.settings.update(user.id, { useCustomPrompt: true, customPrompt: 'Hello! [Project Title] is my thing.' });
    await placeBid.execute(aJob());
    expect(writer.requests[0]?.prompt).toBe('Hello! [Project Title] is my thing.');
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
    expect((await storage.ledger.entries(user.id)).map((entry) => entry.key)).toEqual(['grant', 'addon', 'bid:bid-1:1', 'refund:bid:bid-1:1', 'bid:bid-1:2']);
  });

  it('gives the bid back on a marketplace outage, and closes the log as failed on the last attempt', async () => {
    marketplace.failNext('MARKETPLACE_UNAVAILABLE');
    expect((await failure(placeBid.execute(aJob(1)))).code).toBe('MARKETPLACE_UNAVAILABLE');
    expect(await logged()).toMatchObject({ status: 'pending' });

    marketplace.failNext('MARKETPLACE_RATE_LIMITED');
    expect((await failure(placeBid.execute(aJob(PLACE_BID_RETRY_LIMIT + 1)))).code).toBe('MARKETPLACE_RATE_LIMITED');

    expect(await logged()).toMatchObject({ status: 'failed', errorMessage: 'Simulated MARKETPLACE_RATE_LIMITED', marketplaceBidId: null });
    expect(await balance()).toEqual({ plan: 2, extra: 5 });
  });

  it('logs a marketplace refusal as failed with its message, and the bid stays spent', async () => {
    marketplace.failNext('BID_REJECTED');

    const outcome = await placeBid.execute(aJob());

    expect(outcome).toEqual({ kind: 'rejected', bidId: 'bid-1', message: 'Simulated BID_REJECTED' });
    expect(await logged()).toMatchObject({ status: 'failed', errorMessage: 'Simulated BID_REJECTED', proposal: expect.stringContaining('Build a React dashboard') });
    expect(await balance()).toEqual({ plan: 1, extra: 5 });
    expect(seen).toEqual([expect.objectContaining({ availableBids: 6 })]);
  });

  it('logs a refused token as failed without spending the bid, and does not retry', async () => {
    await storage.profiles.save(user.id, { oauthToken: 'invalid-now', freelancerUserId: '26605882' });

    expect(await placeBid.execute(aJob())).toEqual({ kind: 'not-placed', bidId: 'bid-1', message: 'The Freelancer token was refused. Please check it and try again.' });
    expect(await logged()).toMatchObject({ status: 'failed' });
    expect(await balance()).toEqual({ plan: 2, extra: 5 });
  });

  it('takes back what a crashed attempt reserved before charging again', async () => {
    await storage.ledger.debit({ userId: user.id, key: bidDebitKey('bid-1', 1) });
    await storage.bids.insertIfAbsent({ id: 'bid-1', userId: user.id, projectId: project.id, projectTitle: project.title, projectUrl: project.url, status: 'pending', amountMinor: 37_500, currency: 'EUR', proposal: '', marketplaceBidId: null, errorMessage: null, submittedAt: clock.now() });

    expect(await placeBid.execute(aJob(2))).toMatchObject({ kind: 'submitted' });
    expect(await balance()).toEqual({ plan: 1, extra: 5 });
    expect(marketplace.bidsPlaced()).toHaveLength(1);
  });

  it('stops autobidding and sends the exhausted notice when the last bid is spent', async () => {
    await storage.ledger.adjustTo({ userId: user.id, target: 1, key: 'one-left' });

    await placeBid.execute(aJob());

    expect(await balance()).toEqual({ plan: 0, extra: 0 });
    expect((await storage.settings.get(user.id)).isActive).toBe(false);
    expect(seen).toEqual([expect.objectContaining({ availableBids: 0, notice: 'Your available bids are exhausted. Autobidding stopped.' })]);
  });

  it('never runs out on an unlimited plan', async () => {
    await withUser({ currentPlan: 'enterprise' });
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

  it('lets an admin without a plan bid', async () => {
    await withUser({ role: 'admin', planStatus: 'none', currentPlan: null });
    expect(await placeBid.execute(aJob())).toMatchObject({ kind: 'submitted' });
  });
});
