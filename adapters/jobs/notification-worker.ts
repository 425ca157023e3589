import type { JobQueue, Job } from '../../core/ports/job-queue.port.js';
import type { DeliveryResult } from '../../core/use-cases/notifications/deliver-notification.js';
import { NOTIFY_QUEUE, type NotifyPayload } from '../../core/use-cases/notifications/notify.js';
import type { Logger } from '../logging/logger.js';
import { QueueWorker } from './bid-worker.js';

/** Deliveries side by side in one process: each waits on a far server (SMTP, Telegram, Slack, a webhook), not on the database. */
export const NOTIFICATION_WORKER_CONCURRENCY = 4;

/**
 * The worker of `notify` jobs (docs/design.md#notifications): each job hands one notification to
 * one channel. A passing failure throws, so the queue retries it with its channel's backoff.
 * `onSettled` hears each job's end (the CLI's `notifications test` waits for its own).
 */
export const createNotificationWorker = (deps: {
  readonly queue: JobQueue;
  readonly deliver: (job: Job<NotifyPayload>) => Promise<DeliveryResult>;
  readonly logger: Logger;
  readonly idleMs?: number;
  readonly concurrency?: number;
  readonly onSettled?: (
    job: Job<NotifyPayload>,
    outcome: { readonly result: DeliveryResult } | { readonly error: unknown },
  ) => void;
}): QueueWorker<NotifyPayload> =>
  new QueueWorker<NotifyPayload>({
    queue: deps.queue,
    name: NOTIFY_QUEUE,
    handle: async (job) => {
      try {
        const result = await deps.deliver(job);
        deps.onSettled?.(job, { result });
        return result;
      } catch (error) {
        deps.onSettled?.(job, { error });
        throw error;
      }
    },
    logger: deps.logger,
    idleMs: deps.idleMs,
    concurrency: deps.concurrency ?? NOTIFICATION_WORKER_CONCURRENCY,
  });
