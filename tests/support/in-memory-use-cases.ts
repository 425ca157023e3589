import { buildUseCases, type UseCases } from '../../adapters/composition/use-cases.js';
import type { UseCaseAdapters } from '../../adapters/composition/use-cases/adapters-and-settings.js';
import { Argon2PasswordHasher } from '../../adapters/auth/argon2-password-hasher.js';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../adapters/events/in-process-event-publisher.js';
import { InMemoryJobQueue } from '../../adapters/testing/in-memory-job-queue.js';
import { FakeProposalWriter } from '../../adapters/testing/fake-proposal-writer.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { OutboxMailer } from '../../adapters/mail/outbox-mailer.js';
import { InMemoryChannelLinks } from '../../adapters/storage/memory/in-memory-channel-links.js';
import { InMemoryMailOutbox } from '../../adapters/storage/memory/in-memory-mail-outbox.js';
import { InProcessLeaderLock } from '../../adapters/locks/in-process-leader-lock.js';
import { FakeMarketplace } from '../../adapters/testing/fake-marketplace.js';
import { InMemoryMarketplaceBackoff } from '../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { InMemoryWebhookRepository } from '../../adapters/storage/memory/in-memory-webhook-repository.js';
import { RecordingWebhookTransport } from '../../adapters/testing/recording-webhook-transport.js';
import { InMemoryContactMessageRepository } from '../../adapters/storage/memory/in-memory-contact-message-repository.js';
import { FakePaymentGateway } from '../../adapters/testing/fake-payment-gateway.js';
import { FixedExchangeRates } from '../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../adapters/storage/seed.js';
import { SignedNotificationLinks } from '../../adapters/notifications/signed-notification-links.js';

/** Every port on its in-memory adapter or fake, over one fixed clock: nothing here opens a database, a socket or a file. */
export interface InMemoryAdapters extends UseCaseAdapters {
  readonly clock: FixedClock;
  readonly storage: InMemoryStorage;
  readonly jobQueue: InMemoryJobQueue;
  readonly mailer: OutboxMailer;
  /** Where the mailer's mails go: tests read them back (`sentTo`). */
  readonly mailOutbox: InMemoryMailOutbox;
  readonly channelLinks: InMemoryChannelLinks;
}

export function inMemoryAdapters(clock = new FixedClock('2026-03-01T10:00:00.000Z')): InMemoryAdapters {
  const mailOutbox = new InMemoryMailOutbox();
  return {
    clock,
    storage: new InMemoryStorage(clock),
    jobQueue: new InMemoryJobQueue(clock),
    events: new InProcessEventPublisher(),
    hasher: new Argon2PasswordHasher(),
    marketplace: new FakeMarketplace(),
    marketplaceBackoff: new InMemoryMarketplaceBackoff(),
    webhooks: new InMemoryWebhookRepository(),
    webhookTransport: new RecordingWebhookTransport(),
    contactMessages: new InMemoryContactMessageRepository(),
    rates: new FixedExchangeRates(),
    paymentGateway: new FakePaymentGateway(),
    proposalWriter: new FakeProposalWriter(),
    leaderLock: new InProcessLeaderLock(),
    mailer: new OutboxMailer(mailOutbox, { from: 'no-reply@bidpilot.test', clock, logger: createLogger('silent') }),
    mailOutbox,
    channelLinks: new InMemoryChannelLinks(),
    notificationChannels: [],
    notificationLinks: new SignedNotificationLinks(
      'http://bidpilot.test',
      'a-test-secret-of-thirty-two-characters',
      clock,
    ),
  };
}

const checkoutUrls = (paymentId: string) => ({
  returnUrl: `http://bidpilot.test/payment/success?payment_id=${paymentId}`,
  cancelUrl: `http://bidpilot.test/payment/cancel?payment_id=${paymentId}`,
  notifyUrl: 'http://bidpilot.test/api/payments/notify',
});

/** The composition root's use cases over the in-memory adapters, with the default plans and packs seeded as `npm start` seeds them. */
export async function inMemoryUseCases(
  adapters = inMemoryAdapters(),
): Promise<{ readonly adapters: InMemoryAdapters; readonly useCases: UseCases }> {
  await seedDefaults(adapters.storage);
  return {
    adapters,
    useCases: buildUseCases(adapters, {
      checkoutUrls,
      resetLink: (token) => `http://bidpilot.test/reset-password?token=${token}`,
    }),
  };
}
