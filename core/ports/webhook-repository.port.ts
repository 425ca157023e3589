import type { WebhookDelivery, WebhookEndpoint } from '../domain/webhooks/webhook.js';
import type { Page, PageRequest } from './page.js';

/** A delivery as first recorded, before any attempt. */
export interface NewWebhookDelivery {
  readonly id: string;
  readonly endpointId: string;
  readonly eventType: string;
  readonly payload: string;
  /**
   * Names the occurrence for this endpoint (`<notificationId>:<endpointId>`): recording a second
   * delivery with the same key answers the first and adds nothing.
   */
  readonly idempotencyKey: string;
  readonly createdAt: Date;
  readonly nextAttemptAt: Date;
}

/** How one attempt left the delivery. */
export interface WebhookAttempt {
  readonly at: Date;
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly outcome:
    | { readonly kind: 'delivered' }
    | { readonly kind: 'retry'; readonly nextAttemptAt: Date }
    | { readonly kind: 'failed' };
}

/**
 * Users' webhook endpoints (secrets encrypted at rest) and their delivery log
 * (docs/design.md#signed-webhooks). Reads by endpoint id alone are for the delivery job; the API
 * always reads through the owner.
 */
export interface WebhookRepository {
  addEndpoint(endpoint: WebhookEndpoint): Promise<void>;
  /** The user's endpoints, oldest first. */
  listEndpoints(userId: string): Promise<readonly WebhookEndpoint[]>;
  countEndpoints(userId: string): Promise<number>;
  /** The endpoint when it is the user's, else null. */
  findEndpoint(userId: string, endpointId: string): Promise<WebhookEndpoint | null>;
  endpointById(endpointId: string): Promise<WebhookEndpoint | null>;
  /** Deletes the user's endpoint and its deliveries; false when the user has no such endpoint. */
  deleteEndpoint(userId: string, endpointId: string): Promise<boolean>;
  /** Switches one endpoint off, keeping why. */
  disableEndpoint(endpointId: string, reason: string): Promise<void>;
  /** Switches every enabled endpoint of the user off, keeping why. */
  disableAll(userId: string, reason: string): Promise<void>;
  hasEnabledEndpoint(userId: string): Promise<boolean>;
  /** Records a delivery unless one with its idempotency key exists; answers the stored one and whether it is new. */
  recordDelivery(
    delivery: NewWebhookDelivery,
  ): Promise<{ readonly delivery: WebhookDelivery; readonly created: boolean }>;
  findDelivery(deliveryId: string): Promise<WebhookDelivery | null>;
  /** The endpoint's deliveries, newest first. */
  listDeliveries(endpointId: string, page: PageRequest): Promise<Page<WebhookDelivery>>;
  /** Counts one attempt and stores its result. */
  recordAttempt(deliveryId: string, attempt: WebhookAttempt): Promise<void>;
  /** Puts a recorded delivery back to pending, due at `at` (a redelivery): its attempts stay counted. */
  requeueDelivery(deliveryId: string, at: Date): Promise<void>;
}
