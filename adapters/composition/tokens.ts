import type { ServiceIdentifier } from 'inversify';
import type { Clock } from '../../core/ports/clock.port.js';
import type { EventPublisher } from '../../core/ports/event-publisher.port.js';
import type { ExchangeRates } from '../../core/ports/exchange-rates.port.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import type { Bot } from 'grammy';
import type { ChannelLinks } from '../../core/ports/channel-links.port.js';
import type { MailOutbox } from '../../core/ports/mail-outbox.port.js';
import type { NotificationChannel } from '../../core/ports/notification-channel.port.js';
import type { Mailer } from '../../core/ports/mailer.port.js';
import type { LeaderLock } from '../../core/ports/leader-lock.port.js';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';
import type { Marketplace } from '../../core/ports/marketplace.port.js';
import type { PaymentGateway } from '../../core/ports/payment-gateway.port.js';
import type { PasswordHasher } from '../../core/ports/password-hasher.port.js';
import type { ProposalWriter } from '../../core/ports/proposal-writer.port.js';
import type { RateLimitStore } from '../../core/ports/rate-limit-store.port.js';
import type { Storage } from '../../core/ports/storage.port.js';
import type { WorkLeases } from '../../core/ports/work-leases.port.js';
import type { WebhookRepository } from '../../core/ports/webhook-repository.port.js';
import type { WebhookTransport } from '../../core/ports/webhook-transport.port.js';
import type { ContactMessageRepository } from '../../core/ports/contact-message-repository.port.js';
import type { AppConfig } from '../config/app-config.js';
import type { SessionTokens } from '../http/auth/session-tokens.js';
import type { Sessions } from '../http/auth/sessions.js';
import type { Logger } from '../logging/logger.js';
import type { BidPilotMetrics } from '../metrics/bidpilot-metrics.js';
import type { UseCases } from './use-cases.js';
import type { NotificationLinks } from '../../core/ports/notification-links.port.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`bidpilot.${name}`);

export const TOKENS = {
  Config: token<AppConfig>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  Storage: token<Storage>('Storage'),
  JobQueue: token<JobQueue>('JobQueue'),
  Events: token<EventPublisher>('Events'),
  Hasher: token<PasswordHasher>('Hasher'),
  Marketplace: token<Marketplace>('Marketplace'),
  MarketplaceBackoff: token<MarketplaceBackoff>('MarketplaceBackoff'),
  Rates: token<ExchangeRates>('Rates'),
  PaymentGateway: token<PaymentGateway>('PaymentGateway'),
  SessionTokens: token<SessionTokens>('SessionTokens'),
  Sessions: token<Sessions>('Sessions'),
  ProposalWriter: token<ProposalWriter>('ProposalWriter'),
  Mailer: token<Mailer>('Mailer'),
  /** The built-in outbox (no SMTP_URL); bound with SMTP too, where it simply stays empty. */
  MailOutbox: token<MailOutbox>('MailOutbox'),
  ChannelLinks: token<ChannelLinks>('ChannelLinks'),
  /** The channels that leave BidPilot (e-mail, Slack, Telegram when there is a bot), for the notification job. */
  NotificationChannels: token<readonly NotificationChannel[]>('NotificationChannels'),
  /** grammY's bot (real or on the simulator), or null: the link bot polls with it, the Telegram channel sends with it. */
  TelegramBot: token<Bot | null>('TelegramBot'),
  RateLimitStore: token<RateLimitStore>('RateLimitStore'),
  LeaderLock: token<LeaderLock>('LeaderLock'),
  /** The bid worker's user and token keys, shared by every worker process on the database. */
  WorkLeases: token<WorkLeases>('WorkLeases'),
  Webhooks: token<WebhookRepository>('Webhooks'),
  WebhookTransport: token<WebhookTransport>('WebhookTransport'),
  ContactMessages: token<ContactMessageRepository>('ContactMessages'),
  /** The `webhook` notification channel, for the notifier's delivery job to fan out through. */
  WebhookChannel: token<NotificationChannel>('WebhookChannel'),
  NotificationLinks: token<NotificationLinks>('NotificationLinks'),
  /** The Prometheus metrics of this process's work, in a registry of their own. */
  Metrics: token<BidPilotMetrics>('Metrics'),
  /** Built once, on first use, over the adapters bound here. */
  UseCases: token<UseCases>('UseCases'),
} as const;
