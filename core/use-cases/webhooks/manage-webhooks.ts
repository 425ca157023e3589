import { randomUUID } from 'node:crypto';
import { DomainError, notFound, validationFailed } from '../../domain/errors.js';
import {
  DEFAULT_MAX_ENDPOINTS_PER_USER,
  WEBHOOK_TEST_EVENT,
  endpointUrlProblem,
  newMessageId,
  newWebhookSecret,
  webhookPayload,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../domain/webhooks/webhook.js';
import type { Clock } from '../../ports/clock.port.js';
import type { JobQueue } from '../../ports/job-queue.port.js';
import type { Page, PageRequest } from '../../ports/page.js';
import type { WebhookRepository } from '../../ports/webhook-repository.port.js';
import { enqueueWebhookDelivery } from './webhook-delivery-job.js';

export interface WebhookPolicy {
  /** Offline: http and private addresses allowed (the built-in receiver, local tools). Never in production. */
  readonly allowPrivateAddresses: boolean;
  readonly maxEndpointsPerUser?: number;
}

/**
 * A user's own webhook endpoints and deliveries (docs/design.md#signed-webhooks): add (the secret
 * answered this once), list, delete, send a test event, read the log, redeliver. Another user's
 * ids answer WEBHOOK_NOT_FOUND, as unknown ones do. Sending always goes through the job queue.
 */
export class ManageWebhooks {
  /** Endpoints one user may keep. */
  readonly maxEndpoints: number;

  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly queue: Pick<JobQueue, 'enqueue'>,
    private readonly clock: Clock,
    private readonly policy: WebhookPolicy,
  ) {
    this.maxEndpoints = policy.maxEndpointsPerUser ?? DEFAULT_MAX_ENDPOINTS_PER_USER;
  }

  list(userId: string): Promise<readonly WebhookEndpoint[]> {
    return this.webhooks.listEndpoints(userId);
  }

  async add(userId: string, url: string): Promise<WebhookEndpoint> {
    const problem = endpointUrlProblem(url.trim(), { allowPrivate: this.policy.allowPrivateAddresses });
    if (problem !== null) throw validationFailed(problem, 'url');
    if ((await this.webhooks.countEndpoints(userId)) >= this.maxEndpoints) {
      throw new DomainError(
        'WEBHOOK_LIMIT_REACHED',
        `You can keep at most ${this.maxEndpoints} webhook endpoints; delete one to add another`,
      );
    }
    const endpoint: WebhookEndpoint = {
      id: randomUUID(),
      userId,
      url: url.trim(),
      secret: newWebhookSecret(),
      enabled: true,
      disabledReason: null,
      createdAt: this.clock.now(),
    };
    await this.webhooks.addEndpoint(endpoint);
    return endpoint;
  }

  async delete(userId: string, endpointId: string): Promise<void> {
    if (!(await this.webhooks.deleteEndpoint(userId, endpointId))) throw endpointNotFound();
  }

  /** Queues a `webhook.test` event to one endpoint (enabled or not: testing is how a user checks a fix). */
  async sendTest(userId: string, endpointId: string): Promise<WebhookDelivery> {
    const endpoint = await this.ownEndpoint(userId, endpointId);
    const now = this.clock.now();
    const id = newMessageId();
    const payload = webhookPayload(WEBHOOK_TEST_EVENT, now, {
      endpointId: endpoint.id,
      message:
        'This is a test event from BidPilot. Your endpoint is reachable and the signature can be verified with your secret.',
    });
    const { delivery } = await this.webhooks.recordDelivery({
      id,
      endpointId: endpoint.id,
      eventType: WEBHOOK_TEST_EVENT,
      payload,
      idempotencyKey: `test:${id}`,
      createdAt: now,
      nextAttemptAt: now,
    });
    await enqueueWebhookDelivery(this.queue, { deliveryId: delivery.id, attemptsBefore: 0 }, now);
    return delivery;
  }

  async deliveries(userId: string, endpointId: string, page: PageRequest): Promise<Page<WebhookDelivery>> {
    const endpoint = await this.ownEndpoint(userId, endpointId);
    return this.webhooks.listDeliveries(endpoint.id, page);
  }

  /** A new attempt of a recorded delivery, under the same `webhook-id`, as soon as the worker takes it. */
  async redeliver(userId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
    const endpoint = await this.ownEndpoint(userId, endpointId);
    const delivery = await this.webhooks.findDelivery(deliveryId);
    if (delivery === null || delivery.endpointId !== endpoint.id)
      throw notFound('WEBHOOK_DELIVERY_NOT_FOUND', 'Webhook delivery');
    const now = this.clock.now();
    await this.webhooks.requeueDelivery(delivery.id, now);
    await enqueueWebhookDelivery(
      this.queue,
      { deliveryId: delivery.id, attemptsBefore: delivery.attempts },
      now,
      'redeliver',
    );
    return (await this.webhooks.findDelivery(delivery.id)) ?? delivery;
  }

  private async ownEndpoint(userId: string, endpointId: string): Promise<WebhookEndpoint> {
    const endpoint = await this.webhooks.findEndpoint(userId, endpointId);
    if (endpoint === null) throw endpointNotFound();
    return endpoint;
  }
}

const endpointNotFound = (): DomainError => notFound('WEBHOOK_NOT_FOUND', 'Webhook endpoint');
