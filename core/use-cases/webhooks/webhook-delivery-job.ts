import type { EnqueueOptions, JobQueue } from '../../ports/job-queue.port.js';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** One attempt of one recorded delivery; the job reads the delivery, its endpoint and secret itself. */
export interface WebhookDeliveryPayload {
  readonly deliveryId: string;
}

/**
 * One job per delivery while one is queued (the singleton key), due at `at`. The queue never
 * retries it: a failed attempt schedules the next one itself, by the webhook retry schedule
 * rather than the queue's doubling.
 */
export const webhookDeliveryOptions = (deliveryId: string, at: Date): EnqueueOptions => ({ singletonKey: `webhook:${deliveryId}`, startAfter: at, retryLimit: 0 });

export const enqueueWebhookDelivery = (queue: Pick<JobQueue, 'enqueue'>, deliveryId: string, at: Date): Promise<string | null> =>
  queue.enqueue<WebhookDeliveryPayload>(WEBHOOK_DELIVERY_QUEUE, { deliveryId }, webhookDeliveryOptions(deliveryId, at));
