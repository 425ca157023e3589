import { beforeEach, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../core/ports/password-hasher.port.js';
import { FixedClock } from '../testing/fixed-clock.js';
import { InProcessEventPublisher } from '../events/in-process-event-publisher.js';
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.js';
import { TemplateProposalWriter } from '../llm/template-proposal-writer.js';
import { FakeProposalWriter } from '../testing/fake-proposal-writer.js';
import { createLogger } from '../logging/logger.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { InMemoryChannelLinks } from '../storage/memory/in-memory-channel-links.js';
import { InMemoryMailOutbox } from '../storage/memory/in-memory-mail-outbox.js';
import { InProcessLeaderLock } from '../locks/in-process-leader-lock.js';
import { FakeMarketplace } from '../testing/fake-marketplace.js';
import { InMemoryMarketplaceBackoff } from '../rate-limits/in-memory-marketplace-backoff.js';
import { InMemoryWebhookRepository } from '../storage/memory/in-memory-webhook-repository.js';
import { RecordingWebhookTransport } from '../testing/recording-webhook-transport.js';
import { InMemoryContactMessageRepository } from '../storage/memory/in-memory-contact-message-repository.js';
import { FakePaymentGateway } from '../testing/fake-payment-gateway.js';
import { FixedExchangeRates } from '../testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../storage/memory/in-memory-storage.js';
import { seedDefaults } from '../storage/seed.js';
import { buildUseCases, type UseCases } from './use-cases.js';
import type { UseCaseAdapters } from './use-cases/adapters-and-settings.js';
import { SignedNotificationLinks } from '../notifications/signed-notification-links.js';

// Argon2 is the real adapter's business (and slow); the use cases only need a hasher's contract.
const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (hash, password) => hash === `plain:${password}`,
};

const checkoutUrls = (paymentId: string) => ({
  returnUrl: `https://bidpilot.test/payment/success?payment_id=${paymentId}`,
  cancelUrl: `https://bidpilot.test/payment/cancel?payment_id=${paymentId}`,
  notifyUrl: 'https://bidpilot.test/notify',
});

/** Every leaf of the use-case tree, with its path: each must be a function a driving adapter calls. */
function leaves(tree: object, path = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? leaves(value, `${path}${key}.`) : [[`${path}${key}`, value]],
  );
}

describe('buildUseCases over the in-memory fakes', () => {
  let clock: FixedClock;
  let adapters: UseCaseAdapters & {
    readonly paymentGateway: FakePaymentGateway;
    readonly leaderLock: InProcessLeaderLock;
  };
  let useCases: UseCases;

  beforeEach(async () => {
    clock = new FixedClock('2026-03-01T10:00:00.000Z');
    const storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    adapters = {
      clock,
      storage,
      jobQueue: new InMemoryJobQueue(clock),
      events: new InProcessEventPublisher(),
      hasher: plainHasher,
      marketplace: new FakeMarketplace(),
      marketplaceBackoff: new InMemoryMarketplaceBackoff(),
      webhooks: new InMemoryWebhookRepository(),
      webhookTransport: new RecordingWebhookTransport(),
      contactMessages: new InMemoryContactMessageRepository(),
      rates: new FixedExchangeRates(),
      paymentGateway: new FakePaymentGateway(),
      proposalWriter: new FakeProposalWriter(),
      leaderLock: new InProcessLeaderLock(),
      ...offlineChannels(clock),
      notificationLinks: new SignedNotificationLinks(
        'https://bidpilot.test',
        'a-test-secret-of-thirty-two-characters',
        clock,
      ),
    };
    useCases = buildUseCases(adapters, {
      checkoutUrls,
      resetLink: (token) => `https://bidpilot.test/reset-password?token=${token}`,
    });
  });

  it('exposes every use case as a function, so no caller holds a use-case object or a port', () => {
    const tree = leaves(useCases);
    expect(tree.length).toBeGreaterThan(40);
    expect(tree.filter(([, value]) => typeof value !== 'function').map(([path]) => path)).toEqual([]);
  });

  it('registers, signs in and shows a user through the bound use cases', async () => {
    const registered = await useCases.auth.register({
      name: 'Ada',
      email: 'Ada@Example.com',
      password: 'Str0ng!Passw0rd',
    });
    const signedIn = await useCases.auth.signIn({ email: 'ada@example.com', password: 'Str0ng!Passw0rd' });
    expect(signedIn.id).toBe(registered.id);
    expect(await useCases.users.findById(registered.id)).toMatchObject({ email: 'ada@example.com' });
    expect(await useCases.users.view(registered)).toMatchObject({ availableBids: 0, unlimitedBids: false });
    expect(await useCases.users.liveState(registered)).toMatchObject({ availableBids: 0 });
  });

  it('lets an admin grant bids that the user then sees, over one shared storage and clock', async () => {
    const admin = await adapters.storage.users.create({
      name: 'Root',
      email: 'root@example.com',
      passwordHash: 'x',
      role: 'admin',
    });
    const user = await useCases.auth.register({ name: 'Bo', email: 'bo@example.com', password: 'Str0ng!Passw0rd' });
    await useCases.admin.users.setAvailableBids({ actor: admin, userId: user.id, availableBids: 7 });
    expect((await useCases.users.view(user)).availableBids).toBe(7);
    expect((await useCases.admin.users.list({ page: 1, limit: 10 })).total).toBe(2);
    expect(await useCases.admin.users.findByEmail('bo@example.com')).toMatchObject({ id: user.id });
  });

  it('finds a plan by id or by slug', async () => {
    const [plan] = await useCases.admin.plans.list();
    expect(plan).toBeDefined();
    expect(await useCases.admin.plans.find(plan!.id)).toMatchObject({ id: plan!.id });
    expect(await useCases.admin.plans.find(plan!.slug)).toMatchObject({ id: plan!.id });
    expect(await useCases.admin.plans.find('no-such-plan')).toBeNull();
  });

  it('tells the rules whether a model writes from the writer it was given: the template writer bids only in English for a user without languages', async () => {
    const user = await useCases.auth.register({ name: 'Di', email: 'di@example.com', password: 'Str0ng!Passw0rd' });
    await adapters.storage.settings.update(user.id, { skills: ['React.js'] });
    const project = {
      id: '40100777',
      title: 'Build a dashboard',
      description: 'Des graphiques et une API REST.',
      url: 'https://www.freelancer.com/projects/react-js/dashboard-40100777',
      type: 'fixed' as const,
      currency: 'USD',
      budgetMin: 250,
      budgetMax: 750,
      bidCount: 3,
      skills: ['React.js'],
      postedAt: clock.now(),
      kinds: [],
      ownerId: '81234567',
      isOpen: true,
      language: 'fr',
    };
    await adapters.storage.feed.addNew([project], clock.now());
    const languageRule = async (cases: UseCases) =>
      (await cases.decisions.explain(user, project.id)).rules.find((rule) => rule.code === 'LANGUAGE_MISMATCH')?.passed;

    expect(await languageRule(useCases)).toBe(true);
    expect(
      await languageRule(
        buildUseCases(
          { ...adapters, proposalWriter: new TemplateProposalWriter() },
          { checkoutUrls, resetLink: () => '' },
        ),
      ),
    ).toBe(false);
  });

  it('builds checkouts with the checkout addresses it was given', async () => {
    const user = await useCases.auth.register({ name: 'Cy', email: 'cy@example.com', password: 'Str0ng!Passw0rd' });
    const [plan] = await useCases.pricing.activePlans();
    const { payment } = await useCases.payments.create({ user, planId: plan!.slug, billingType: 'monthly' });
    expect(adapters.paymentGateway.checkouts.at(-1)?.urls).toEqual(checkoutUrls(payment.paymentId));
  });

  it('runs the engine tick and the award sync under the leader lock it was given', async () => {
    expect(await useCases.engine.tick()).toMatchObject({ leader: true });
    expect(await useCases.engine.syncAwards()).toMatchObject({ ran: true });
    const held = await adapters.leaderLock.runExclusive('bidpilot:engine', () => useCases.engine.tick());
    expect(held).toEqual({ ran: true, value: { leader: false } });
    const syncing = await adapters.leaderLock.runExclusive('bidpilot:award-sync', () => useCases.engine.syncAwards());
    expect(syncing).toEqual({ ran: true, value: { ran: false } });
  });
});

/** The mailer on an outbox in memory, as without SMTP_URL, and channel links in memory with no channel to deliver through. */
function offlineChannels(clock: FixedClock) {
  const mailOutbox = new InMemoryMailOutbox();
  return {
    mailOutbox,
    mailer: new OutboxMailer(mailOutbox, { from: 'no-reply@bidpilot.test', clock, logger: createLogger('silent') }),
    channelLinks: new InMemoryChannelLinks(),
    notificationChannels: [],
  };
}
