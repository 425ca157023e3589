import {
  describeAttempt,
  judgeAttempt,
  maskedEndpointUrl,
  nextAttemptAt,
  type WebhookDelivery,
} from '../../domain/webhooks/webhook.js';
import type { Clock } from '../../ports/clock.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type { Notifier } from '../../ports/notifier.port.js';
import type { WebhookRepository } from '../../ports/webhook-repository.port.js';
import type { WebhookTransport } from '../../ports/webhook-transport.port.js';
import { enqueueWebhookDelivery, type WebhookDeliveryPayload } from './webhook-delivery-job.js';

/** Where a user adds or switches on their endpoints again. */
export const WEBHOOKS_PAGE = '/notifications/webhooks';

export type DeliverWebhookResult =
  | { readonly kind: 'delivered'; readonly statusCode: number | null }
  | { readonly kind: 'retry'; readonly at: Date }
  | { readonly kind: 'failed' }
  | { readonly kind: 'endpoint-disabled'; readonly reason: string }
  /** Nothing to do: the delivery or its endpoint is gone, it is no longer pending, or another attempt overtook this one. */
  | { readonly kind: 'stale' };

/**
 * One attempt of a recorded delivery, as the `webhook-delivery` job runs it: signed and POSTed by
 * the transport, then judged (docs/design.md#signed-webhooks). 2xx delivers; 410 or a refused
 * address switches the endpoint off and says so in the user's inbox, as a dead channel does
 * (docs/design.md#notifications); anything else is tried again by the retry schedule until 24 h
 * after the first attempt, then marked failed.
 */
export class DeliverWebhook {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly transport: WebhookTransport,
    private readonly queue: Pick<JobQueue, 'enqueue'>,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  async execute(payload: WebhookDeliveryPayload): Promise<DeliverWebhookResult> {
    const delivery = await this.webhooks.findDelivery(payload.deliveryId);
    if (delivery === null || delivery.status !== 'pending' || delivery.attempts !== payload.attemptsBefore)
      return { kind: 'stale' };
    const endpoint = await this.webhooks.endpointById(delivery.endpointId);
    if (endpoint === null) return { kind: 'stale' };
    if (!endpoint.enabled) {
      await this.webhooks.recordAttempt(delivery.id, {
        at: this.clock.now(),
        statusCode: null,
        error: 'Endpoint is switched off',
        outcome: { kind: 'failed' },
      });
      return { kind: 'failed' };
    }

    const result = await this.transport.send({
      url: endpoint.url,
      secret: endpoint.secret,
      messageId: delivery.id,
      timestamp: this.clock.now(),
      body: delivery.payload,
    });
    const at = this.clock.now();
    const statusCode = result.kind === 'answered' ? result.status : null;
    const error = describeAttempt(result);
    const verdict = judgeAttempt(result);
    if (verdict === 'delivered') {
      await this.webhooks.recordAttempt(delivery.id, { at, statusCode, error, outcome: { kind: 'delivered' } });
      return { kind: 'delivered', statusCode };
    }
    if (verdict === 'dead') {
      const reason =
        result.kind === 'refused' ? result.error : 'The endpoint answered 410 Gone, so it was switched off';
      await this.webhooks.recordAttempt(delivery.id, { at, statusCode, error, outcome: { kind: 'failed' } });
      await this.webhooks.disableEndpoint(endpoint.id, reason);
      await this.notifier.notify({
        userId: endpoint.userId,
        kind: 'channel.disabled',
        title: 'A webhook endpoint was switched off',
        body: `BidPilot could not deliver to ${maskedEndpointUrl(endpoint.url)}: ${reason}. Add it again on the Webhooks page to get events there.`,
        link: WEBHOOKS_PAGE,
        data: { channel: 'webhook', reason, endpointId: endpoint.id },
        dedupeKey: `channel.disabled:webhook:${endpoint.id}`,
      });
      return { kind: 'endpoint-disabled', reason };
    }
    const next = nextAttemptAt(delivery.attempts + 1, firstAttemptOf(delivery), at);
    if (next === null) {
      await this.webhooks.recordAttempt(delivery.id, { at, statusCode, error, outcome: { kind: 'failed' } });
      return { kind: 'failed' };
    }
    await this.webhooks.recordAttempt(delivery.id, {
      at,
      statusCode,
      error,
      outcome: { kind: 'retry', nextAttemptAt: next },
    });
    await enqueueWebhookDelivery(this.queue, { deliveryId: delivery.id, attemptsBefore: delivery.attempts + 1 }, next);
    return { kind: 'retry', at: next };
  }
}

/** The 24 h window counts from the delivery's recording: its first attempt is due then. */
const firstAttemptOf = (delivery: WebhookDelivery): Date => delivery.createdAt;
