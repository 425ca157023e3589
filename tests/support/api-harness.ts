import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Argon2PasswordHasher } from '../../adapters/auth/argon2-password-hasher.js';
import { FixedClock } from '../../adapters/clock/fixed-clock.js';
import { InProcessEventPublisher } from '../../adapters/events/in-process-event-publisher.js';
import { InMemoryJobQueue } from '../../adapters/jobs/in-memory-job-queue.js';
import { FakeMarketplace } from '../../adapters/marketplace/fake-marketplace.js';
import { FakePaymentGateway } from '../../adapters/payments/fake-payment-gateway.js';
import { FixedExchangeRates } from '../../adapters/rates/fixed-exchange-rates.js';
import { DEFAULT_RATE_LIMITS, type ApiDependencies, type RateLimits } from '../../adapters/http/api-dependencies.js';
import type { PaymentGateway } from '../../core/ports/payment-gateway.port.js';
import { createApiApp } from '../../adapters/http/api.js';
import { createSessionResolver } from '../../adapters/http/auth/session-resolver.js';
import { SessionTokens } from '../../adapters/http/auth/session-tokens.js';
import { createLogger, type Logger } from '../../adapters/logging/logger.js';
import { KnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import { InMemoryRateLimitStore } from '../../adapters/rate-limits/in-memory-rate-limit-store.js';
import { KnexRateLimitStore } from '../../adapters/rate-limits/knex-rate-limit-store.js';
import { seedDefaults } from '../../adapters/storage/seed.js';
import type { Role } from '../../core/domain/users/user.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from './databases.js';

export type Dialect = 'sqlite' | 'postgres';

/** The databases API suites run on: SQLite always, Postgres when reachable (always under CI). */
export const API_DIALECTS: readonly Dialect[] = (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];

export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface RequestOptions {
  readonly token?: string;
  readonly body?: unknown;
  /** Sent as is, for malformed-input tests. */
  readonly rawBody?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface SignedIn {
  readonly token: string;
  readonly user: { readonly id: string; readonly email: string; readonly name: string; readonly role: string };
}

export const STRONG_PASSWORD = 'Str0ng!Passw0rd';

/** Per-IP limits raised (every test request comes from 127.0.0.1 unless TRUST_PROXY is on); the rest as in production. */
const TEST_RATE_LIMITS: RateLimits = { ...DEFAULT_RATE_LIMITS, signInPerIp: 10_000, registrationsPerIp: 10_000 };

export interface HarnessOptions {
  /** Over the test limits: per-IP limits raised, the others as in production. */
  readonly rateLimits?: Partial<RateLimits>;
  /** TRUST_PROXY: how many proxies append to X-Forwarded-For in front of the server; none by default. */
  readonly trustedProxyHops?: number;
  readonly logger?: Logger;
  /** Serve over that harness's database, as a second server process would; the first harness closes it. */
  readonly sameDatabaseAs?: ApiHarness<PaymentGateway>;
  /** The address buyers reach the server at; default http://localhost:3000. */
  readonly publicUrl?: string;
}

/** A real server on a random port over a fresh, seeded database, with every outside system faked. */
export class ApiHarness<Gateway extends PaymentGateway = FakePaymentGateway> {
  private constructor(
    readonly baseUrl: string,
    readonly deps: ApiDependencies & { readonly clock: FixedClock; readonly events: InProcessEventPublisher; readonly marketplace: FakeMarketplace; readonly rates: FixedExchangeRates; readonly paymentGateway: Gateway; readonly jobQueue: InMemoryJobQueue },
    private readonly server: Server,
    private readonly database: TestDatabase,
    private readonly ownsDatabase: boolean,
  ) {}

  /** Per-IP limits are raised by default (see TEST_RATE_LIMITS). The gateway is a sandbox FakePaymentGateway unless given. */
  static async start(dialect: Dialect, options?: HarnessOptions): Promise<ApiHarness>;
  static async start<G extends PaymentGateway>(dialect: Dialect, options: HarnessOptions & { paymentGateway: G }): Promise<ApiHarness<G>>;
  static async start(dialect: Dialect, options: HarnessOptions & { paymentGateway?: PaymentGateway } = {}): Promise<ApiHarness<PaymentGateway>> {
    const shared = options.sameDatabaseAs?.database;
    const database = shared ?? (dialect === 'sqlite' ? await openSqlite() : await openPostgres());
    const clock = new FixedClock(new Date());
    const storage = new KnexStorage(database.db, clock, { encryptionKey: Buffer.alloc(32, 9) });
    if (shared === undefined) await seedDefaults(storage);
    const sessions = new SessionTokens('test-secret-'.padEnd(48, 'x'), clock);
    const deps = {
      storage,
      clock,
      events: new InProcessEventPublisher(),
      hasher: new Argon2PasswordHasher(),
      sessions,
      resolveSession: createSessionResolver(sessions, storage.users),
      marketplace: new FakeMarketplace(),
      rates: new FixedExchangeRates(),
      paymentGateway: options.paymentGateway ?? new FakePaymentGateway(),
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      jobQueue: new InMemoryJobQueue(clock),
      logger: options.logger ?? createLogger('silent'),
      rateLimits: { ...TEST_RATE_LIMITS, ...options.rateLimits },
      trustedProxyHops: options.trustedProxyHops ?? 0,
      // As the composition root chooses: on Postgres the limits live in the database, shared by every server on it.
      rateLimitStore: dialect === 'postgres' ? new KnexRateLimitStore(database.db) : new InMemoryRateLimitStore(),
    };
    const server = createApiApp(deps).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    return new ApiHarness(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, deps, server, database, shared === undefined);
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text === '' ? undefined : safeJson(text)) as T };
  }

  /** Registers a fresh user over the API (role user) and answers their session. */
  async signUp(overrides: { name?: string; email?: string; password?: string } = {}): Promise<SignedIn> {
    const response = await this.request('POST', '/api/auth/register', {
      body: { name: overrides.name ?? 'Test User', email: overrides.email ?? `user-${randomUUID()}@example.com`, password: overrides.password ?? STRONG_PASSWORD },
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    return { token: response.body.token, user: response.body.user };
  }

  /** A user created straight in storage with the given role, and a token for them. */
  async signedIn(role: Role = 'user', name = 'Ada Admin'): Promise<SignedIn> {
    const passwordHash = await this.deps.hasher.hash(STRONG_PASSWORD);
    const user = await this.deps.storage.users.create({ name, email: `${role}-${randomUUID()}@example.com`, passwordHash, role });
    return { token: await this.deps.sessions.issue(user.id), user };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
    if (this.ownsDatabase) await this.database.destroy();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
