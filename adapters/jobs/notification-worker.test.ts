import { describe, expect, it } from 'vitest';
import { inMemoryAdapters, inMemoryUseCases } from '../../tests/support/in-memory-use-cases.js';
import { FakeNotificationChannel } from '../testing/fake-notifications.js';
import { createLogger } from '../logging/logger.js';
import { createNotificationWorker } from './notification-worker.js';

describe('the notification worker', () => {
  it('delivers queued notifications, retries a passing failure after its backoff, and never delivers one twice', async () => {
    const slack = new FakeNotificationChannel('slack').answer(
      { kind: 'retry', reason: 'HTTP 503' },
      { kind: 'delivered' },
    );
    const adapters = { ...inMemoryAdapters(), notificationChannels: [slack] };
    const { useCases } = await inMemoryUseCases(adapters);
    const user = await adapters.storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    slack.link(user.id);
    const settled: unknown[] = [];
    const worker = createNotificationWorker({
      queue: adapters.jobQueue,
      deliver: useCases.notifications.deliver,
      logger: createLogger('silent'),
      onSettled: (_job, outcome) => settled.push('result' in outcome ? outcome.result : 'failed'),
    });

    const request = {
      userId: user.id,
      kind: 'bid.awarded',
      title: 'You won',
      body: 'Accept it.',
      link: null,
      data: {},
      dedupeKey: 'bid.awarded:b1',
    } as const;
    await useCases.notifications.notifier.notify(request);
    await useCases.notifications.notifier.notify(request);
    expect(await worker.drain()).toBe(1);
    expect(settled).toEqual(['failed']);
    expect(await worker.drain()).toBe(0);
    adapters.clock.advance(30_000);
    expect(await worker.drain()).toBe(1);
    expect(settled).toEqual(['failed', 'delivered']);
    expect(slack.delivered).toHaveLength(2);
    adapters.clock.advance(60 * 60_000);
    expect(await worker.drain()).toBe(0);
  });
});
