import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createRuntime, resolveApiDependencies, type Adapters } from '../../adapters/composition/runtime.js';
import { PASSWORD_RESET_QUEUE, type PasswordResetPayload } from '../../core/use-cases/auth/password-reset.js';
import { rateLimitStoreFor } from '../../adapters/composition/persistence.js';
import { loadConfig } from '../../adapters/config/app-config.js';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../adapters/events/in-process-event-publisher.js';
import { InMemoryJobQueue } from '../../adapters/testing/in-memory-job-queue.js';
import { FakeProposalWriter } from '../../adapters/testing/fake-proposal-writer.js';
import { InProcessLeaderLock } from '../../adapters/locks/in-process-leader-lock.js';
import { FakeMarketplace } from '../../adapters/testing/fake-marketplace.js';
import { FakePaymentGateway } from '../../adapters/testing/fake-payment-gateway.js';
import { FixedExchangeRates } from '../../adapters/testing/fixed-exchange-rates.js';
import { DEFAULT_RATE_LIMITS, type ApiDependencies, type RateLimits } from '../../adapters/http/api-dependencies.js';
import type { PaymentGateway } from '../../core/ports/payment-gateway.port.js';
import type { NotificationChannel } from '../../core/ports/notification-channel.port.js';
import type { SignedNotificationLinks } from '../../adapters/notifications/signed-notification-links.js';
import type { PasswordHasher } from '../../core/ports/password-hasher.port.js';
import type { Storage } from '../../core/ports/storage.port.js';
import { createApiApp } from '../../adapters/http/api.js';
import type { Sessions } from '../../adapters/http/auth/sessions.js';
import { createLogger, type Logger } from '../../adapters/logging/logger.js';
import { OutboxMailer } from '../../adapters/mail/outbox-mailer.js';
import { InMemoryMailOutbox } from '../../adapters/storage/memory/in-memory-mail-outbox.js';
import { KnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import { KnexWebhookRepository } from '../../adapters/storage/knex/knex-webhook-repository.js';
import { KnexContactMessageRepository } from '../../adapters/storage/knex/knex-contact-message-repository.js';
import { seedDefaults } from '../../adapters/storage/seed.js';
import type { Role } from '../../core/domain/users/user.js';
import { openPostgres, openSqlite, POSTGRES_URL, postgresAvailable, type TestDatabase } from './databases.js';

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
/** Raised: per-IP limits (every test user signs in from loopback) and checkouts (tests buy many). */
const TEST_RATE_LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  signInPerIp: 10_000,
  registrationsPerIp: 10_000,
  checkoutsPerUser: 10_000,
};

export interface HarnessOptions {
  /** Over the test limits (TEST_RATE_LIMITS: some raised, the others as in production). */
  readonly rateLimits?: Partial<RateLimits>;
  /** TRUST_PROXY: how many proxies append to X-Forwarded-For in front of the server; none by default. */
  readonly trustedProxyHops?: number;
  readonly logger?: Logger;
  /** The ways out besides the inbox (fakes): none by default, so notifications stay in the inbox. */
  readonly notificationChannels?: readonly NotificationChannel[];
  /** Serve over that harness's database, as a second server process would; the first harness closes it. */
  readonly sameDatabaseAs?: ApiHarness<PaymentGateway>;
  /** The address buyers reach the server at; default http://localhost:3000. */
  readonly publicUrl?: string;
  /** LIVE_EVENTS_PER_USER / LIVE_EVENTS_PER_PROCESS; the production defaults when absent. */
  readonly liveEventCaps?: { readonly perUser: number; readonly perProcess: number };
  /** SUPPORT_EMAIL: where contact-form messages are mailed; none by default. */
  readonly supportEmail?: string;
  /** METRICS_TOKEN: `/metrics` is served to a request bearing it; not served without one. */
  readonly metricsToken?: string;
}

/** What a test reaches behind the API: the fakes it steers, the database's storage, the sessions. */
export type HarnessDeps<Gateway extends PaymentGateway> = ApiDependencies & {
  readonly storage: Storage;
  readonly hasher: PasswordHasher;
  readonly sessions: Sessions;
  readonly clock: FixedClock;
  readonly events: InProcessEventPublisher;
  readonly marketplace: FakeMarketplace;
  readonly rates: FixedExchangeRates;
  readonly paymentGateway: Gateway;
  readonly jobQueue: InMemoryJobQueue;
  readonly mailer: OutboxMailer;
  /** Where the mailer's mails go (the built-in outbox, as without SMTP_URL): tests read the links from it. */
  readonly mailOutbox: InMemoryMailOutbox;
  readonly notificationLinks: SignedNotificationLinks;
};

/** Secrets given, so the configuration writes no secrets file; the key is the one the test storage seals tokens with. */
const TEST_SECRETS = { JWT_SECRET: 'test-secret-'.padEnd(48, 'x'), ENCRYPTION_KEY: '09'.repeat(32) };

/**
 * A real server on a random port over a fresh, seeded database, with every outside system faked.
 * It is built by the composition root itself (createRuntime, resolveApiDependencies), with the
 * test database's storage, a fixed clock and fakes as overrides: the graph the server runs.
 */
export class ApiHarness<Gateway extends PaymentGateway = FakePaymentGateway> {
  private constructor(
    readonly baseUrl: string,
    readonly deps: HarnessDeps<Gateway>,
    private readonly server: Server,
    private readonly database: TestDatabase,
    private readonly ownsDatabase: boolean,
  ) {}

  /** Per-IP limits are raised by default (see TEST_RATE_LIMITS). The gateway is a sandbox FakePaymentGateway unless given. */
  static async start(dialect: Dialect, options?: HarnessOptions): Promise<ApiHarness>;
  static async start<G extends PaymentGateway>(
    dialect: Dialect,
    options: HarnessOptions & { paymentGateway: G },
  ): Promise<ApiHarness<G>>;
  static async start(
    dialect: Dialect,
    options: HarnessOptions & { paymentGateway?: PaymentGateway } = {},
  ): Promise<ApiHarness<PaymentGateway>> {
    const shared = options.sameDatabaseAs?.database;
    const database = shared ?? (dialect === 'sqlite' ? await openSqlite() : await openPostgres());
    const config = loadConfig({
      ...TEST_SECRETS,
      DATABASE_URL: dialect === 'sqlite' ? 'sqlite::memory:' : POSTGRES_URL,
      PUBLIC_URL: options.publicUrl ?? 'http://localhost:3000',
      TRUST_PROXY:
        options.trustedProxyHops === undefined || options.trustedProxyHops === 0
          ? 'off'
          : String(options.trustedProxyHops),
      ...(options.supportEmail === undefined ? {} : { SUPPORT_EMAIL: options.supportEmail }),
      ...(options.metricsToken === undefined ? {} : { METRICS_TOKEN: options.metricsToken }),
      ...(options.liveEventCaps === undefined
        ? {}
        : {
            LIVE_EVENTS_PER_USER: String(options.liveEventCaps.perUser),
            LIVE_EVENTS_PER_PROCESS: String(options.liveEventCaps.perProcess),
          }),
    });
    const clock = new FixedClock(new Date());
    const storage = new KnexStorage(database.db, clock, { encryptionKey: config.encryptionKey });
    if (shared === undefined) await seedDefaults(storage);
    const logger = options.logger ?? createLogger('silent');
    const mailOutbox = new InMemoryMailOutbox();
    const fakes = {
      logger,
      clock,
      storage,
      jobQueue: new InMemoryJobQueue(clock),
      events: new InProcessEventPublisher(),
      marketplace: new FakeMarketplace(),
      rates: new FixedExchangeRates(),
      paymentGateway: options.paymentGateway ?? new FakePaymentGateway(),
      proposalWriter: new FakeProposalWriter(),
      leaderLock: new InProcessLeaderLock(),
      rateLimitStore: rateLimitStoreFor(dialect, database.db),
      mailOutbox,
      mailer: new OutboxMailer(mailOutbox, { from: 'no-reply@bidpilot.test', clock, logger }),
      webhooks: new KnexWebhookRepository(database.db, config.encryptionKey),
      contactMessages: new KnexContactMessageRepository(database.db),
      notificationChannels: options.notificationChannels ?? [],
    } satisfies Partial<Adapters>;
    const runtime = await createRuntime(config, fakes);
    const api = resolveApiDependencies(runtime, { rateLimits: { ...TEST_RATE_LIMITS, ...options.rateLimits } });
    const deps = {
      ...fakes,
      ...api,
      clock,
      events: fakes.events,
      hasher: runtime.hasher,
      notificationLinks: runtime.notificationLinks as SignedNotificationLinks,
    };
    const server = createApiApp(api).listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    return new ApiHarness(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      deps,
      server,
      database,
      shared === undefined,
    );
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
    return {
      status: response.status,
      headers: response.headers,
      body: (text === '' ? undefined : safeJson(text)) as T,
    };
  }

  /**
   * What a worker does with the reset requests the API queued: mails each (the harness runs no
   * workers). Answers what each came to.
   */
  async mailQueuedPasswordResets(): Promise<string[]> {
    const results: string[] = [];
    const { jobQueue, useCases } = this.deps;
    for (let job = await jobQueue.take<PasswordResetPayload>(PASSWORD_RESET_QUEUE); job !== null;) {
      results.push(await useCases.auth.sendPasswordReset(job));
      await jobQueue.complete(job);
      job = await jobQueue.take<PasswordResetPayload>(PASSWORD_RESET_QUEUE);
    }
    return results;
  }

  /** Registers a fresh user over the API (role user) and answers their session. */
  async signUp(overrides: { name?: string; email?: string; password?: string } = {}): Promise<SignedIn> {
    const response = await this.request('POST', '/api/auth/register', {
      body: {
        name: overrides.name ?? 'Test User',
        email: overrides.email ?? `user-${randomUUID()}@example.com`,
        password: overrides.password ?? STRONG_PASSWORD,
      },
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    return { token: response.body.token, user: response.body.user };
  }

  /** A user created straight in storage with the given role, and a token for them. */
  async signedIn(role: Role = 'user', name = 'Ada Admin'): Promise<SignedIn> {
    const passwordHash = await this.deps.hasher.hash(STRONG_PASSWORD);
    const user = await this.deps.storage.users.create({
      name,
      email: `${role}-${randomUUID()}@example.com`,
      passwordHash,
      role,
    });
    return { token: await this.deps.sessions.start(user.id), user };
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
