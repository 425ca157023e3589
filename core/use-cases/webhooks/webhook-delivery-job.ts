import type { EnqueueOptions, JobQueue } from '../../ports/job-queue.port.js';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** One attempt of one recorded delivery; the job reads the delivery, its endpoint and secret itself. */
export interface WebhookDeliveryPayload {
  readonly deliveryId: string;
  /**
   * The attempts the delivery had made when this job was queued. A job that finds more was
   * overtaken (a redelivery ran first) and does nothing, so one attempt never runs twice.
   */
  readonly attemptsBefore: number;
}

/**
 * Why this attempt is queued: by the schedule (the first attempt and retries) or by the user's
 * Redeliver, which must not wait behind a retry due hours later.
 */
export type WebhookAttemptCause = 'scheduled' | 'redeliver';

/**
 * One job per delivery, attempt and cause while it is queued (the singleton key: a second click
 * on Redeliver or a second run of the notification job adds nothing), due at `at`. An endpoint's
 * failure is no job failure: the attempt queues the next one itself, by the webhook retry schedule
 * rather than the queue's doubling, under a key of its own (the running job still holds its key).
 * The queue retries only a job that threw (the database was away): `attemptsBefore` makes such a
 * rerun send nothing if its attempt was already recorded.
 */
export const webhookDeliveryOptions = (
  payload: WebhookDeliveryPayload,
  at: Date,
  cause: WebhookAttemptCause,
): EnqueueOptions => ({
  singletonKey: `webhook:${payload.deliveryId}:${payload.attemptsBefore}${cause === 'redeliver' ? ':redeliver' : ''}`,
  startAfter: at,
  retryLimit: 2,
  retryDelayMs: 30_000,
});

export const enqueueWebhookDelivery = (
  queue: Pick<JobQueue, 'enqueue'>,
  payload: WebhookDeliveryPayload,
  at: Date,
  cause: WebhookAttemptCause = 'scheduled',
): Promise<string | null> =>
  queue.enqueue<WebhookDeliveryPayload>(WEBHOOK_DELIVERY_QUEUE, payload, webhookDeliveryOptions(payload, at, cause));
