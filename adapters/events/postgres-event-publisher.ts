import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { EventPublisher, UserEvent, UserEventListener } from '../../core/ports/event-publisher.port.js';
import { InProcessEventPublisher } from './in-process-event-publisher.js';

export interface PostgresEventPublisherOptions {
  readonly connectionString: string;
  /** The NOTIFY channel every server process shares; a unique one per test keeps runs apart. */
  readonly channel?: string;
  /** Told about lost connections, reconnect failures and malformed notifications. */
  readonly onError?: (error: Error) => void;
  /** Reconnect backoff: the first wait, doubled per failed attempt up to `reconnectMaxMs`. */
  readonly reconnectMinMs?: number;
  readonly reconnectMaxMs?: number;
}

export const DEFAULT_EVENT_CHANNEL = 'bidpilot_user_events';
/** Postgres refuses NOTIFY payloads of 8000 bytes or more (default build). */
export const MAX_EVENT_BYTES = 7999;
const CONNECT_TIMEOUT_MS = 10_000;
const CHANNEL_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * User events shared by every server process through Postgres LISTEN/NOTIFY. A process delivers
 * only what it receives from Postgres, its own events included, so each subscriber sees each
 * event once. Events sent while the listening connection is down are lost (best effort): it
 * reconnects with backoff and browsers catch up through their periodic user refresh.
 */
export class PostgresEventPublisher implements EventPublisher {
  private readonly channel: string;
  private readonly local = new InProcessEventPublisher();
  /** One connection, so one process's events reach Postgres in the order they were published. */
  private readonly pool: pg.Pool;
  private readonly stopped = new AbortController();
  private listener: pg.Client | undefined;
  private started: Promise<void> | undefined;

  constructor(private readonly options: PostgresEventPublisherOptions) {
    this.channel = options.channel ?? DEFAULT_EVENT_CHANNEL;
    if (!CHANNEL_NAME.test(this.channel))
      throw new Error(`Event channel "${this.channel}" must be a plain identifier of at most 63 characters`);
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: 1,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    this.pool.on('error', (error) => this.report(error));
  }

  /** Opens the listening connection; fails when Postgres cannot be reached at boot. */
  start(): Promise<void> {
    this.started ??= this.listen();
    return this.started;
  }

  /** Throws, without sending, an event whose JSON would not fit in one notification. */
  async publish(event: UserEvent): Promise<void> {
    if (this.stopped.signal.aborted) throw new Error('PostgresEventPublisher is closed');
    const payload = JSON.stringify({ userId: event.userId, data: event.data });
    const bytes = Buffer.byteLength(payload, 'utf8');
    if (bytes > MAX_EVENT_BYTES) {
      throw new Error(
        `User event for ${event.userId} is ${bytes} bytes of JSON; NOTIFY carries at most ${MAX_EVENT_BYTES}: publish a smaller patch`,
      );
    }
    await this.pool.query('select pg_notify($1, $2)', [this.channel, payload]);
  }

  subscribe(userId: string, listener: UserEventListener): () => void {
    return this.local.subscribe(userId, listener);
  }

  subscriberCount(userId: string): number {
    return this.local.subscriberCount(userId);
  }

  async close(): Promise<void> {
    if (this.stopped.signal.aborted) return;
    this.stopped.abort();
    await this.local.close();
    const listener = this.listener;
    this.listener = undefined;
    await Promise.allSettled([listener?.end(), this.pool.end()]);
  }

  private async listen(): Promise<void> {
    // keepAlive: a half-open connection would otherwise look alive and silently miss events.
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    let listening = false;
    let ended = false;
    client.on('error', (error) => this.report(error));
    client.on('notification', (message) => this.receive(message));
    client.on('end', () => {
      ended = true;
      if (listening) this.listenerLost(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
      if (ended) throw new Error(`The connection listening on ${this.channel} ended while starting`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped.signal.aborted) {
      await client.end();
      return;
    }
    listening = true;
    this.listener = client;
  }

  private listenerLost(client: pg.Client): void {
    if (this.listener !== client || this.stopped.signal.aborted) return;
    this.listener = undefined;
    this.report(new Error(`Lost the connection listening on ${this.channel}; reconnecting`));
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    const min = this.options.reconnectMinMs ?? 100;
    const max = this.options.reconnectMaxMs ?? 5_000;
    for (let attempt = 0; !this.stopped.signal.aborted; attempt++) {
      try {
        await sleep(Math.min(max, min * 2 ** attempt), undefined, { signal: this.stopped.signal });
        await this.listen();
        return;
      } catch (error) {
        if (this.stopped.signal.aborted) return;
        this.report(error);
      }
    }
  }

  private receive(message: pg.Notification): void {
    if (message.channel !== this.channel) return;
    const event = parseEvent(message.payload);
    if (event === null) this.report(new Error(`Ignored a malformed user event on ${this.channel}`));
    else this.local.deliver(event);
  }

  private report(error: unknown): void {
    this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
  }
}

function parseEvent(payload: string | undefined): UserEvent | null {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null || !('userId' in value) || !('data' in value)) return null;
    const { userId, data } = value;
    if (typeof userId !== 'string' || typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    return { userId, data: data as Record<string, unknown> };
  } catch {
    return null;
  }
}
