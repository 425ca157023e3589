import { DomainError } from '../../core/domain/errors.js';
import { NO_PACING, PACES } from '../../core/domain/bidding/pacing.js';
import type { Payment } from '../../core/domain/payments/payment.js';
import type { BidBalance } from '../../core/domain/ledger/ledger.js';
import type { User } from '../../core/domain/users/user.js';
import type { Clock } from '../../core/ports/clock.port.js';
import type { EventPublisher } from '../../core/ports/event-publisher.port.js';
import type { ExchangeRates } from '../../core/ports/exchange-rates.port.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import type { Exclusive, LeaderLock } from '../../core/ports/leader-lock.port.js';
import type { ChannelLinks } from '../../core/ports/channel-links.port.js';
import type { MailOutbox } from '../../core/ports/mail-outbox.port.js';
import type { NotificationChannel } from '../../core/ports/notification-channel.port.js';
import type { Mailer } from '../../core/ports/mailer.port.js';
import type { Notifier } from '../../core/ports/notifier.port.js';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';
import type { NotificationLinks } from '../../core/ports/notification-links.port.js';
import type { Marketplace } from '../../core/ports/marketplace.port.js';
import type { PageRequest } from '../../core/ports/page.js';
import type { PasswordHasher } from '../../core/ports/password-hasher.port.js';
import type { PaymentGateway } from '../../core/ports/payment-gateway.port.js';
import type { FitAdjuster } from '../../core/ports/fit-adjuster.port.js';
import type { ProposalWriter } from '../../core/ports/proposal-writer.port.js';
import type { StoredPreferences } from '../../core/domain/notifications/notification.js';
import type { Storage } from '../../core/ports/storage.port.js';
import type { WebhookRepository } from '../../core/ports/webhook-repository.port.js';
import type { ContactMessageRepository } from '../../core/ports/contact-message-repository.port.js';
import type { WebhookTransport } from '../../core/ports/webhook-transport.port.js';
import { CreatePlan } from '../../core/use-cases/admin/plans/create-plan.js';
import { DeletePlan } from '../../core/use-cases/admin/plans/delete-plan.js';
import { UpdatePlan } from '../../core/use-cases/admin/plans/update-plan.js';
import { listOutbox, readOutboxMail } from '../../core/use-cases/admin/outbox/read-outbox.js';
import { GetAdminStats } from '../../core/use-cases/admin/stats/get-admin-stats.js';
import { GetDailyActivity } from '../../core/use-cases/admin/stats/get-daily-activity.js';
import { ChangeUserStatus } from '../../core/use-cases/admin/users/change-user-status.js';
import { DeleteUser } from '../../core/use-cases/admin/users/delete-user.js';
import { GetUserDetails } from '../../core/use-cases/admin/users/get-user-details.js';
import { ListUserBids } from '../../core/use-cases/admin/users/list-user-bids.js';
import { ListUsers } from '../../core/use-cases/admin/users/list-users.js';
import { SetAvailableBids } from '../../core/use-cases/admin/users/set-available-bids.js';
import {
  ChannelSettings,
  CompleteTelegramLink,
  type ChannelSettingsOptions,
} from '../../core/use-cases/channels/manage-channels.js';
import { ChangePassword } from '../../core/use-cases/auth/change-password.js';
import { EnsureFirstAdmin } from '../../core/use-cases/auth/ensure-first-admin.js';
import { RequestPasswordReset, ResetPassword, type ResetLink } from '../../core/use-cases/auth/password-reset.js';
import { SignOut } from '../../core/use-cases/auth/sign-out.js';
import { RegisterUser } from '../../core/use-cases/auth/register-user.js';
import { SignIn } from '../../core/use-cases/auth/sign-in.js';
import { getBiddingStats } from '../../core/use-cases/bidding/get-bidding-stats.js';
import { getAnyBidDetail, getBidDetail, getUserBidDetail } from '../../core/use-cases/bidding/get-bid-detail.js';
import { listBidLogs } from '../../core/use-cases/bidding/list-bid-logs.js';
import { ToggleAutobidding } from '../../core/use-cases/bidding/toggle-autobidding.js';
import { blockClient, unblockClient } from '../../core/use-cases/bidding/block-client.js';
import { ManageSearchProfiles } from '../../core/use-cases/bidding/search-profiles.js';
import { ManagePromptExperiments } from '../../core/use-cases/bidding/prompt-experiments.js';
import { UpdateBiddingSettings } from '../../core/use-cases/bidding/update-bidding-settings.js';
import { PreviewBiddingSettings } from '../../core/use-cases/bidding/what-if.js';
import { bidJobKeys } from '../../core/use-cases/engine/bid-job-keys.js';
import { CancelQueuedBids } from '../../core/use-cases/engine/cancel-queued-bids.js';
import { DispatchDueUsers } from '../../core/use-cases/engine/dispatch-due-users.js';
import { PaceBid } from '../../core/use-cases/engine/pace-bid.js';
import { PlaceBid } from '../../core/use-cases/engine/place-bid.js';
import { ReviewDrafts } from '../../core/use-cases/reviews/review-drafts.js';
import type { ReviewLinkClaim, ReviewLinks } from '../../core/ports/review-links.port.js';
import { PollProjectFeed } from '../../core/use-cases/engine/poll-project-feed.js';
import { AWARD_SYNC_LOCK, RunEngineTick } from '../../core/use-cases/engine/run-engine-tick.js';
import { RunUserDispatch } from '../../core/use-cases/engine/run-user-dispatch.js';
import {
  DECISION_LOG_DAYS,
  PRUNE_DECISIONS_LOCK,
  PruneDecisions,
} from '../../core/use-cases/decisions/prune-decisions.js';
import { PRUNE_JOBS_LOCK, PruneFinishedJobs } from '../../core/use-cases/jobs/prune-finished-jobs.js';
import { ExplainProject } from '../../core/use-cases/decisions/explain-project.js';
import { lastRunView, reasonCounts } from '../../core/use-cases/decisions/last-run.js';
import { listDecisions } from '../../core/use-cases/decisions/list-decisions.js';
import type { DecisionQuery } from '../../core/ports/decision-log.port.js';
import { lastUtcDays } from '../../core/domain/stats/daily-activity.js';
import { SyncAwardStatuses, type AwardSyncResult } from '../../core/use-cases/engine/sync-award-statuses.js';
import { SyncReplies, type ReplySyncResult } from '../../core/use-cases/engine/sync-replies.js';
import { GetAdminFunnel, GetFunnel } from '../../core/use-cases/analytics/get-funnel.js';
import type { FunnelWindow } from '../../core/domain/stats/funnel.js';
import { viewAdminPayments } from '../../core/use-cases/payments/admin-payment-view.js';
import { ChangePaymentStatus } from '../../core/use-cases/payments/change-payment-status.js';
import { CancelPayment } from '../../core/use-cases/payments/cancel-payment.js';
import { ExpireAbandonedCheckouts } from '../../core/use-cases/payments/expire-abandoned-checkouts.js';
import { CompletePayment } from '../../core/use-cases/payments/complete-payment.js';
import { ConfirmWithGateway } from '../../core/use-cases/payments/confirm-with-gateway.js';
import { CompleteSandboxPayment } from '../../core/use-cases/payments/complete-sandbox-payment.js';
import { CreatePayment, type CheckoutUrls } from '../../core/use-cases/payments/create-payment.js';
import { HandlePaymentNotification } from '../../core/use-cases/payments/handle-payment-notification.js';
import { ListPayments } from '../../core/use-cases/payments/list-payments.js';
import { ListOwnPayments } from '../../core/use-cases/payments/payment-history.js';
import { CheckPayment, viewUserPayment } from '../../core/use-cases/payments/user-payment.js';
import { DeliverNotification, type DeliveryResult } from '../../core/use-cases/notifications/deliver-notification.js';
import { listInbox, MarkNotificationsRead, PruneNotifications } from '../../core/use-cases/notifications/inbox.js';
import { Notify, type NotifyPayload } from '../../core/use-cases/notifications/notify.js';
import {
  FollowUnsubscribeLink,
  NotificationPreferencesUseCase,
} from '../../core/use-cases/notifications/preferences.js';
import { ReadUnsubscribeLink } from '../../core/use-cases/notifications/read-unsubscribe-link.js';
import { RemindPlanExpiry } from '../../core/use-cases/notifications/remind-plan-expiry.js';
import { SendTestNotification } from '../../core/use-cases/notifications/send-test-notification.js';
import { ExpirePlans } from '../../core/use-cases/plans/expire-plans.js';
import { ActivatePlan } from '../../core/use-cases/plans/activate-plan.js';
import { ConvertCurrency } from '../../core/use-cases/pricing/convert-currency.js';
import { PurchasePlan } from '../../core/use-cases/pricing/purchase-plan.js';
import { getFreelancerProfile, SaveFreelancerProfile } from '../../core/use-cases/profile/save-freelancer-profile.js';
import { SyncSkills } from '../../core/use-cases/profile/sync-skills.js';
import { ManagePortfolio } from '../../core/use-cases/profile/portfolio.js';
import { userUpdate } from '../../core/use-cases/users/user-update-event.js';
import { viewUser, viewUserWithBalance } from '../../core/use-cases/users/user-view.js';
import { ContactInbox, SendContactMessage } from '../../core/use-cases/contact/contact-messages.js';
import { DeliverWebhook } from '../../core/use-cases/webhooks/deliver-webhook.js';
import { ManageWebhooks, type WebhookPolicy } from '../../core/use-cases/webhooks/manage-webhooks.js';
import { createNotificationWorker } from '../jobs/notification-worker.js';
import { createLogger } from '../logging/logger.js';
import { seedDefaults } from '../storage/seed.js';

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

/** What a use-case class does, as a plain function. */
type Run<T extends { execute(...args: never[]): unknown }> = T['execute'];

/** Binds a use-case object's `execute`, so callers hold a function and never the object. */
const run = <T extends { execute(...args: never[]): unknown }>(useCase: T): Run<T> =>
  useCase.execute.bind(useCase) as Run<T>;

/** The named methods of a use-case object, each bound to it, so callers hold functions and never the object. */
function methodsOf<T extends object, K extends keyof T>(useCase: T, names: readonly K[]): { readonly [N in K]: T[N] } {
  return Object.fromEntries(
    names.map((name) => [name, (useCase[name] as (...args: unknown[]) => unknown).bind(useCase)]),
  ) as { readonly [N in K]: T[N] };
}

/**
 * Every use case a driving adapter (HTTP API, CLI, engine and bid worker, start-up) calls, bound to
 * its ports, grouped by area. Nothing outside the composition root constructs a use case: a route,
 * a command or a job takes the ones it needs from here, and reads go through here too, so no
 * driving adapter holds a repository or the clock. Its type is what the builder answers, so a use
 * case's signature is written once, in core.
 */
export type UseCases = ReturnType<typeof buildUseCases>;

/** Builds every use case over the given adapters. The composition root calls it once per process. */
export function buildUseCases(adapters: UseCaseAdapters, settings: UseCaseSettings) {
  const {
    storage,
    clock,
    events,
    hasher,
    marketplace,
    marketplaceBackoff,
    rates,
    paymentGateway,
    jobQueue,
    proposalWriter,
    leaderLock,
    mailer,
    webhooks,
    webhookTransport,
    contactMessages,
    mailOutbox,
    channelLinks,
    notificationChannels = [],
    notificationLinks,
    reviewLinks,
  } = adapters;
  const channelSettings = new ChannelSettings(
    channelLinks,
    clock,
    settings.channels ?? { slackSimulatorBase: null, telegramStartLink: null },
  );
  const channelNamed = (name: 'slack' | 'telegram'): NotificationChannel => {
    const channel = notificationChannels.find((candidate) => candidate.name === name);
    if (channel === undefined)
      throw new DomainError(
        'CHANNEL_UNAVAILABLE',
        `${name === 'slack' ? 'Slack' : 'Telegram'} is not set up on this server`,
      );
    return channel;
  };
  const paces = settings.bidPacing === false ? NO_PACING : PACES;
  // The writer the composition root chose says whether a model writes, in the project's language; the template writes in the prompt's.
  const modelWritesProposals = proposalWriter.writesAnyLanguage === true;
  const notifier = new Notify(storage, notificationChannels, jobQueue, events, clock);
  // The port alone: a caller that tells users something never reaches Notify's own ports.
  const notifierPort: Notifier = { notify: (request) => notifier.notify(request) };
  const activatePlan = new ActivatePlan(storage, clock);
  const completePayment = new CompletePayment(storage, clock, events, activatePlan, notifier);
  const confirmWithGateway = new ConfirmWithGateway(paymentGateway, completePayment, storage.payments);
  const awardSync = new SyncAwardStatuses(storage, marketplace, events, {}, { notifier, clock });
  const replySync = new SyncReplies(storage, marketplace, events, notifier);
  const funnel = new GetFunnel(storage, clock);
  const notificationPreferences = new NotificationPreferencesUseCase(storage, notificationChannels);
  const deliverNotification = run(new DeliverNotification(storage, notificationChannels, notificationLinks, notifier));
  const pruneDecisions = new PruneDecisions(storage.decisions, clock);
  const pruneFinishedJobs = new PruneFinishedJobs(jobQueue, clock);
  const engineTick = new RunEngineTick(
    leaderLock,
    new PollProjectFeed(storage, marketplace, clock, { serviceToken: settings.feedToken }),
    new DispatchDueUsers(storage, rates, jobQueue, clock, paces, modelWritesProposals),
  );
  const view = (user: User) => viewUser(storage, user, clock.now());
  const queuedBids = new CancelQueuedBids(storage, jobQueue, clock);
  const updateSettings = new UpdateBiddingSettings(storage, clock, queuedBids);
  const searchProfiles = new ManageSearchProfiles(storage, updateSettings);
  const promptExperiments = new ManagePromptExperiments(storage);
  const portfolio = new ManagePortfolio(storage.portfolio);
  const deleteUser = new DeleteUser(storage.users, storage.payments);
  const reviewDrafts = new ReviewDrafts(storage, jobQueue, clock, notifier);
  const contactInbox = new ContactInbox(contactMessages, clock);
  const manageWebhooks = new ManageWebhooks(
    webhooks,
    jobQueue,
    clock,
    settings.webhooks ?? { allowPrivateAddresses: false },
  );

  return {
    auth: {
      register: run(new RegisterUser(storage.users, hasher)),
      signIn: run(new SignIn(storage.users, hasher)),
      /** ADMIN_EMAIL / ADMIN_PASSWORD at start, and the CLI's create-admin. */
      ensureFirstAdmin: run(new EnsureFirstAdmin(storage.users, hasher)),
      signOut: run(new SignOut(storage.users)),
      changePassword: run(new ChangePassword(storage, hasher)),
      requestPasswordReset: run(new RequestPasswordReset(storage, mailer, clock, settings.resetLink)),
      resetPassword: run(new ResetPassword(storage, hasher, clock)),
    },
    users: {
      findById: (userId: string) => storage.users.findById(userId),
      /** The user with the bids derived from the ledger, as of now. */
      view,
      /** As view, with the balance read together with the user (the signed-in session's): no second read. */
      viewWithBalance: (user: User, balance: BidBalance) => viewUserWithBalance(user, balance, clock.now()),
      /** The first message of the user's live events: their state as of now. */
      liveState: async (user: User) => userUpdate(await view(user)),
    },
    bidding: {
      settings: (userId: string) => storage.settings.get(userId),
      updateSettings: run(updateSettings),
      /** Adds a client to the user's blocked clients; answers the settings. */
      blockClient: (userId: string, clientId: string) => blockClient(storage.settings, userId, clientId),
      unblockClient: (userId: string, clientId: string) => unblockClient(storage.settings, userId, clientId),
      toggleAutobidding: run(new ToggleAutobidding(storage, clock, queuedBids)),
      stats: (userId: string) => getBiddingStats(storage.bids, userId),
      logs: (userId: string, page: PageRequest) => listBidLogs(storage.bids, userId, page),
      /** One of the user's own bids, whole; BID_NOT_FOUND for another user's. */
      logDetail: (userId: string, bidId: string) => getBidDetail(storage, userId, bidId),
      /** Test Bidding: one run for this user now; the bid worker places the bids it queues. */
      runNow: run(new RunUserDispatch(storage, marketplace, rates, jobQueue, clock, paces, modelWritesProposals)),
      /** "Preview on the last 7 days": the saved and the unsaved settings replayed over the feed; writes nothing (docs/design.md#what-if). */
      whatIf: run(new PreviewBiddingSettings(storage, rates, clock, paces, modelWritesProposals)),
      /** The user's search profiles, the main one (the settings) first (docs/design.md#search-profiles). */
      profiles: methodsOf(searchProfiles, ['list', 'create', 'update', 'delete']),
      /** Prompt experiments, one per search profile (docs/design.md#prompt-experiments). */
      experiments: methodsOf(promptExperiments, ['get', 'change', 'stop', 'promote']),
    },
    /**
     * The review lane (docs/design.md#review-lane): held drafts, their decisions, and the signed
     * links' claims. `count` is the navigation's badge; `find` answers REVIEW_NOT_FOUND for another
     * user's draft.
     */
    reviews: {
      ...methodsOf(reviewDrafts, ['list', 'count', 'find', 'findByLink', 'approve', 'reject', 'expire']),
      /** The claim of a signed review link, or REVIEW_LINK_INVALID. */
      verifyLink: (token: string): ReviewLinkClaim => {
        const claim = reviewLinks?.verify(token) ?? null;
        if (claim === null)
          throw new DomainError(
            'REVIEW_LINK_INVALID',
            'This review link is invalid or has expired. Open the Review screen to decide on the draft.',
          );
        return claim;
      },
    },
    decisions: {
      /** The user's decision log, newest first, each decision with the user's bid on its project. */
      list: (userId: string, query: DecisionQuery) => listDecisions(storage, userId, query),
      /** The user's skips per reason over the log's days, most frequent first. */
      reasonCounts: async (userId: string) =>
        reasonCounts(await storage.decisions.skipCounts(userId, lastUtcDays(clock.now(), DECISION_LOG_DAYS).range)),
      lastRun: (userId: string) => lastRunView(storage, userId, clock.now()),
      /** "Why not this project?": the project checked now against the user's settings. */
      explain: run(new ExplainProject(storage, marketplace, rates, clock, modelWritesProposals)),
    },
    /** Where the user's notifications leave BidPilot (docs/design.md#channels). */
    channels: {
      ...methodsOf(channelSettings, ['list', 'setEmail', 'setSlack', 'remove', 'startTelegramLink']),
      /** A test message through the channel now; CHANNEL_DELIVERY_FAILED with the reason when it did not go. */
      sendTest: (user: User, channel: 'slack' | 'telegram') => channelSettings.sendTest(user, channelNamed(channel)),
      /** The bot received `/start CODE`: the linked user's id, or null. */
      completeTelegramLink: run(new CompleteTelegramLink(channelLinks, clock, notifierPort)),
    },
    /** The Results screens (docs/design.md#funnel). */
    analytics: {
      /** The user's funnel over the last 7, 30 or 90 UTC days. */
      funnel: (userId: string, days: FunnelWindow) => funnel.execute({ scope: { kind: 'user', userId }, days }),
      /** Everyone's funnel, or one plan's. */
      adminFunnel: run(new GetAdminFunnel(storage.plans, funnel)),
    },
    profile: {
      get: (userId: string) => getFreelancerProfile(storage.profiles, userId),
      save: run(new SaveFreelancerProfile(storage.profiles, marketplace, storage.settings, clock)),
      syncSkills: run(new SyncSkills(storage.profiles, storage.settings, marketplace, clock)),
      /** The Profile's portfolio items (docs/design.md#portfolio). */
      portfolio: methodsOf(portfolio, ['list', 'add', 'update', 'remove']),
    },
    pricing: {
      activePlans: () => storage.plans.list({ activeOnly: true }),
      activeAddons: () => storage.addons.list({ activeOnly: true }),
      purchase: run(new PurchasePlan(storage, clock, events, activatePlan)),
      convertCurrency: run(new ConvertCurrency(rates)),
    },
    payments: {
      create: run(new CreatePayment(storage, rates, paymentGateway, settings.checkoutUrls)),
      handleNotification: run(
        new HandlePaymentNotification(storage.payments, paymentGateway, completePayment, notifier),
      ),
      /** The buyer's own payment, by id or gateway reference. */
      check: run(new CheckPayment(storage, confirmWithGateway)),
      completeSandbox: run(new CompleteSandboxPayment(storage.payments, confirmWithGateway, paymentGateway)),
      /** The buyer's return from the gateway's Cancel. */
      cancel: run(new CancelPayment(storage.payments, clock)),
      viewForBuyer: (payment: Payment) => viewUserPayment(storage, payment),
      /** The buyer's own payments, newest first, a page at a time. */
      history: run(new ListOwnPayments(storage)),
    },
    admin: {
      users: {
        list: run(new ListUsers(storage, clock)),
        findByEmail: (email: string) => storage.users.findByEmail(email),
        details: run(new GetUserDetails(storage, clock)),
        changeStatus: run(new ChangeUserStatus(storage, clock, events, queuedBids)),
        setAvailableBids: run(new SetAvailableBids(storage, clock, events)),
        delete: run(deleteUser),
        /** Refuses as delete would (an admin, a user with payments), deleting nothing: the CLI asks before its question. */
        checkDeletable: (userId: string) => deleteUser.check(userId),
        bids: run(new ListUserBids(storage)),
        /** One bid of that user's, whole; USER_NOT_FOUND, or BID_NOT_FOUND for a bid of someone else's. */
        bidDetail: (userId: string, bidId: string) => getUserBidDetail(storage, userId, bidId),
        /** Any user's bid, whole, by its id alone (the CLI's `bids show`). */
        anyBidDetail: (bidId: string) => getAnyBidDetail(storage, bidId),
      },
      plans: {
        /** Every plan, active or not, in display order. */
        list: () => storage.plans.list(),
        /** A plan by id, or else by slug. */
        find: async (reference: string) =>
          (await storage.plans.findById(reference)) ?? storage.plans.findBySlug(reference),
        create: run(new CreatePlan(storage.plans)),
        update: run(new UpdatePlan(storage)),
        delete: run(new DeletePlan(storage)),
      },
      payments: {
        list: run(new ListPayments(storage)),
        changeStatus: run(new ChangePaymentStatus(storage.payments, completePayment, clock)),
        view: async (payment: Payment) => (await viewAdminPayments(storage, [payment]))[0] ?? null,
      },
      stats: run(new GetAdminStats(storage)),
      /** The daily charts: bids by status and completed payments per UTC day. */
      dailyActivity: run(new GetDailyActivity(storage, clock)),
      /** The built-in mail outbox (no SMTP_URL): the mails, newest first, and one whole. */
      outbox: {
        list: (page: PageRequest) => listOutbox(mailOutbox, page),
        read: (id: string) => readOutboxMail(mailOutbox, id),
      },
    },
    /** The signed-in user's own webhook endpoints (docs/design.md#signed-webhooks). */
    webhooks: {
      ...methodsOf(manageWebhooks, ['list', 'add', 'delete', 'sendTest', 'deliveries', 'redeliver']),
      /** Endpoints one user may keep (WEBHOOK_MAX_ENDPOINTS). */
      maxEndpoints: (): number => manageWebhooks.maxEndpoints,
    },
    /** The public contact form and the admins' inbox of it (docs/design.md#contact-messages). */
    contact: {
      send: run(
        new SendContactMessage(
          contactMessages,
          mailer,
          clock,
          settings.supportEmail ?? null,
          settings.reportContactMailFailure,
        ),
      ),
      inbox: (page: number, limit: number) => contactInbox.list({ page, limit }),
      ...methodsOf(contactInbox, ['markHandled']),
    },
    /** The scheduled and queued work: what the engine, the scheduler and the bid worker run. */
    engine: {
      /** One engine minute under the leader lock: the feed poll, then the due users' dispatch. */
      tick: run(engineTick),
      /** One award status sync under its own leader lock, so a long sync never holds up a tick. */
      syncAwards: (): Promise<Exclusive<AwardSyncResult>> =>
        leaderLock.runExclusive(AWARD_SYNC_LOCK, () => awardSync.execute()),
      /** One reply sync under the award sync's lock, so the two never change one bid at once. */
      syncReplies: (): Promise<Exclusive<ReplySyncResult>> =>
        leaderLock.runExclusive(AWARD_SYNC_LOCK, () => replySync.execute()),
      placeBid: run(
        new PlaceBid(storage, marketplace, proposalWriter, events, clock, {
          jobs: jobQueue,
          queuedBids,
          notifier,
          ...(reviewLinks === undefined ? {} : { reviewLinks }),
          ...(adapters.fitAdjuster === undefined ? {} : { fitAdjuster: adapters.fitAdjuster }),
        }),
      ),
      /** Marks held drafts past their time expired and tells their users; answers how many. */
      expireReviews: (): Promise<number> => reviewDrafts.expire(),
      /** Asked by the bid worker before placeBid: when a job must wait for the user's pace or the token's rate limit. */
      paceBid: run(new PaceBid(storage, marketplaceBackoff, clock, { paces })),
      /** The keys (user, token) the bid worker runs a job under, one job per key at a time. */
      bidJobKeys: bidJobKeys(storage.profiles),
      expirePlans: run(new ExpirePlans(storage, clock, events, queuedBids, notifier)),
      /** Cancels checkouts left a day without a word from the gateway; safe in every process (one conditional write each). */
      expireAbandonedCheckouts: run(new ExpireAbandonedCheckouts(storage.payments, clock)),
      /** `plan.expiring` a week and a day ahead. */
      remindPlanExpiry: run(new RemindPlanExpiry(storage, notifier, clock)),
      /** Keeps the inbox to 90 days and 1,000 notifications per user. */
      pruneNotifications: run(new PruneNotifications(storage, clock)),
      /** One attempt of one webhook delivery: the `webhook-delivery` worker's job. */
      deliverWebhook: run(new DeliverWebhook(webhooks, webhookTransport, jobQueue, clock, notifier)),
      /** Keeps the decision log bounded (14 days, 2,000 rows a user); hourly, one process at a time. */
      pruneDecisions: (): Promise<Exclusive<{ readonly pruned: number }>> =>
        leaderLock.runExclusive(PRUNE_DECISIONS_LOCK, () => pruneDecisions.execute()),
      /** Keeps the job table to about a day: jobs that ended more than 24 hours ago go, every 10 minutes, one process at a time. */
      pruneFinishedJobs: (): Promise<Exclusive<{ readonly pruned: number }>> =>
        leaderLock.runExclusive(PRUNE_JOBS_LOCK, () => pruneFinishedJobs.execute()),
    },
    /** The inbox, the channel choices and the deliveries (docs/design.md#notifications). */
    notifications: {
      /** What other parts tell users through: stores, announces live, queues deliveries. */
      notifier: notifierPort,
      inbox: (userId: string, page: PageRequest) => listInbox(storage, userId, page),
      markRead: run(new MarkNotificationsRead(storage, events, clock)),
      preferences: (userId: string) => notificationPreferences.get(userId),
      updatePreferences: (userId: string, changes: StoredPreferences) =>
        notificationPreferences.update(userId, changes),
      /** The mail footer's signed link: switches a kind off on a channel (or on again), without signing in. */
      followUnsubscribeLink: run(new FollowUnsubscribeLink(storage, notificationChannels, notificationLinks)),
      /** What that link names and whether it is on now, changing nothing: the page asks before following it. */
      readUnsubscribeLink: run(new ReadUnsubscribeLink(storage, notificationChannels, notificationLinks)),
      /** The CLI's `notifications test`: one test notification to one channel, queued. */
      sendTest: run(new SendTestNotification(storage, notificationChannels, jobQueue, clock)),
      /** The `notify` worker's handler: one notification to one channel. */
      deliver: deliverNotification,
      /**
       * Delivers every due notification in this process now, as the worker would, telling
       * `onSettled` each job's end; answers how many ran. The CLI's `notifications test` waits so.
       */
      deliverDue: (
        onSettled: (
          payload: NotifyPayload,
          outcome: { readonly result: DeliveryResult } | { readonly error: unknown },
        ) => void,
      ): Promise<number> =>
        createNotificationWorker({
          queue: jobQueue,
          deliver: deliverNotification,
          logger: createLogger('silent'),
          concurrency: 1,
          onSettled: (job, outcome) => onSettled(job.payload, outcome),
        }).drain(),
    },
    /** The database itself (start-up, the health route, the CLI's migrate and health): no product rule, but no driving adapter holds storage. */
    system: {
      /** Adds the default plans and add-on packs to empty tables, and says how many of each it added. */
      seedDefaults: () => seedDefaults(storage),
      /** Whether the database answers, for the health route and the CLI's health command. */
      databaseUp: (): Promise<boolean> => storage.ping(),
    },
  };
}
