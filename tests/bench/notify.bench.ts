import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { SystemClock } from '../../adapters/clock/system-clock.js';
import { InProcessEventPublisher } from '../../adapters/events/in-process-event-publisher.js';
import { KnexJobQueue } from '../../adapters/jobs/knex-job-queue.js';
import { createNotificationWorker } from '../../adapters/jobs/notification-worker.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { SignedNotificationLinks } from '../../adapters/notifications/signed-notification-links.js';
import { KnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import { DeliverNotification } from '../../core/use-cases/notifications/deliver-notification.js';
import { Notify } from '../../core/use-cases/notifications/notify.js';
import { FakeNotificationChannel } from '../../adapters/testing/fake-notifications.js';
import { openSqlite } from '../support/databases.js';
import { insertTestUser } from '../support/test-users.js';
import { formatFigure, type Benchmark } from './figure.js';

const USERS = 50;
const EVENTS = 2_000;

/**
 * Notification events per second on SQLite, as `npm start` runs it. `fanout`: each event stored in
 * the inbox (the in-app channel, dedupe key checked), announced live with its unread count, and one
 * delivery queued on a linked channel: what an event source waits for; must stay above 500/s.
 * `delivery`: the notify worker then takes and delivers every queued job (a fake channel that
 * answers at once, so the figure is BidPilot's own cost: the queue's take and complete, the reads).
 */
async function perSecond(): Promise<{ readonly fanout: number; readonly delivery: number }> {
  const database = await openSqlite();
  try {
    const clock = new SystemClock();
    const storage = new KnexStorage(database.db, clock, { encryptionKey: Buffer.alloc(32, 1) });
    const queue = new KnexJobQueue(database.db, clock);
    const events = new InProcessEventPublisher();
    const channel = new FakeNotificationChannel('webhook');
    const users = Array.from({ length: USERS }, (_, i) => `bench-user-${i}`);
    for (const id of users) {
      await insertTestUser(database.db, id);
      channel.link(id);
      events.subscribe(id, () => undefined);
    }
    const notify = new Notify(storage, [channel], queue, events, clock);
    const deliver = new DeliverNotification(
      storage,
      [channel],
      new SignedNotificationLinks('http://localhost:3000', 'a-bench-secret-of-thirty-two-characters', clock),
      notify,
    );
    const worker = createNotificationWorker({
      queue,
      deliver: (job) => deliver.execute(job),
      logger: createLogger('silent'),
      concurrency: 1,
    });
    const started = performance.now();
    for (let n = 0; n < EVENTS; n += 1) {
      const userId = users[n % USERS] as string;
      await notify.notify({
        userId,
        kind: 'bid.awarded',
        title: `You won project ${n}`,
        body: 'Accept it on Freelancer.',
        link: `/bid-logs/${n}`,
        data: { bidId: String(n) },
        dedupeKey: `bid.awarded:${n}`,
      });
    }
    const queuedAt = performance.now();
    const delivered = await worker.drain();
    const doneAt = performance.now();
    if (delivered !== EVENTS || channel.delivered.length !== EVENTS)
      throw new Error(`bench: ${channel.delivered.length} of ${EVENTS} delivered`);
    return {
      fanout: Math.round(EVENTS / ((queuedAt - started) / 1000)),
      delivery: Math.round(EVENTS / ((doneAt - queuedAt) / 1000)),
    };
  } finally {
    await database.destroy();
  }
}

export const notifyBenchmark: Benchmark = async () => {
  const { fanout, delivery } = await perSecond();
  return [
    { name: 'notify.fanout_per_s', value: fanout, unit: 'events/s' },
    { name: 'notify.delivery_per_s', value: delivery, unit: 'deliveries/s' },
  ];
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const figure of await notifyBenchmark()) console.log(formatFigure(figure));
}
