import { newMessageId, webhookPayload } from '../../domain/webhooks/webhook.js';
import type { Clock } from '../../ports/clock.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type {
  DeliveryOutcome,
  NotificationChannel,
  OutgoingNotification,
} from '../../ports/notification-channel.port.js';
import type { WebhookRepository } from '../../ports/webhook-repository.port.js';
import { enqueueWebhookDelivery } from './webhook-delivery-job.js';

/**
 * The `webhook` notification channel: a notification becomes one recorded delivery per enabled
 * endpoint of the user, each sent by its own `webhook-delivery` job (its own retries, its own log
 * line), so one slow endpoint never holds up another. Recording is idempotent per notification
 * and endpoint, so a notification job that runs twice sends nothing twice.
 */
export class WebhookChannel implements NotificationChannel {
  readonly name = 'webhook' as const;

  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly queue: Pick<JobQueue, 'enqueue'>,
    private readonly clock: Clock,
  ) {}

  isLinked(userId: string): Promise<boolean> {
    return this.webhooks.hasEnabledEndpoint(userId);
  }

  async deliver(outgoing: OutgoingNotification): Promise<DeliveryOutcome> {
    const { notification, linkUrl } = outgoing;
    const endpoints = (await this.webhooks.listEndpoints(notification.userId)).filter((endpoint) => endpoint.enabled);
    if (endpoints.length === 0) return { kind: 'skipped' };
    const payload = webhookPayload(notification.kind, notification.createdAt, {
      ...notification.data,
      notificationId: notification.id,
      title: notification.title,
      body: notification.body,
      link: linkUrl,
    });
    const now = this.clock.now();
    for (const endpoint of endpoints) {
      const { delivery, created } = await this.webhooks.recordDelivery({
        id: newMessageId(),
        endpointId: endpoint.id,
        eventType: notification.kind,
        payload,
        idempotencyKey: `${notification.id}:${endpoint.id}`,
        createdAt: now,
        nextAttemptAt: now,
      });
      // A delivery recorded by an earlier run of this job is queued again only while still pending;
      // the queue's singleton key keeps it to one job.
      if (created || delivery.status === 'pending')
        await enqueueWebhookDelivery(
          this.queue,
          { deliveryId: delivery.id, attemptsBefore: delivery.attempts },
          delivery.nextAttemptAt ?? now,
        );
    }
    return { kind: 'delivered' };
  }

  async unlink(userId: string, reason: string): Promise<void> {
    await this.webhooks.disableAll(userId, reason);
  }
}
