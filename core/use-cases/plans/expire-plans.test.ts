import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { planTermsFor } from '../../domain/plans/plan.js';
import { RecordingQueuedBids } from '../../../adapters/testing/recording-queued-bids.js';
import { RecordingNotifier } from '../../../adapters/testing/fake-notifications.js';
import { RemindPlanExpiry } from '../notifications/remind-plan-expiry.js';
import { ActivatePlan } from './activate-plan.js';
import { ExpirePlans } from './expire-plans.js';

async function aUserWithPlan() {
  const clock = new FixedClock('2026-03-01T10:00:00Z');
  const storage = new InMemoryStorage(clock);
  await seedDefaults(storage);
  const events = new InProcessEventPublisher();
  const user = await storage.users.create({ name: 'Ann', email: 'ann@example.com', passwordHash: 'x' });
  const starter = await storage.plans.findBySlug('starter');
  const purchase = {
    terms: planTermsFor(starter!, 'monthly'),
    period: 'monthly',
    priceUsdCents: 1900,
    orderedAt: clock.now(),
    grantKey: 'payment:1',
  } as const;
  await new ActivatePlan(storage, clock).execute({ userId: user.id, purchase });
  await storage.ledger.credit({
    userId: user.id,
    kind: 'addon_grant',
    key: 'payment:2',
    planDelta: 0,
    extraDelta: 200,
  });
  await storage.settings.update(user.id, { isActive: true });
  const queuedBids = new RecordingQueuedBids();
  const notifier = new RecordingNotifier();
  return {
    clock,
    storage,
    events,
    user,
    queuedBids,
    notifier,
    expirePlans: new ExpirePlans(storage, clock, events, queuedBids, notifier),
  };
}

describe('ExpirePlans', () => {
  it('leaves a plan alone before its expiration instant', async () => {
    const { clock, storage, user, expirePlans, queuedBids } = await aUserWithPlan();
    clock.set('2026-04-01T09:59:59.999Z');

    expect(await expirePlans.execute()).toEqual({ expired: 0 });
    expect(queuedBids.stopped).toEqual([]);
    expect(await storage.users.findById(user.id)).toMatchObject({ planStatus: 'active' });
  });

  it('expires unused plan bids, keeps extra bids, stops autobidding (its queued bids cancelled) and tells the user', async () => {
    const { clock, storage, events, user, expirePlans, queuedBids } = await aUserWithPlan();
    const seen: unknown[] = [];
    events.subscribe(user.id, (data) => seen.push(data));
    clock.set('2026-04-01T10:00:00Z');

    expect(await expirePlans.execute()).toEqual({ expired: 1 });

    expect(await storage.users.findById(user.id)).toMatchObject({
      planStatus: 'expired',
      subscriptionStatus: 'inactive',
    });
    expect(await storage.ledger.balance(user.id)).toEqual({ plan: 0, extra: 200 });
    expect((await storage.settings.get(user.id)).isActive).toBe(false);
    expect(seen).toEqual([expect.objectContaining({ planStatus: 'expired', availableBids: 200 })]);
    expect(queuedBids.stopped).toEqual([user.id]);
  });

  it('changes nothing on a second run, even when two run at once', async () => {
    const { clock, storage, user, expirePlans } = await aUserWithPlan();
    clock.set('2026-04-02T00:00:00Z');

    const runs = await Promise.all([expirePlans.execute(), expirePlans.execute()]);
    const again = await expirePlans.execute();

    expect(runs.map((run) => run.expired).sort()).toEqual([0, 1]);
    expect(again).toEqual({ expired: 0 });
    expect((await storage.ledger.entries(user.id)).filter((entry) => entry.kind === 'plan_expire')).toHaveLength(1);
  });

  it('starts a scheduled change at the period’s end instead: old plan bids expire, its bids are granted once, autobidding goes on', async () => {
    const { clock, storage, events, user, expirePlans } = await aUserWithPlan();
    const free = {
      slug: 'starter',
      name: 'Starter',
      bids: 600,
      durationMonths: 12,
      period: 'annual',
      priceUsdCents: 19000,
    } as const;
    const startsAt = new Date('2026-04-01T10:00:00Z');
    await storage.users.update(user.id, {
      scheduledPlan: { ...free, orderedAt: clock.now(), startsAt, grantKey: 'payment:3' },
    });
    const seen: unknown[] = [];
    events.subscribe(user.id, (data) => seen.push(data));
    clock.set('2026-04-01T10:05:00Z');

    const runs = await Promise.all([expirePlans.execute(), expirePlans.execute()]);

    expect(runs.map((run) => run.expired).sort()).toEqual([0, 1]);
    expect(await storage.users.findById(user.id)).toMatchObject({
      planStatus: 'active',
      currentPlan: 'starter',
      billingPeriod: 'annual',
      planPurchaseDate: startsAt,
      planExpirationDate: new Date('2027-04-01T10:00:00Z'),
      planEntitlement: { bids: 600, priceUsdCents: 19000, durationMonths: 12 },
      scheduledPlan: null,
    });
    expect(await storage.ledger.balance(user.id)).toEqual({ plan: 600, extra: 200 });
    expect((await storage.settings.get(user.id)).isActive).toBe(true);
    expect(seen).toEqual([expect.objectContaining({ planStatus: 'active', availableBids: 800 })]);
  });
});

describe('plan notifications', () => {
  it('notifies plan.expired once per ended period', async () => {
    const { clock, user, expirePlans, notifier } = await aUserWithPlan();
    clock.set('2026-04-01T10:00:00Z');
    await expirePlans.execute();
    await expirePlans.execute();
    expect(notifier.requests).toEqual([
      expect.objectContaining({
        userId: user.id,
        kind: 'plan.expired',
        title: 'Your plan has ended',
        link: '/pricing',
        dedupeKey: `plan.expired:${user.id}:2026-04-01T10:00:00.000Z`,
      }),
    ]);
  });

  it('reminds a week ahead and a day ahead of the end, each with its own key, and not before', async () => {
    const { clock, storage, user, notifier } = await aUserWithPlan();
    const remind = new RemindPlanExpiry(storage, notifier, clock);
    clock.set('2026-03-20T10:00:00Z');
    expect(await remind.execute()).toEqual({ reminded: 0 });
    clock.set('2026-03-26T09:00:00Z');
    expect(await remind.execute()).toEqual({ reminded: 1 });
    clock.set('2026-03-31T11:00:00Z');
    expect(await remind.execute()).toEqual({ reminded: 1 });
    expect(notifier.requests.map((request) => [request.kind, request.title, request.dedupeKey])).toEqual([
      ['plan.expiring', 'Your plan ends in 7 days', `plan.expiring:${user.id}:2026-04-01T10:00:00.000Z:7d`],
      ['plan.expiring', 'Your plan ends in 1 day', `plan.expiring:${user.id}:2026-04-01T10:00:00.000Z:1d`],
    ]);
  });
});
