import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Exclusive, LeaderLock } from '../../core/ports/leader-lock.port.js';

export interface PostgresLeaderLockOptions {
  readonly connectionString: string;
  /** Shown in pg_stat_activity; tests give each instance its own to find its connection. */
  readonly applicationName?: string;
  /** Told about lost connections and locks lost while a run was going. */
  readonly onError?: (error: Error) => void;
  /**
   * Told once a lock is taken and again just before it is given back: across processes, one
   * process's `releasing` always comes before another's `taken` of the same name.
   */
  readonly onLeadership?: (name: string, event: 'taken' | 'releasing') => void;
}

const CONNECT_TIMEOUT_MS = 10_000;

/** The advisory-lock key of a name: the first 8 bytes of its SHA-256, as a signed bigint. */
export const advisoryKey = (name: string): string =>
  createHash('sha256').update(name).digest().readBigInt64BE(0).toString();

/**
 * The leader lock on Postgres: `pg_try_advisory_lock` on one dedicated connection, held while the
 * run goes and unlocked after. Session locks are re-entrant within a session, so runs of one
 * name in this process are kept apart here as well. A lost connection releases its locks on the
 * server; the next run connects again.
 */
export class PostgresLeaderLock implements LeaderLock {
  private readonly held = new Set<string>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private closed = false;

  constructor(private readonly options: PostgresLeaderLockOptions) {}

  async runExclusive<T>(name: string, work: () => Promise<T>): Promise<Exclusive<T>> {
    if (this.closed) throw new Error('The leader lock is closed');
    if (this.held.has(name)) return { ran: false };
    this.held.add(name);
    try {
      const client = await this.connection();
      const key = advisoryKey(name);
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [
        key,
      ]);
      if (rows[0]?.locked !== true) return { ran: false };
      this.options.onLeadership?.(name, 'taken');
      try {
        return { ran: true, value: await work() };
      } finally {
        this.options.onLeadership?.(name, 'releasing');
        await this.unlock(client, name, key);
      }
    } finally {
      this.held.delete(name);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async unlock(client: pg.Client, name: string, key: string): Promise<void> {
    if (this.closed) return;
    const lost = new Error(`Lost the leader lock "${name}" while its run was going (connection closed)`);
    if (client !== this.client) return this.report(lost);
    try {
      const { rows } = await client.query<{ unlocked: boolean }>('select pg_advisory_unlock($1::bigint) as unlocked', [
        key,
      ]);
      if (rows[0]?.unlocked !== true) this.report(lost);
    } catch (error) {
      // The server drops a dead session's locks itself; the next run connects again.
      this.report(error);
    }
  }

  private connection(): Promise<pg.Client> {
    if (this.client !== null) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: this.options.applicationName ?? 'bidpilot-leader-lock',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A half-open connection would otherwise look alive while its locks are gone.
      keepAlive: true,
    });
    const drop = (): void => {
      if (this.client === client) this.client = null;
    };
    client.on('error', (error) => {
      drop();
      this.report(error);
    });
    client.on('end', drop);
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      throw new Error('The leader lock is closed');
    }
    this.client = client;
    return client;
  }

  private report(error: unknown): void {
    this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
  }
}
