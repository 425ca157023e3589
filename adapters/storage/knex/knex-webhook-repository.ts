import type { Knex } from 'knex';
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '../../../core/domain/webhooks/webhook.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import type {
  NewWebhookDelivery,
  WebhookAttempt,
  WebhookRepository,
} from '../../../core/ports/webhook-repository.port.js';
import { TokenCipher } from './token-cipher.js';

interface EndpointRow {
  readonly id: string;
  readonly user_id: string;
  readonly url: string;
  readonly secret_encrypted: string;
  readonly enabled: boolean | number;
  readonly disabled_reason: string | null;
  readonly created_at_ms: number | string;
}

interface DeliveryRow {
  readonly id: string;
  readonly endpoint_id: string;
  readonly event_type: string;
  readonly payload: string;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: number | string;
  readonly last_status_code: number | null;
  readonly last_error: string | null;
  readonly last_attempt_at_ms: number | string | null;
  readonly next_attempt_at_ms: number | string | null;
  readonly delivered_at_ms: number | string | null;
  readonly created_at_ms: number | string;
}

const DELIVERY_COLUMNS = [
  'id',
  'endpoint_id',
  'event_type',
  'payload',
  'status',
  'attempts',
  'last_status_code',
  'last_error',
  'last_attempt_at_ms',
  'next_attempt_at_ms',
  'delivered_at_ms',
  'created_at_ms',
];
/** A delivery's log line keeps the start of an error text only. */
const MAX_ERROR_LENGTH = 500;

/**
 * Webhook endpoints and their delivery log in `webhook_endpoints` / `webhook_deliveries`
 * (migration 023). Signing secrets are sealed with ENCRYPTION_KEY, as the Freelancer token is: a
 * copy of the database cannot sign a webhook.
 */
export class KnexWebhookRepository implements WebhookRepository {
  private readonly cipher: TokenCipher;

  constructor(
    private readonly db: Knex,
    encryptionKey: Buffer,
  ) {
    this.cipher = new TokenCipher(encryptionKey);
  }

  async addEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    await this.db('webhook_endpoints').insert({
      id: endpoint.id,
      user_id: endpoint.userId,
      url: endpoint.url,
      secret_encrypted: this.cipher.seal(endpoint.secret),
      enabled: endpoint.enabled,
      disabled_reason: endpoint.disabledReason,
      created_at_ms: endpoint.createdAt.getTime(),
    });
  }

  async listEndpoints(userId: string): Promise<readonly WebhookEndpoint[]> {
    const rows = await this.db('webhook_endpoints')
      .where({ user_id: userId })
      .orderBy([{ column: 'created_at_ms' }, { column: 'id' }])
      .select<EndpointRow[]>('*');
    return rows.map((row) => this.endpointOf(row));
  }

  async countEndpoints(userId: string): Promise<number> {
    const row = await this.db('webhook_endpoints')
      .where({ user_id: userId })
      .count<{ count: number | string }[]>({ count: '*' })
      .first();
    return Number(row?.count ?? 0);
  }

  async findEndpoint(userId: string, endpointId: string): Promise<WebhookEndpoint | null> {
    const row = await this.db('webhook_endpoints')
      .where({ id: endpointId, user_id: userId })
      .first<EndpointRow | undefined>('*');
    return row === undefined ? null : this.endpointOf(row);
  }

  async endpointById(endpointId: string): Promise<WebhookEndpoint | null> {
    const row = await this.db('webhook_endpoints').where({ id: endpointId }).first<EndpointRow | undefined>('*');
    return row === undefined ? null : this.endpointOf(row);
  }

  async deleteEndpoint(userId: string, endpointId: string): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const owned = await trx('webhook_endpoints')
        .where({ id: endpointId, user_id: userId })
        .first<{ id: string } | undefined>('id');
      if (owned === undefined) return false;
      // Deleted here too, not only by the cascade: SQLite enforces foreign keys only when asked to.
      await trx('webhook_deliveries').where({ endpoint_id: endpointId }).delete();
      await trx('webhook_endpoints').where({ id: endpointId }).delete();
      return true;
    });
  }

  async disableEndpoint(endpointId: string, reason: string): Promise<void> {
    await this.db('webhook_endpoints')
      .where({ id: endpointId })
      .update({ enabled: false, disabled_reason: reason.slice(0, MAX_ERROR_LENGTH) });
  }

  async disableAll(userId: string, reason: string): Promise<void> {
    await this.db('webhook_endpoints')
      .where({ user_id: userId, enabled: true })
      .update({ enabled: false, disabled_reason: reason.slice(0, MAX_ERROR_LENGTH) });
  }

  async hasEnabledEndpoint(userId: string): Promise<boolean> {
    return (await this.db('webhook_endpoints').where({ user_id: userId, enabled: true }).first('id')) !== undefined;
  }

  async recordDelivery(
    delivery: NewWebhookDelivery,
  ): Promise<{ readonly delivery: WebhookDelivery; readonly created: boolean }> {
    // One statement: two runs of the same notification job racing each other record one row.
    const inserted = await this.db('webhook_deliveries')
      .insert({
        id: delivery.id,
        endpoint_id: delivery.endpointId,
        idempotency_key: delivery.idempotencyKey,
        event_type: delivery.eventType,
        payload: delivery.payload,
        status: 'pending',
        attempts: 0,
        next_attempt_at_ms: delivery.nextAttemptAt.getTime(),
        created_at_ms: delivery.createdAt.getTime(),
      })
      .onConflict('idempotency_key')
      .ignore()
      .returning<DeliveryRow[]>(DELIVERY_COLUMNS);
    const created = inserted[0];
    if (created !== undefined) return { delivery: deliveryOf(created), created: true };
    const existing = await this.db('webhook_deliveries')
      .where({ idempotency_key: delivery.idempotencyKey })
      .first<DeliveryRow | undefined>(DELIVERY_COLUMNS);
    if (existing === undefined) throw new Error('webhook_deliveries: the idempotency key clashed but no row holds it');
    return { delivery: deliveryOf(existing), created: false };
  }

  async findDelivery(deliveryId: string): Promise<WebhookDelivery | null> {
    const row = await this.db('webhook_deliveries')
      .where({ id: deliveryId })
      .first<DeliveryRow | undefined>(DELIVERY_COLUMNS);
    return row === undefined ? null : deliveryOf(row);
  }

  async listDeliveries(endpointId: string, page: PageRequest): Promise<Page<WebhookDelivery>> {
    const limit = Math.max(1, Math.floor(page.limit));
    const offset = (Math.max(1, Math.floor(page.page)) - 1) * limit;
    const [rows, total] = await Promise.all([
      this.db('webhook_deliveries')
        .where({ endpoint_id: endpointId })
        .orderBy([
          { column: 'created_at_ms', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit)
        .offset(offset)
        .select<DeliveryRow[]>(DELIVERY_COLUMNS),
      this.db('webhook_deliveries')
        .where({ endpoint_id: endpointId })
        .count<{ count: number | string }[]>({ count: '*' })
        .first(),
    ]);
    return { items: rows.map(deliveryOf), total: Number(total?.count ?? 0) };
  }

  async recordAttempt(deliveryId: string, attempt: WebhookAttempt): Promise<void> {
    const { outcome } = attempt;
    const changes: Record<string, unknown> = {
      attempts: this.db.raw('attempts + 1'),
      last_status_code: attempt.statusCode,
      last_error: attempt.error?.slice(0, MAX_ERROR_LENGTH) ?? null,
      last_attempt_at_ms: attempt.at.getTime(),
      status: outcome.kind === 'retry' ? 'pending' : outcome.kind,
      next_attempt_at_ms: outcome.kind === 'retry' ? outcome.nextAttemptAt.getTime() : null,
    };
    if (outcome.kind === 'delivered') changes.delivered_at_ms = attempt.at.getTime();
    await this.db('webhook_deliveries').where({ id: deliveryId }).update(changes);
  }

  async requeueDelivery(deliveryId: string, at: Date): Promise<void> {
    await this.db('webhook_deliveries')
      .where({ id: deliveryId })
      .update({ status: 'pending', next_attempt_at_ms: at.getTime() });
  }

  private endpointOf(row: EndpointRow): WebhookEndpoint {
    return {
      id: row.id,
      userId: row.user_id,
      url: row.url,
      secret: this.cipher.open(row.secret_encrypted),
      enabled: Boolean(row.enabled),
      disabledReason: row.disabled_reason,
      createdAt: new Date(Number(row.created_at_ms)),
    };
  }
}

const dateOf = (ms: number | string | null): Date | null => (ms === null ? null : new Date(Number(ms)));

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventType: row.event_type,
    payload: row.payload,
    status: row.status,
    attempts: Number(row.attempts),
    lastStatusCode: row.last_status_code === null ? null : Number(row.last_status_code),
    lastError: row.last_error,
    lastAttemptAt: dateOf(row.last_attempt_at_ms),
    nextAttemptAt: dateOf(row.next_attempt_at_ms),
    deliveredAt: dateOf(row.delivered_at_ms),
    createdAt: new Date(Number(row.created_at_ms)),
  };
}
