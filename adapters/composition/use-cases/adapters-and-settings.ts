import type { Clock } from '../../../core/ports/clock.port.js';
import type { EventPublisher } from '../../../core/ports/event-publisher.port.js';
import type { ExchangeRates } from '../../../core/ports/exchange-rates.port.js';
import type { JobQueue } from '../../../core/ports/job-queue.port.js';
import type { LeaderLock } from '../../../core/ports/leader-lock.port.js';
import type { ChannelLinks } from '../../../core/ports/channel-links.port.js';
import type { MailOutbox } from '../../../core/ports/mail-outbox.port.js';
import type { NotificationChannel } from '../../../core/ports/notification-channel.port.js';
import type { Mailer } from '../../../core/ports/mailer.port.js';
import type { MarketplaceBackoff } from '../../../core/ports/marketplace-backoff.port.js';
import type { NotificationLinks } from '../../../core/ports/notification-links.port.js';
import type { Marketplace } from '../../../core/ports/marketplace.port.js';
import type { PasswordHasher } from '../../../core/ports/password-hasher.port.js';
import type { PaymentGateway } from '../../../core/ports/payment-gateway.port.js';
import type { FitAdjuster } from '../../../core/ports/fit-adjuster.port.js';
import type { ProposalWriter } from '../../../core/ports/proposal-writer.port.js';
import type { ReviewLinks } from '../../../core/ports/review-links.port.js';
import type { Storage } from '../../../core/ports/storage.port.js';
import type { WebhookRepository } from '../../../core/ports/webhook-repository.port.js';
import type { ContactMessageRepository } from '../../../core/ports/contact-message-repository.port.js';
import type { WebhookTransport } from '../../../core/ports/webhook-transport.port.js';
import type { ChannelSettingsOptions } from '../../../core/use-cases/channels/manage-channels.js';
import type { ResetLink } from '../../../core/use-cases/auth/password-reset.js';
import type { CheckoutUrls } from '../../../core/use-cases/payments/create-payment.js';
import type { WebhookPolicy } from '../../../core/use-cases/webhooks/manage-webhooks.js';

/** The ports the use cases run on: one adapter each, chosen by the composition root (or a test's fakes). */
export interface UseCaseAdapters {
  readonly clock: Clock;
  readonly storage: Storage;
  readonly jobQueue: JobQueue;
  readonly events: EventPublisher;
  readonly hasher: PasswordHasher;
  readonly marketplace: Marketplace;
  /** Rate-limit backoffs per marketplace token, shared by the processes on one database; the marketplace adapter writes them. */
  readonly marketplaceBackoff: MarketplaceBackoff;
  readonly rates: ExchangeRates;
  readonly paymentGateway: PaymentGateway;
  readonly proposalWriter: ProposalWriter;
  /** Present when a language model is configured: it may adjust queued bids' fit scores. */
  readonly fitAdjuster?: FitAdjuster;
  /** Keeps the engine's runs to one process among those sharing a database. */
  readonly leaderLock: LeaderLock;
  /** Password reset e-mails. */
  readonly mailer: Mailer;
  /** Users' webhook endpoints (secrets sealed) and their delivery log. */
  readonly webhooks: WebhookRepository;
  /** Signs and POSTs one webhook attempt. */
  readonly webhookTransport: WebhookTransport;
  /** What the public contact form sent, for the admin inbox. */
  readonly contactMessages: ContactMessageRepository;
  /** The built-in outbox the mailer writes to without SMTP_URL; an admin reads it. */
  readonly mailOutbox: MailOutbox;
  /** Each user's channel targets (Slack webhook, Telegram chat) and link codes. */
  readonly channelLinks: ChannelLinks;
  /** The channels that leave BidPilot (e-mail, Slack, Telegram when the server has a bot): the notification job delivers through them. */
  readonly notificationChannels?: readonly NotificationChannel[];
  /** Absolute app links and signed unsubscribe links in what the channels send. */
  readonly notificationLinks: NotificationLinks;
  /** The signed approve and reject links of review notifications; without them the notifications carry none and every link is refused. */
  readonly reviewLinks?: ReviewLinks;
}

/** The configuration values some use cases take besides their ports. */
export interface UseCaseSettings {
  /** Where the gateway sends the buyer back and posts its notification, per payment (the HTTP adapter's routes under PUBLIC_URL). */
  readonly checkoutUrls: CheckoutUrls;
  /** MARKETPLACE_FEED_TOKEN: the token the shared project feed is read with; an active user's when absent. */
  readonly feedToken?: string;
  /** BID_PACING=off: every bid as soon as it is queued (tests and demos in real time); paced by default. */
  readonly bidPacing?: boolean;
  /** The web app's reset page for a password reset token (under PUBLIC_URL). */
  readonly resetLink: ResetLink;
  /** Which webhook URLs users may add and how many; production's rules (https, no private address, 5 endpoints) when absent. */
  readonly webhooks?: WebhookPolicy;
  /** SUPPORT_EMAIL: where contact-form messages are mailed; stored for the admin inbox only when absent. */
  readonly supportEmail?: string;
  /** Told when mailing a contact message to SUPPORT_EMAIL failed (the message is stored all the same). */
  readonly reportContactMailFailure?: (error: unknown) => void;
  /** Where the Slack simulator takes webhooks and how the bot's start link is made; no simulator and no Telegram when absent. */
  readonly channels?: ChannelSettingsOptions;
}
