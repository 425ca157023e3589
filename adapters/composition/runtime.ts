import type { Bot } from 'grammy';
import type { NotificationChannel } from '../../core/ports/notification-channel.port.js';
import type { RateLimitStore } from '../../core/ports/rate-limit-store.port.js';
import type { WorkLeases } from '../../core/ports/work-leases.port.js';
import { WebhookChannel } from '../../core/use-cases/webhooks/webhook-channel.js';
import { Argon2PasswordHasher } from '../auth/argon2-password-hasher.js';
import { SystemClock } from '../clock/system-clock.js';
import type { AppConfig } from '../config/app-config.js';
import type { ApiDependencies, RateLimits } from '../http/api-dependencies.js';
import { createSessionResolver } from '../http/auth/session-resolver.js';
import { SessionTokens } from '../http/auth/session-tokens.js';
import { Sessions } from '../http/auth/sessions.js';
import { createLogger, type Logger } from '../logging/logger.js';
import type { BidPilotMetrics } from '../metrics/bidpilot-metrics.js';
import { MeteredMarketplace } from '../metrics/metered-marketplace.js';
import { SignedNotificationLinks } from '../notifications/signed-notification-links.js';
import { SignedReviewLinks } from '../notifications/signed-review-links.js';
import { LiveExchangeRates } from '../rates/live-exchange-rates.js';
import { meteredChannels, meteredUseCases, metricsFor } from './metering.js';
import { leaderLockFor, openEvents } from './multi-process.js';
import { mailerFor, notificationChannelsFor, telegramBotFor } from './notification-channels.js';
import { fitAdjusterFor, marketplaceFor, proposalWriterFor, webhookTransportFor } from './outside-services.js';
import { checkoutProcessUrl, payFastGatewayFor } from './payment-gateway.js';
import { openPersistence } from './persistence.js';
import { useCaseSettingsFor } from './use-case-settings.js';
import { buildUseCases, type UseCases } from './use-cases.js';
import type { UseCaseAdapters } from './use-cases/adapters-and-settings.js';

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
  const adapters = await openAdapters(config, overrides);
  const { logger, clock, telegramBot, metrics, storage, jobQueue, events, leaderLock } = adapters;
  const sessionTokens = new SessionTokens(config.jwtSecret, clock);
  const sessions = new Sessions(sessionTokens, storage.users, clock);
  const useCases = meteredUseCases(
    buildUseCases(
      {
        ...adapters,
        ...(overrides.fitAdjuster !== undefined ? { fitAdjuster: overrides.fitAdjuster } : fitAdjusterFor(config)),
        reviewLinks: overrides.reviewLinks ?? new SignedReviewLinks(config.publicUrl, config.jwtSecret, clock),
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

/** Every adapter: the override a test gave, or else the one the configuration asks for. */
async function openAdapters(config: AppConfig, overrides: Partial<Adapters>) {
  const logger = overrides.logger ?? createLogger(config.logLevel, undefined, config.logFormat);
  const clock = overrides.clock ?? new SystemClock();
  // Without PAYFAST_URL the real PayFast adapter talks to the built-in PayFast simulator main.ts mounts.
  // Built before anything opens, so a PayFast misconfiguration leaves no connection behind.
  const paymentGateway = overrides.paymentGateway ?? payFastGatewayFor(config);
  const persistence = await openPersistence(config, clock, logger, overrides);
  const { jobQueue, marketplaceBackoff, webhooks, mailOutbox, channelLinks } = persistence;
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
  const proposalWriter = overrides.proposalWriter ?? proposalWriterFor(config);
  const leaderLock = overrides.leaderLock ?? leaderLockFor(config, logger);
  const notificationLinks =
    overrides.notificationLinks ?? new SignedNotificationLinks(config.publicUrl, config.jwtSecret, clock);
  return {
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
