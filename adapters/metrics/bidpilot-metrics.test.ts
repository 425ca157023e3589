import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/domain/errors.js';
import type { NotificationChannel } from '../../core/ports/notification-channel.port.js';
import type { PlaceBidOutcome } from '../../core/use-cases/engine/place-bid.js';
import type { UseCases } from '../composition/use-cases.js';
import { FixedClock } from '../testing/fixed-clock.js';
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.js';
import { FakeMarketplace } from '../testing/fake-marketplace.js';
import { BidPilotMetrics } from './bidpilot-metrics.js';
import { meteredEngine } from './metered-engine.js';
import { MeteredMarketplace } from './metered-marketplace.js';
import { MeteredNotificationChannel } from './metered-notification-channel.js';

const text = async (metrics: BidPilotMetrics): Promise<string> => (await metrics.exposition()).body;

/** The value of one sample line, or 0 when the series has none. */
const sample = (exposition: string, series: string): number => {
  const line = exposition.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

const JOB = { id: 'job-1', queue: 'place-bid', attempt: 1, payload: {} } as Parameters<
  UseCases['engine']['placeBid']
>[0];

function engineAnswering(answers: readonly (PlaceBidOutcome | Error)[]): UseCases['engine'] {
  const queue = [...answers];
  return {
    placeBid: async () => {
      const next = queue.shift();
      if (next === undefined || next instanceof Error) throw next ?? new Error('no answer left');
      return next;
    },
    tick: async () => ({ leader: false }),
  } as Partial<UseCases['engine']> as UseCases['engine'];
}

describe('BidPilotMetrics', () => {
  it("keeps each app's counts in its own registry", async () => {
    const one = new BidPilotMetrics();
    const other = new BidPilotMetrics();
    one.bids.inc({ outcome: 'placed', reason: 'submitted' });
    expect(sample(await text(one), 'bidpilot_bids_total{outcome="placed",reason="submitted"}')).toBe(1);
    expect(sample(await text(other), 'bidpilot_bids_total{outcome="placed",reason="submitted"}')).toBe(0);
  });

  it('adds the process metrics only when asked, once', async () => {
    const metrics = new BidPilotMetrics();
    expect(await text(metrics)).not.toContain('process_cpu_user_seconds_total');
    metrics.collectProcessMetrics();
    metrics.collectProcessMetrics();
    expect(await text(metrics)).toContain('process_cpu_user_seconds_total');
    expect(await text(metrics)).toContain('nodejs_eventloop_lag_seconds');
  });

  it("reads each queue's depth and oldest job's age when scraped", async () => {
    const clock = new FixedClock('2026-11-29T10:00:00.000Z');
    const queue = new InMemoryJobQueue(clock);
    const metrics = new BidPilotMetrics({
      queues: { source: queue, names: ['place-bid', 'notify'], now: () => clock.now() },
    });
    await queue.enqueue('place-bid', { n: 1 });
    clock.set(new Date('2026-11-29T10:00:30.000Z'));
    await queue.enqueue('place-bid', { n: 2 });
    await queue.take('place-bid');
    clock.set(new Date('2026-11-29T10:01:30.000Z'));
    const exposition = await text(metrics);
    expect(sample(exposition, 'bidpilot_queue_depth{queue="place-bid"}')).toBe(2);
    expect(sample(exposition, 'bidpilot_queue_oldest_job_age_seconds{queue="place-bid"}')).toBe(90);
    expect(sample(exposition, 'bidpilot_queue_depth{queue="notify"}')).toBe(0);
    expect(exposition).toContain('bidpilot_queue_oldest_job_age_seconds{queue="notify"} 0');
  });

  it('leaves the queue gauges out of a scrape whose read failed, and says why', async () => {
    const failures: unknown[] = [];
    const metrics = new BidPilotMetrics({
      queues: {
        source: { backlog: async () => Promise.reject(new Error('database gone')) },
        names: ['place-bid'],
        now: () => new Date(),
      },
      onCollectError: (error) => failures.push(error),
    });
    const exposition = await text(metrics);
    expect(exposition).not.toContain('bidpilot_queue_depth{');
    expect(failures).toHaveLength(1);
  });
});

describe('meteredEngine', () => {
  it('counts every bid job by outcome and a bounded reason', async () => {
    const metrics = new BidPilotMetrics();
    const outcomes: PlaceBidOutcome[] = [
      { kind: 'submitted', bidId: 'b1', marketplaceBidId: 'm1' },
      { kind: 'submitted', bidId: 'b2', marketplaceBidId: 'm2' },
      { kind: 'held', bidId: 'b3', reason: 'The proposal names a phone number: +1 555 0100' },
      { kind: 'not-placed', bidId: 'b4', message: 'Project closed' },
      { kind: 'skipped', reason: 'NO_BIDS_LEFT' },
    ];
    const engine = meteredEngine(
      engineAnswering([...outcomes, new DomainError('MARKETPLACE_UNAVAILABLE', 'down')]),
      metrics,
    );
    for (const outcome of outcomes) expect(await engine.placeBid(JOB)).toBe(outcome);
    await expect(engine.placeBid(JOB)).rejects.toThrow('down');
    const exposition = await text(metrics);
    expect(sample(exposition, 'bidpilot_bids_total{outcome="placed",reason="submitted"}')).toBe(2);
    expect(sample(exposition, 'bidpilot_bids_total{outcome="held",reason="proposal_guard"}')).toBe(1);
    expect(sample(exposition, 'bidpilot_bids_total{outcome="refused",reason="not_placed"}')).toBe(1);
    expect(sample(exposition, 'bidpilot_bids_total{outcome="skipped",reason="NO_BIDS_LEFT"}')).toBe(1);
    expect(sample(exposition, 'bidpilot_bids_total{outcome="failed",reason="MARKETPLACE_UNAVAILABLE"}')).toBe(1);
    expect(exposition).not.toContain('phone number');
  });

  it('times every tick, labelled by whether this process led', async () => {
    const metrics = new BidPilotMetrics();
    const engine = meteredEngine(engineAnswering([]), metrics);
    await engine.tick();
    expect(sample(await text(metrics), 'bidpilot_dispatch_tick_duration_seconds_count{leader="false"}')).toBe(1);
  });
});

describe('MeteredMarketplace', () => {
  it('counts calls by endpoint and result, and the rate-limited ones on their own', async () => {
    const metrics = new BidPilotMetrics();
    const fake = new FakeMarketplace();
    const marketplace = new MeteredMarketplace(fake, metrics);
    await marketplace.getSelf('token');
    fake.failNext('MARKETPLACE_RATE_LIMITED');
    await expect(marketplace.getSelf('token')).rejects.toMatchObject({ code: 'MARKETPLACE_RATE_LIMITED' });
    fake.failNext('MARKETPLACE_UNAVAILABLE');
    await expect(marketplace.searchActiveProjects({ token: 't', limit: 10, offset: 0 })).rejects.toMatchObject({
      code: 'MARKETPLACE_UNAVAILABLE',
    });
    const exposition = await text(metrics);
    expect(sample(exposition, 'bidpilot_marketplace_calls_total{endpoint="getSelf",result="ok"}')).toBe(1);
    expect(sample(exposition, 'bidpilot_marketplace_calls_total{endpoint="getSelf",result="rate_limited"}')).toBe(1);
    expect(sample(exposition, 'bidpilot_marketplace_rate_limited_total{endpoint="getSelf"}')).toBe(1);
    expect(sample(exposition, 'bidpilot_marketplace_calls_total{endpoint="searchActiveProjects",result="error"}')).toBe(
      1,
    );
  });
});

describe('MeteredNotificationChannel', () => {
  it('counts deliveries by channel and outcome, a thrown one as failed', async () => {
    const metrics = new BidPilotMetrics();
    const answers = [{ kind: 'delivered' } as const, { kind: 'retry', reason: '503' } as const];
    const slack: NotificationChannel = {
      name: 'slack',
      isLinked: async () => true,
      unlink: async () => undefined,
      deliver: async () => {
        const next = answers.shift();
        if (next === undefined) throw new Error('socket hang up');
        return next;
      },
    };
    const channel = new MeteredNotificationChannel(slack, metrics);
    const outgoing = {} as Parameters<NotificationChannel['deliver']>[0];
    expect(channel.name).toBe('slack');
    await channel.deliver(outgoing);
    await channel.deliver(outgoing);
    await expect(channel.deliver(outgoing)).rejects.toThrow('socket hang up');
    const exposition = await text(metrics);
    expect(sample(exposition, 'bidpilot_notification_deliveries_total{channel="slack",outcome="delivered"}')).toBe(1);
    expect(sample(exposition, 'bidpilot_notification_deliveries_total{channel="slack",outcome="retry"}')).toBe(1);
    expect(sample(exposition, 'bidpilot_notification_deliveries_total{channel="slack",outcome="failed"}')).toBe(1);
  });
});
