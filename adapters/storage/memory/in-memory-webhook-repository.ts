import type { WebhookDelivery, WebhookEndpoint } from '../../../core/domain/webhooks/webhook.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import type {
  NewWebhookDelivery,
  WebhookAttempt,
  WebhookRepository,
} from '../../../core/ports/webhook-repository.port.js';
import { pageOf } from './memory-tables.js';

/** Webhook endpoints and deliveries in this process's memory: the tests' fake and the memory database's. */
export class InMemoryWebhookRepository implements WebhookRepository {
  private readonly endpoints = new Map<string, WebhookEndpoint>();
  private readonly deliveries = new Map<string, WebhookDelivery>();
  /** Idempotency key → delivery id. */
  private readonly keys = new Map<string, string>();
  private readonly keyOf = new Map<string, string>();

  async addEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    this.endpoints.set(endpoint.id, { ...endpoint });
  }

  async listEndpoints(userId: string): Promise<readonly WebhookEndpoint[]> {
    return this.endpointsOf(userId).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    );
  }

  async countEndpoints(userId: string): Promise<number> {
    return this.endpointsOf(userId).length;
  }

  async findEndpoint(userId: string, endpointId: string): Promise<WebhookEndpoint | null> {
    const endpoint = this.endpoints.get(endpointId);
    return endpoint === undefined || endpoint.userId !== userId ? null : { ...endpoint };
  }

  async endpointById(endpointId: string): Promise<WebhookEndpoint | null> {
    const endpoint = this.endpoints.get(endpointId);
    return endpoint === undefined ? null : { ...endpoint };
  }

  async deleteEndpoint(userId: string, endpointId: string): Promise<boolean> {
    if ((await this.findEndpoint(userId, endpointId)) === null) return false;
    this.endpoints.delete(endpointId);
    for (const delivery of [...this.deliveries.values()]) {
      if (delivery.endpointId !== endpointId) continue;
      this.deliveries.delete(delivery.id);
      const key = this.keyOf.get(delivery.id);
      if (key !== undefined) this.keys.delete(key);
      this.keyOf.delete(delivery.id);
    }
    return true;
  }

  async disableEndpoint(endpointId: string, reason: string): Promise<void> {
    const endpoint = this.endpoints.get(endpointId);
    if (endpoint !== undefined) this.endpoints.set(endpointId, { ...endpoint, enabled: false, disabledReason: reason });
  }

  async disableAll(userId: string, reason: string): Promise<void> {
    for (const endpoint of this.endpointsOf(userId))
      if (endpoint.enabled) await this.disableEndpoint(endpoint.id, reason);
  }

  async hasEnabledEndpoint(userId: string): Promise<boolean> {
    return this.endpointsOf(userId).some((endpoint) => endpoint.enabled);
  }

  async recordDelivery(
    delivery: NewWebhookDelivery,
  ): Promise<{ readonly delivery: WebhookDelivery; readonly created: boolean }> {
    const existing = this.keys.get(delivery.idempotencyKey);
    if (existing !== undefined) return { delivery: { ...this.deliveries.get(existing)! }, created: false };
    const stored: WebhookDelivery = {
      id: delivery.id,
      endpointId: delivery.endpointId,
      eventType: delivery.eventType,
      payload: delivery.payload,
      status: 'pending',
      attempts: 0,
      lastStatusCode: null,
      lastError: null,
      lastAttemptAt: null,
      nextAttemptAt: delivery.nextAttemptAt,
      deliveredAt: null,
      createdAt: delivery.createdAt,
    };
    this.deliveries.set(stored.id, stored);
    this.keys.set(delivery.idempotencyKey, stored.id);
    this.keyOf.set(stored.id, delivery.idempotencyKey);
    return { delivery: { ...stored }, created: true };
  }

  async findDelivery(deliveryId: string): Promise<WebhookDelivery | null> {
    const delivery = this.deliveries.get(deliveryId);
    return delivery === undefined ? null : { ...delivery };
  }

  async listDeliveries(endpointId: string, page: PageRequest): Promise<Page<WebhookDelivery>> {
    const sorted = [...this.deliveries.values()]
      .filter((delivery) => delivery.endpointId === endpointId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
    return pageOf(sorted, page);
  }

  async recordAttempt(deliveryId: string, attempt: WebhookAttempt): Promise<void> {
    const delivery = this.deliveries.get(deliveryId);
    if (delivery === undefined) return;
    const { outcome } = attempt;
    this.deliveries.set(deliveryId, {
      ...delivery,
      attempts: delivery.attempts + 1,
      lastStatusCode: attempt.statusCode,
      lastError: attempt.error,
      lastAttemptAt: attempt.at,
      status: outcome.kind === 'retry' ? 'pending' : outcome.kind,
      nextAttemptAt: outcome.kind === 'retry' ? outcome.nextAttemptAt : null,
      deliveredAt: outcome.kind === 'delivered' ? attempt.at : delivery.deliveredAt,
    });
  }

  async requeueDelivery(deliveryId: string, at: Date): Promise<void> {
    const delivery = this.deliveries.get(deliveryId);
    if (delivery !== undefined) this.deliveries.set(deliveryId, { ...delivery, status: 'pending', nextAttemptAt: at });
  }

  private endpointsOf(userId: string): WebhookEndpoint[] {
    return [...this.endpoints.values()]
      .filter((endpoint) => endpoint.userId === userId)
      .map((endpoint) => ({ ...endpoint }));
  }
}
