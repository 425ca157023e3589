import { z } from 'zod';
import {
  secretHint,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
} from '../core/domain/webhooks/webhook.js';
import { iso, pageQuery, pagination, type Pagination } from './common.js';

/** The web page and the API's path of the signed webhooks (docs/design.md#signed-webhooks). */
export const WEBHOOKS_PATH = '/notifications/webhooks';

/** POST /api/webhooks. The URL's rules (https in production, no private address) are core's. */
export const CreateWebhookBody = z.strictObject({
  url: z
    .string({ error: 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(2048, 'url must be at most 2048 characters'),
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBody>;

const id = (what: string) => z.string().min(1, `${what} is required`).max(100, `${what} is too long`);
export const WebhookParams = z.object({ id: id('Webhook id') });
export const WebhookDeliveryParams = z.object({ id: id('Webhook id'), deliveryId: id('Delivery id') });
export type WebhookParams = z.input<typeof WebhookParams>;

/** GET /api/webhooks/{id}/deliveries?page&limit=20. */
export const WebhookDeliveriesQuery = z.strictObject({ ...pageQuery(20) });
export type WebhookDeliveriesQuery = z.input<typeof WebhookDeliveriesQuery>;

/** An endpoint as every read shows it: the secret only as a hint, never whole. */
export interface WebhookEndpointWire {
  readonly id: string;
  readonly url: string;
  readonly enabled: boolean;
  /** Why it was switched off (a 410, a refused address); null while enabled. */
  readonly disabledReason: string | null;
  /** `whsec_abcd…`: tells secrets apart, cannot sign. */
  readonly secretHint: string;
  readonly createdAt: string;
}

export const toWebhookEndpointWire = (endpoint: WebhookEndpoint): WebhookEndpointWire => ({
  id: endpoint.id,
  url: endpoint.url,
  enabled: endpoint.enabled,
  disabledReason: endpoint.disabledReason,
  secretHint: secretHint(endpoint.secret),
  createdAt: endpoint.createdAt.toISOString(),
});

/** GET /api/webhooks. */
export interface WebhooksResponse {
  readonly success: true;
  readonly endpoints: readonly WebhookEndpointWire[];
  /** How many endpoints a user may keep (WEBHOOK_MAX_ENDPOINTS). */
  readonly maxEndpoints: number;
}

/** POST /api/webhooks (201): the only answer that carries the whole secret. */
export interface CreateWebhookResponse {
  readonly success: true;
  readonly message: string;
  readonly endpoint: WebhookEndpointWire;
  /** `whsec_...`: shown this once; store it where your receiver verifies signatures. */
  readonly secret: string;
}

export interface WebhookDeliveryWire {
  /** The `webhook-id` header, `msg_...`. */
  readonly id: string;
  readonly eventType: string;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: number;
  /** The HTTP status of the last attempt; null when none came (timeout, refused) or before the first. */
  readonly lastStatusCode: number | null;
  readonly lastError: string | null;
  readonly lastAttemptAt: string | null;
  readonly nextAttemptAt: string | null;
  readonly deliveredAt: string | null;
  readonly createdAt: string;
  /** The JSON body as signed and sent. */
  readonly payload: string;
}

export const toWebhookDeliveryWire = (delivery: WebhookDelivery): WebhookDeliveryWire => ({
  id: delivery.id,
  eventType: delivery.eventType,
  status: delivery.status,
  attempts: delivery.attempts,
  lastStatusCode: delivery.lastStatusCode,
  lastError: delivery.lastError,
  lastAttemptAt: iso(delivery.lastAttemptAt),
  nextAttemptAt: iso(delivery.nextAttemptAt),
  deliveredAt: iso(delivery.deliveredAt),
  createdAt: delivery.createdAt.toISOString(),
  payload: delivery.payload,
});

/** POST /api/webhooks/{id}/test (202) and POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver (202): queued, not yet sent. */
export interface WebhookDeliveryQueuedResponse {
  readonly success: true;
  readonly message: string;
  readonly delivery: WebhookDeliveryWire;
}

/** GET /api/webhooks/{id}/deliveries, newest first. */
export interface WebhookDeliveriesResponse {
  readonly success: true;
  readonly deliveries: readonly WebhookDeliveryWire[];
  readonly pagination: Pagination;
}

export { pagination as webhookDeliveriesPagination };
