import type { JobQueue } from '../../core/ports/job-queue.port.js';
import type { DeliverWebhook } from '../../core/use-cases/webhooks/deliver-webhook.js';
import {
  WEBHOOK_DELIVERY_QUEUE,
  type WebhookDeliveryPayload,
} from '../../core/use-cases/webhooks/webhook-delivery-job.js';
import type { Logger } from '../logging/logger.js';
import { QueueWorker } from './bid-worker.js';

/**
 * Side by side: an attempt mostly waits on someone else's server (up to WEBHOOK_TIMEOUT_SECONDS),
 * so a few slow endpoints must not hold up everyone's deliveries. Each job is one attempt of one
 * delivery; the attempt schedules its own retry, so no two jobs of one delivery overlap.
 */
export const WEBHOOK_WORKER_CONCURRENCY = 4;

/** The worker of `webhook-delivery` jobs (docs/design.md#signed-webhooks). */
export const createWebhookWorker = (deps: {
  readonly queue: JobQueue;
  readonly deliverWebhook: DeliverWebhook['execute'];
  readonly logger: Logger;
  readonly idleMs?: number;
  readonly concurrency?: number;
}): QueueWorker<WebhookDeliveryPayload> =>
  new QueueWorker<WebhookDeliveryPayload>({
    queue: deps.queue,
    name: WEBHOOK_DELIVERY_QUEUE,
    handle: (job) => deps.deliverWebhook(job.payload),
    logger: deps.logger,
    idleMs: deps.idleMs,
    concurrency: deps.concurrency ?? WEBHOOK_WORKER_CONCURRENCY,
  });
