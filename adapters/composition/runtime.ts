import type { Knex } from 'knex';
import type { Clock } from '../../core/ports/clock.port.js';
import type { EventPublisher } from '../../core/ports/event-publisher.port.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import type { LeaderLock } from '../../core/ports/leader-lock.port.js';
import type { MailOutbox } from '../../core/ports/mail-outbox.port.js';
import type { Mailer } from '../../core/ports/mailer.port.js';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';
import type { ProposalWriter } from '../../core/ports/proposal-writer.port.js';
import type { RateLimitStore } from '../../core/ports/rate-limit-store.port.js';
import type { Storage } from '../../core/ports/storage.port.js';
import type { WorkLeases } from '../../core/ports/work-leases.port.js';
import type { WebhookRepository } from '../../core/ports/webhook-repository.port.js';
import type { ContactMessageRepository } from '../../core/ports/contact-message-repository.port.js';
import { Argon2PasswordHasher } from '../auth/argon2-password-hasher.js';
import { SystemClock } from '../clock/system-clock.js';
import type { AppConfig } from '../config/app-config.js';
import { refuseToLeaveEarlierDatabaseBehind } from '../config/database-location.js';
import { ConfigError } from '../config/env.js';
import { InProcessEventPublisher } from '../events/in-process-event-publisher.js';
import { PostgresEventPublisher } from '../events/postgres-event-publisher.js';
import type { ApiDependencies, RateLimits } from '../http/api-dependencies.js';
import { createSessionResolver } from '../http/auth/session-resolver.js';
import { SessionTokens } from '../http/auth/session-tokens.js';
import { Sessions } from '../http/auth/sessions.js';
import { checkoutUrls } from '../http/routes/payments.routes.js';
import { KnexJobQueue } from '../jobs/knex-job-queue.js';
import type { FitAdjuster } from '../../core/ports/fit-adjuster.port.js';
import { CachedFitAdjuster } from '../llm/cached-fit-adjuster.js';
import { OpenAiFitAdjuster } from '../llm/openai-fit-adjuster.js';
import { OpenAiProposalWriter } from '../llm/openai-proposal-writer.js';
import { TemplateProposalWriter } from '../llm/template-proposal-writer.js';
import { InMemoryWorkLeases } from '../locks/in-memory-work-leases.js';
import { InProcessLeaderLock } from '../locks/in-process-leader-lock.js';
import { KnexWorkLeases } from '../locks/knex-work-leases.js';
import { PostgresLeaderLock } from '../locks/postgres-leader-lock.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { HttpFreelancerMarketplace } from '../marketplace/http-freelancer-marketplace.js';
import { checkoutProcessUrl, payFastGatewayFor } from './payment-gateway.js';
import { FREELANCER_SIMULATOR_PREFIX } from '../simulators/freelancer/freelancer-simulator-router.js';
import { STANDALONE_FREELANCER_PREFIX } from '../simulators/standalone-paths.js';
import { InMemoryMarketplaceBackoff } from '../rate-limits/in-memory-marketplace-backoff.js';
import { InMemoryRateLimitStore } from '../rate-limits/in-memory-rate-limit-store.js';
import { KnexMarketplaceBackoff } from '../rate-limits/knex-marketplace-backoff.js';
import { KnexRateLimitStore } from '../rate-limits/knex-rate-limit-store.js';
import { LiveExchangeRates } from '../rates/live-exchange-rates.js';
import { storedTokensOpenWith } from '../storage/knex/knex-freelancer-profile-repository.js';
import type { DatabaseTarget } from '../storage/knex/knex-client.js';
import { KnexStorage } from '../storage/knex/knex-storage.js';
import { migrateLatest } from '../storage/knex/migration-source.js';
import { openDatabase } from '../storage/knex/open-database.js';
import { RESET_PASSWORD_PATH } from '../../contract/auth.js';
import { KnexWebhookRepository } from '../storage/knex/knex-webhook-repository.js';
import { KnexContactMessageRepository } from '../storage/knex/knex-contact-message-repository.js';
import { InMemoryContactMessageRepository } from '../storage/memory/in-memory-contact-message-repository.js';
import { InMemoryWebhookRepository } from '../storage/memory/in-memory-webhook-repository.js';
import { HttpWebhookTransport } from '../webhooks/http-webhook-transport.js';
import { WebhookChannel } from '../../core/use-cases/webhooks/webhook-channel.js';
import { Bot } from 'grammy';
import type { ChannelLinks } from '../../core/ports/channel-links.port.js';
import type { NotificationChannel } from '../../core/ports/notification-channel.port.js';
import { EmailChannel } from '../channels/email-channel.js';
import { SlackChannel } from '../channels/slack-channel.js';
import { TelegramChannel } from '../channels/telegram-channel.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { SLACK_SIMULATOR_PREFIX } from '../simulators/slack/slack-simulator-router.js';
import { TELEGRAM_SIMULATOR_PREFIX } from '../simulators/telegram/telegram-simulator-router.js';
import { SIMULATOR_BOT_TOKEN } from '../simulators/telegram/telegram-simulator-state.js';
import { KnexChannelLinks } from '../storage/knex/knex-channel-links.js';
import { InMemoryChannelLinks } from '../storage/memory/in-memory-channel-links.js';
import { SmtpMailer } from '../mail/smtp-mailer.js';
import { KnexMailOutbox } from '../storage/knex/knex-mail-outbox.js';
import { InMemoryMailOutbox } from '../storage/memory/in-memory-mail-outbox.js';
import { SignedNotificationLinks } from '../notifications/signed-notification-links.js';
import { SignedReviewLinks } from '../notifications/signed-review-links.js';
import { BidPilotMetrics, isBacklogSource } from '../metrics/bidpilot-metrics.js';
import { MeteredMarketplace } from '../metrics/metered-marketplace.js';
import { meteredEngine } from '../metrics/metered-engine.js';
import { MeteredNotificationChannel } from '../metrics/metered-notification-channel.js';
import { PLACE_BID_QUEUE } from '../../core/use-cases/engine/place-bid-job.js';
import { NOTIFY_QUEUE } from '../../core/use-cases/notifications/notify.js';
import { WEBHOOK_DELIVERY_QUEUE } from '../../core/use-cases/webhooks/webhook-delivery-job.js';
import { buildUseCases, type UseCaseAdapters, type UseCaseSettings, type UseCases } from './use-cases.js';

/** The outside-world adapters: the use cases' ports plus what the driving adapters use themselves. Tests replace any of them with fakes. */
export interface Adapters extends UseCaseAdapters {
  readonly logger: Logger;
  readonly rateLimitStore: RateLimitStore;
  readonly workLeases: WorkLeases;
  /** The Telegram bot (real, or on the built-in simulator), or null when the server has none. */
  readonly telegramBot: Bot | null;
  /** The process's metrics; fresh ones, counting this runtime's work, by default. */
  readonly metrics: BidPilotMetrics;
}

/**
 * One process's object graph: the adapters chosen for the configuration (or a test's overrides),
 * what HTTP builds on them, and the use cases over them. A plain object, so a field is typed by
 * what it holds and a missing one is a compile error, not a lookup failing at run time
 * (docs/adr/0022-plain-composition-root.md).
 */
export interface Runtime extends Adapters {
  readonly config: AppConfig;
  /** The channels that leave BidPilot (e-mail, Slack, Telegram when there is a bot, webhooks), each metered. */
  readonly notificationChannels: readonly NotificationChannel[];
  readonly sessionTokens: SessionTokens;
  readonly sessions: Sessions;
  /** Built once per runtime (docs/adr/0012-use-cases-built-once.md). */
  readonly useCases: UseCases;
  /** Releases connections in the reverse order of acquisition. */
  close(): Promise<void>;
}

/** The only place that decides which adapter serves which port. */
export async function createRuntime(config: AppConfig, overrides: Partial<Adapters> = {}): Promise<Runtime> {
  const logger = overrides.logger ?? createLogger(config.logLevel, undefined, config.logFormat);
  const clock = overrides.clock ?? new SystemClock();
  // Without PAYFAST_URL the real PayFast adapter talks to the built-in PayFast simulator main.ts mounts.
  // Built before anything opens, so a PayFast misconfiguration leaves no connection behind.
  const paymentGateway = overrides.paymentGateway ?? payFastGatewayFor(config);
  const persistence = await openPersistence(config, clock, logger, overrides);
  const { storage, jobQueue, marketplaceBackoff, webhooks, mailOutbox, channelLinks } = persistence;
  const telegramBot = overrides.telegramBot !== undefined ? overrides.telegramBot : telegramBotFor(config);
  await jobQueue.start();
  const metrics = overrides.metrics ?? metricsFor(jobQueue, clock, logger);
  const webhookTransport = overrides.webhookTransport ?? webhookTransportFor(config);
  const events = overrides.events ?? (await openEvents(config, logger));
  const hasher = overrides.hasher ?? new Argon2PasswordHasher();
  const mailer = overrides.mailer ?? mailerFor(config, mailOutbox, clock, logger);
  const webhook = new WebhookChannel(webhooks, jobQueue, clock);
  const notificationChannels = meteredChannels(
    overrides.notificationChannels ??
      notificationChannelsFor(config, { mailer, links: channelLinks, clock, telegramBot, webhook }),
    metrics,
  );
  const marketplace = new MeteredMarketplace(
    overrides.marketplace ?? marketplaceFor(config, { logger, backoff: marketplaceBackoff, clock }),
    metrics,
  );
  const rates = overrides.rates ?? new LiveExchangeRates({ clock, logger });
  const sessionTokens = new SessionTokens(config.jwtSecret, clock);
  const sessions = new Sessions(sessionTokens, storage.users, clock);
  const proposalWriter = overrides.proposalWriter ?? proposalWriterFor(config);
  const leaderLock = overrides.leaderLock ?? leaderLockFor(config, logger);
  const notificationLinks =
    overrides.notificationLinks ?? new SignedNotificationLinks(config.publicUrl, config.jwtSecret, clock);
  const adapters = {
    ...persistence,
    logger,
    clock,
    paymentGateway,
    telegramBot,
    metrics,
    webhookTransport,
    events,
    hasher,
    mailer,
    notificationChannels,
    marketplace,
    rates,
    proposalWriter,
    leaderLock,
    notificationLinks,
  };
  const useCases = meteredUseCases(
    buildUseCases(
      {
        ...adapters,
        ...fitAdjusterFor(config),
        reviewLinks: new SignedReviewLinks(config.publicUrl, config.jwtSecret, clock),
      },
      {
        ...useCaseSettingsFor(config, telegramBot),
        reportContactMailFailure: (error) =>
          logger.error({ err: error }, 'contact message not mailed to SUPPORT_EMAIL'),
      },
    ),
    metrics,
  );
  return {
    ...adapters,
    config,
    sessionTokens,
    sessions,
    useCases,
    close: async () => {
      await leaderLock.close();
      await events.close();
      await jobQueue.stop();
      await storage.close();
    },
  };
}

/** Metrics over the runtime's queue: its depth and oldest job per queue, when the queue can tell them. */
function metricsFor(jobQueue: JobQueue, clock: Clock, logger: Logger): BidPilotMetrics {
  if (!isBacklogSource(jobQueue)) return new BidPilotMetrics();
  return new BidPilotMetrics({
    queues: {
      source: jobQueue,
      names: [PLACE_BID_QUEUE, NOTIFY_QUEUE, WEBHOOK_DELIVERY_QUEUE],
      now: () => clock.now(),
    },
    onCollectError: (error) => logger.warn({ err: error }, 'queue metrics not read'),
  });
}

const meteredChannels = (
  channels: readonly NotificationChannel[],
  metrics: BidPilotMetrics,
): readonly NotificationChannel[] => channels.map((channel) => new MeteredNotificationChannel(channel, metrics));

/** The use cases with the engine's bid outcomes and ticks counted (adapters/metrics/metered-engine.ts). */
const meteredUseCases = (useCases: UseCases, metrics: BidPilotMetrics): UseCases => ({
  ...useCases,
  engine: meteredEngine(useCases.engine, metrics),
});

/** The configuration values the use cases take: the checkout addresses under PUBLIC_URL, the feed token, the bid pacing switch and the channels' links. */
export function useCaseSettingsFor(config: AppConfig, telegramBot: Bot | null = null): UseCaseSettings {
  return {
    channels: {
      slackSimulatorBase: config.simulators.slack ? `${config.publicUrl}${SLACK_SIMULATOR_PREFIX}` : null,
      telegramStartLink: telegramStartLinkFor(config, telegramBot),
    },
    checkoutUrls: checkoutUrls(config.publicUrl),
    feedToken: config.raw.MARKETPLACE_FEED_TOKEN,
    bidPacing: config.raw.BID_PACING === 'on',
    resetLink: (token) =>
      `${config.publicUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`,
    webhooks: {
      allowPrivateAddresses: webhooksMayCallPrivateAddresses(config),
      maxEndpointsPerUser: config.raw.WEBHOOK_MAX_ENDPOINTS,
    },
    supportEmail: config.raw.SUPPORT_EMAIL,
  };
}

/**
 * Offline (any NODE_ENV but production) users may point webhooks at http and private addresses:
 * the built-in receiver on this server, a tool on their own machine. Production refuses both (SSRF).
 */
const webhooksMayCallPrivateAddresses = (config: AppConfig): boolean => config.env !== 'production';

function webhookTransportFor(config: AppConfig): HttpWebhookTransport {
  return new HttpWebhookTransport({
    allowPrivateAddresses: webhooksMayCallPrivateAddresses(config),
    timeoutMs: config.raw.WEBHOOK_TIMEOUT_SECONDS * 1000,
  });
}

/**
 * Several server processes share one Postgres, so the engine's lock lives there; SQLite (and
 * memory) serve a single process. The Postgres lock connects on its first run only.
 */
function leaderLockFor(config: AppConfig, logger: Logger): LeaderLock {
  if (config.database.dialect !== 'postgres') return new InProcessLeaderLock();
  return new PostgresLeaderLock({
    connectionString: config.database.connection,
    onError: (error) => logger.warn({ err: error }, 'leader lock'),
    onLeadership: (lock, event) => logger.debug({ lock, event }, `leader lock ${event}`),
  });
}

/**
 * Freelancer at MARKETPLACE_URL, its project links on that API's own site (marketplaceSiteFor).
 * Without it, the simulator of a standalone `bidpilot simulators` process (SIMULATORS_URL), or the
 * built-in one that main.ts mounts: served by this very process, so the API is reached over
 * loopback, while its project pages are linked under PUBLIC_URL, where browsers find them.
 */
function marketplaceFor(
  config: AppConfig,
  shared: { readonly logger: Logger; readonly backoff: MarketplaceBackoff; readonly clock: Clock },
): HttpFreelancerMarketplace {
  const url = config.raw.MARKETPLACE_URL;
  const timeoutMs = config.raw.MARKETPLACE_TIMEOUT_SECONDS * 1000;
  if (url !== undefined) return new HttpFreelancerMarketplace({ baseUrl: url, timeoutMs, ...shared });
  const standalone = config.standaloneSimulators;
  if (standalone !== null) {
    return new HttpFreelancerMarketplace({
      baseUrl: `${standalone.url}${STANDALONE_FREELANCER_PREFIX}/api`,
      projectUrlBase: `${standalone.publicUrl}${STANDALONE_FREELANCER_PREFIX}`,
      timeoutMs,
      ...shared,
    });
  }
  return new HttpFreelancerMarketplace({
    baseUrl: `http://127.0.0.1:${config.port}${FREELANCER_SIMULATOR_PREFIX}/api`,
    projectUrlBase: `${config.publicUrl}${FREELANCER_SIMULATOR_PREFIX}`,
    timeoutMs,
    ...shared,
  });
}

/**
 * SMTP with nodemailer when SMTP_URL is set (MAIL_FROM then required by the configuration);
 * otherwise the built-in outbox in the database, which every process writes to and admins read.
 */
function mailerFor(config: AppConfig, outbox: MailOutbox, clock: Clock, logger: Logger): Mailer {
  const { SMTP_URL: url, MAIL_FROM: from } = config.raw;
  if (url !== undefined) return new SmtpMailer({ url, from: from ?? '' });
  return new OutboxMailer(outbox, {
    from: from ?? `BidPilot <no-reply@${new URL(config.publicUrl).hostname}>`,
    clock,
    logger,
  });
}

/**
 * The bot for TELEGRAM_BOT_TOKEN at TELEGRAM_API_URL (Telegram's own API by default); without a
 * token, the built-in simulator's bot where simulators serve (this very process, over loopback);
 * otherwise none: Telegram is simply not offered.
 */
function telegramBotFor(config: AppConfig): Bot | null {
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_URL: apiUrl } = config.raw;
  if (token !== undefined)
    return new Bot(token, { client: { apiRoot: (apiUrl ?? 'https://api.telegram.org').replace(/\/+$/, '') } });
  if (!config.simulators.telegram) return null;
  return new Bot(SIMULATOR_BOT_TOKEN, {
    client: { apiRoot: (apiUrl ?? `http://127.0.0.1:${config.port}${TELEGRAM_SIMULATOR_PREFIX}`).replace(/\/+$/, '') },
  });
}

/** The link that opens the bot with `/start CODE`: t.me for a real bot (its username asked once), the simulator's chat page offline. */
function telegramStartLinkFor(config: AppConfig, bot: Bot | null): ((code: string) => Promise<string>) | null {
  if (bot === null) return null;
  if (config.raw.TELEGRAM_BOT_TOKEN === undefined)
    return async (code) => `${config.publicUrl}${TELEGRAM_SIMULATOR_PREFIX}/?start=${encodeURIComponent(code)}`;
  return async (code) => {
    if (!bot.isInited()) await bot.init();
    return `https://t.me/${bot.botInfo.username}?start=${encodeURIComponent(code)}`;
  };
}

/**
 * The channels notifications leave through: e-mail always, Slack always (its simulator's public
 * webhook addresses are posted over loopback), Telegram when there is a bot, and the user's signed webhooks.
 */
function notificationChannelsFor(
  config: AppConfig,
  parts: {
    readonly mailer: Mailer;
    readonly links: ChannelLinks;
    readonly clock: Clock;
    readonly telegramBot: Bot | null;
    readonly webhook: NotificationChannel;
  },
): readonly NotificationChannel[] {
  const { mailer, links, clock, telegramBot, webhook } = parts;
  const simulatorBase = `${config.publicUrl}${SLACK_SIMULATOR_PREFIX}/`;
  const deliveryUrl = (url: string) =>
    config.simulators.slack && url.startsWith(simulatorBase)
      ? `http://127.0.0.1:${config.port}${SLACK_SIMULATOR_PREFIX}/${url.slice(simulatorBase.length)}`
      : url;
  return [
    new EmailChannel(mailer, links, clock),
    new SlackChannel(links, clock, { deliveryUrl }),
    ...(telegramBot === null ? [] : [new TelegramChannel(telegramBot.api, links, clock)]),
    webhook,
  ];
}

/** A model writes proposals when OPENAI_API_KEY is set; without one the offline template writer does. */
function proposalWriterFor(config: AppConfig): ProposalWriter {
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: model } = config.raw;
  return apiKey === undefined ? new TemplateProposalWriter() : new OpenAiProposalWriter({ apiKey, baseUrl, model });
}

/** With OPENAI_API_KEY the model may adjust a queued bid's fit score, one judgement per project and skill set; without one, no adjustment. */
function fitAdjusterFor(config: AppConfig): { readonly fitAdjuster?: FitAdjuster } {
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: model } = config.raw;
  return apiKey === undefined
    ? {}
    : { fitAdjuster: new CachedFitAdjuster(new OpenAiFitAdjuster({ apiKey, baseUrl, model })) };
}

async function openPersistence(
  config: AppConfig,
  clock: Clock,
  logger: Logger,
  overrides: Partial<Adapters>,
): Promise<{
  storage: Storage;
  jobQueue: JobQueue;
  rateLimitStore: RateLimitStore;
  marketplaceBackoff: MarketplaceBackoff;
  workLeases: WorkLeases;
  webhooks: WebhookRepository;
  contactMessages: ContactMessageRepository;
  mailOutbox: MailOutbox;
  channelLinks: ChannelLinks;
}> {
  if (overrides.storage !== undefined && overrides.jobQueue !== undefined) {
    return {
      storage: overrides.storage,
      jobQueue: overrides.jobQueue,
      rateLimitStore: overrides.rateLimitStore ?? new InMemoryRateLimitStore(),
      marketplaceBackoff: overrides.marketplaceBackoff ?? new InMemoryMarketplaceBackoff(),
      workLeases: overrides.workLeases ?? new InMemoryWorkLeases(),
      webhooks: overrides.webhooks ?? new InMemoryWebhookRepository(),
      contactMessages: overrides.contactMessages ?? new InMemoryContactMessageRepository(),
      mailOutbox: overrides.mailOutbox ?? new InMemoryMailOutbox(),
      channelLinks: overrides.channelLinks ?? new InMemoryChannelLinks(),
    };
  }
  refuseToLeaveEarlierDatabaseBehind(config);
  const db = await openDatabase(config.database);
  try {
    await migrateLatest(db);
    await refuseUnreadableTokens(db, config);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const storage = overrides.storage ?? new KnexStorage(db, clock, { encryptionKey: config.encryptionKey });
  // One table queue on both databases; on Postgres its takes skip locked rows (docs/adr/0021-one-job-queue.md).
  const jobQueue = overrides.jobQueue ?? new KnexJobQueue(db, clock);
  const rateLimitStore = overrides.rateLimitStore ?? rateLimitStoreFor(config.database.dialect, db);
  // In the database on SQLite too: `npm run cli -- worker` beside the server is a second process on the same file.
  const marketplaceBackoff = overrides.marketplaceBackoff ?? new KnexMarketplaceBackoff(db);
  // In the database as well: a bid worker in another process must see which users and tokens are busy.
  const workLeases = overrides.workLeases ?? new KnexWorkLeases(db);
  const webhooks = overrides.webhooks ?? new KnexWebhookRepository(db, config.encryptionKey);
  const contactMessages = overrides.contactMessages ?? new KnexContactMessageRepository(db);
  // In the database: the CLI's worker beside the server sends mail too, and the admin reads one outbox.
  const mailOutbox = overrides.mailOutbox ?? new KnexMailOutbox(db);
  const channelLinks = overrides.channelLinks ?? new KnexChannelLinks(db, config.encryptionKey);
  return {
    storage,
    jobQueue,
    rateLimitStore,
    marketplaceBackoff,
    workLeases,
    webhooks,
    contactMessages,
    mailOutbox,
    channelLinks,
  };
}

/** Several processes may share one Postgres, so its limits live there; SQLite means one process. */
export function rateLimitStoreFor(dialect: DatabaseTarget['dialect'], db: Knex): RateLimitStore {
  return dialect === 'postgres' ? new KnexRateLimitStore(db) : new InMemoryRateLimitStore();
}

/**
 * A key that cannot open the stored Freelancer tokens stops the start, rather than every bid
 * failing later: it happens when DATA_DIR (where the key is generated) or ENCRYPTION_KEY changed
 * while the database stayed.
 */
async function refuseUnreadableTokens(db: Knex, config: AppConfig): Promise<void> {
  if (await storedTokensOpenWith(db, config.encryptionKey)) return;
  throw new ConfigError(
    `ENCRYPTION_KEY cannot decrypt the Freelancer tokens stored in this database: they were sealed with another key. Start with the ENCRYPTION_KEY they were sealed with, or with the DATA_DIR whose secrets.json holds it (DATA_DIR is now ${config.raw.DATA_DIR}).`,
  );
}

/** On Postgres, events travel through LISTEN/NOTIFY so every server process sees them. */
async function openEvents(config: AppConfig, logger: Logger): Promise<EventPublisher> {
  if (config.database.dialect !== 'postgres') return new InProcessEventPublisher();
  const events = new PostgresEventPublisher({
    connectionString: config.database.connection,
    onError: (error) => logger.warn({ err: error }, 'live events'),
  });
  await events.start();
  return events;
}

/**
 * Everything the HTTP adapter needs, taken from the runtime once at start: its use cases and what
 * HTTP uses itself. `npm start` and the API suites both build their app from it.
 */
export function resolveApiDependencies(
  runtime: Runtime,
  options: { readonly rateLimits?: RateLimits } = {},
): ApiDependencies {
  const { config } = runtime;
  return {
    useCases: runtime.useCases,
    sessions: runtime.sessions,
    resolveSession: createSessionResolver(runtime.sessionTokens, runtime.storage.users),
    events: runtime.events,
    clock: runtime.clock,
    publicUrl: config.publicUrl,
    logger: runtime.logger,
    rateLimits: options.rateLimits,
    rateLimitStore: runtime.rateLimitStore,
    trustedProxyHops: config.trustedProxyHops,
    simulated: config.simulators,
    paymentGatewayMode: runtime.paymentGateway.isSandbox ? 'sandbox' : 'live',
    checkoutOrigin: new URL(checkoutProcessUrl(config)).origin,
    liveEventCaps: { perUser: config.raw.LIVE_EVENTS_PER_USER, perProcess: config.raw.LIVE_EVENTS_PER_PROCESS },
    metrics: runtime.metrics,
    metricsToken: config.metricsToken,
  };
}
