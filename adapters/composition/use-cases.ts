import type { Bid } from '../../core/domain/bidding/bid.js';
import { DomainError } from '../../core/domain/errors.js';
import { NO_PACING, PACES } from '../../core/domain/bidding/pacing.js';
import type { BiddingSettings } from '../../core/domain/bidding/settings.js';
import type { Payment } from '../../core/domain/payments/payment.js';
import type { AddonPack, Plan } from '../../core/domain/plans/plan.js';
import type { BidBalance } from '../../core/domain/ledger/ledger.js';
import type { User } from '../../core/domain/users/user.js';
import type { Clock } from '../../core/ports/clock.port.js';
import type { EventPublisher } from '../../core/ports/event-publisher.port.js';
import type { ExchangeRates } from '../../core/ports/exchange-rates.port.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import type { Exclusive, LeaderLock } from '../../core/ports/leader-lock.port.js';
import type { ChannelLinks } from '../../core/ports/channel-links.port.js';
import type { MailOutbox, OutboxMail, OutboxMailSummary } from '../../core/ports/mail-outbox.port.js';
import type { NotificationChannel } from '../../core/ports/notification-channel.port.js';
import type { Mailer } from '../../core/ports/mailer.port.js';
import type { Notifier } from '../../core/ports/notifier.port.js';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';
import type { NotificationLinks } from '../../core/ports/notification-links.port.js';
import type { ReadSelection } from '../../core/ports/notification-repository.port.js';
import type { Marketplace } from '../../core/ports/marketplace.port.js';
import type { Page, PageRequest } from '../../core/ports/page.js';
import type { PasswordHasher } from '../../core/ports/password-hasher.port.js';
import type { PaymentGateway } from '../../core/ports/payment-gateway.port.js';
import type { FitAdjuster } from '../../core/ports/fit-adjuster.port.js';
import type { ProposalWriter } from '../../core/ports/proposal-writer.port.js';
import type { StoredPreferences } from '../../core/domain/notifications/notification.js';
import type { Storage } from '../../core/ports/storage.port.js';
import type { WebhookRepository } from '../../core/ports/webhook-repository.port.js';
import type { ContactMessageRepository } from '../../core/ports/contact-message-repository.port.js';
import type { ContactMessage } from '../../core/domain/contact/contact-message.js';
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
import { ChannelSettings, CompleteTelegramLink, type ChannelSettingsOptions, type ChannelStatus, type TelegramLinkStart } from '../../core/use-cases/channels/manage-channels.js';
import { ChangePassword } from '../../core/use-cases/auth/change-password.js';
import { EnsureFirstAdmin } from '../../core/use-cases/auth/ensure-first-admin.js';
import { RequestPasswordReset, ResetPassword, type ResetLink } from '../../core/use-cases/auth/password-reset.js';
import { SignOut } from '../../core/use-cases/auth/sign-out.js';
import { RegisterUser } from '../../core/use-cases/auth/register-user.js';
import { SignIn } from '../../core/use-cases/auth/sign-in.js';
import { getBiddingStats, type BiddingStats } from '../../core/use-cases/bidding/get-bidding-stats.js';
import { getAnyBidDetail, getBidDetail, getUserBidDetail, type BidDetail } from '../../core/use-cases/bidding/get-bid-detail.js';
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
import { ReviewDrafts, type ReviewEdits } from '../../core/use-cases/reviews/review-drafts.js';
import type { ReviewDraft } from '../../core/domain/bidding/review-draft.js';
import type { ReviewLinkClaim, ReviewLinks } from '../../core/ports/review-links.port.js';
import { PollProjectFeed } from '../../core/use-cases/engine/poll-project-feed.js';
import { AWARD_SYNC_LOCK, RunEngineTick } from '../../core/use-cases/engine/run-engine-tick.js';
import { RunUserDispatch } from '../../core/use-cases/engine/run-user-dispatch.js';
import { DECISION_LOG_DAYS, PRUNE_DECISIONS_LOCK, PruneDecisions } from '../../core/use-cases/decisions/prune-decisions.js';
import { ExplainProject } from '../../core/use-cases/decisions/explain-project.js';
import { lastRunView, reasonCounts, type LastRunView, type ReasonCount } from '../../core/use-cases/decisions/last-run.js';
import type { Decision, DecisionQuery } from '../../core/ports/decision-log.port.js';
import { lastUtcDays } from '../../core/domain/stats/daily-activity.js';
import { SyncAwardStatuses, type AwardSyncResult } from '../../core/use-cases/engine/sync-award-statuses.js';
import { SyncReplies, type ReplySyncResult } from '../../core/use-cases/engine/sync-replies.js';
import { GetAdminFunnel, GetFunnel } from '../../core/use-cases/analytics/get-funnel.js';
import type { Funnel, FunnelWindow } from '../../core/domain/stats/funnel.js';
import { viewAdminPayments, type AdminPaymentView } from '../../core/use-cases/payments/admin-payment-view.js';
import { ChangePaymentStatus } from '../../core/use-cases/payments/change-payment-status.js';
import { CancelPayment } from '../../core/use-cases/payments/cancel-payment.js';
import { CompletePayment } from '../../core/use-cases/payments/complete-payment.js';
import { ConfirmWithGateway } from '../../core/use-cases/payments/confirm-with-gateway.js';
import { CompleteSandboxPayment } from '../../core/use-cases/payments/complete-sandbox-payment.js';
import { CreatePayment, type CheckoutUrls } from '../../core/use-cases/payments/create-payment.js';
import { HandlePaymentNotification } from '../../core/use-cases/payments/handle-payment-notification.js';
import { ListPayments } from '../../core/use-cases/payments/list-payments.js';
import { ListOwnPayments } from '../../core/use-cases/payments/payment-history.js';
import { CheckPayment, viewUserPayment, type UserPaymentView } from '../../core/use-cases/payments/user-payment.js';
import { DeliverNotification, type DeliveryResult } from '../../core/use-cases/notifications/deliver-notification.js';
import { listInbox, MarkNotificationsRead, PruneNotifications, type InboxPage } from '../../core/use-cases/notifications/inbox.js';
import { Notify, type NotifyPayload } from '../../core/use-cases/notifications/notify.js';
import { FollowUnsubscribeLink, NotificationPreferencesUseCase, type PreferencesView } from '../../core/use-cases/notifications/preferences.js';
import { RemindPlanExpiry } from '../../core/use-cases/notifications/remind-plan-expiry.js';
import { SendTestNotification } from '../../core/use-cases/notifications/send-test-notification.js';
import { ExpirePlans } from '../../core/use-cases/plans/expire-plans.js';
import { ActivatePlan } from '../../core/use-cases/plans/activate-plan.js';
import { ConvertCurrency } from '../../core/use-cases/pricing/convert-currency.js';
import { PurchasePlan } from '../../core/use-cases/pricing/purchase-plan.js';
import { getFreelancerProfile, SaveFreelancerProfile } from '../../core/use-cases/profile/save-freelancer-profile.js';
import { SyncSkills } from '../../core/use-cases/profile/sync-skills.js';
import { ManagePortfolio } from '../../core/use-cases/profile/portfolio.js';
import { userUpdate, type UserUpdate } from '../../core/use-cases/users/user-update-event.js';
import { viewUser, viewUserWithBalance, type UserView } from '../../core/use-cases/users/user-view.js';
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

/**
 * Every use case a driving adapter (HTTP API, CLI, engine and bid worker, start-up) calls, bound to
 * its ports, grouped by area. Nothing outside the composition root constructs a use case: a route,
 * a command or a job takes the ones it needs from here, and reads go through here too, so no
 * driving adapter holds a repository or the clock.
 */
export interface UseCases {
  readonly auth: {
    readonly register: Run<RegisterUser>;
    readonly signIn: Run<SignIn>;
    /** ADMIN_EMAIL / ADMIN_PASSWORD at start, and the CLI's create-admin. */
    readonly ensureFirstAdmin: Run<EnsureFirstAdmin>;
    readonly signOut: Run<SignOut>;
    readonly changePassword: Run<ChangePassword>;
    readonly requestPasswordReset: Run<RequestPasswordReset>;
    readonly resetPassword: Run<ResetPassword>;
  };
  readonly users: {
    readonly findById: (userId: string) => Promise<User | null>;
    /** The user with the bids derived from the ledger, as of now. */
    readonly view: (user: User) => Promise<UserView>;
    /** As view, with the balance read together with the user (the signed-in session's): no second read. */
    readonly viewWithBalance: (user: User, balance: BidBalance) => UserView;
    /** The first message of the user's live events: their state as of now. */
    readonly liveState: (user: User) => Promise<UserUpdate>;
  };
  readonly bidding: {
    readonly settings: (userId: string) => Promise<BiddingSettings>;
    readonly updateSettings: Run<UpdateBiddingSettings>;
    /** Adds a client to the user's blocked clients; answers the settings. */
    readonly blockClient: (userId: string, clientId: string) => Promise<BiddingSettings>;
    readonly unblockClient: (userId: string, clientId: string) => Promise<BiddingSettings>;
    readonly toggleAutobidding: Run<ToggleAutobidding>;
    readonly stats: (userId: string) => Promise<BiddingStats>;
    readonly logs: (userId: string, page: PageRequest) => Promise<Page<Bid>>;
    /** One of the user's own bids, whole; BID_NOT_FOUND for another user's. */
    readonly logDetail: (userId: string, bidId: string) => Promise<BidDetail>;
    /** Test Bidding: one run for this user now; the bid worker places the bids it queues. */
    readonly runNow: Run<RunUserDispatch>;
    /** "Preview on the last 7 days": the saved and the unsaved settings replayed over the feed; writes nothing (docs/design.md#what-if). */
    readonly whatIf: Run<PreviewBiddingSettings>;
    /** The user's search profiles, the main one (the settings) first (docs/design.md#search-profiles). */
    readonly profiles: {
      readonly list: ManageSearchProfiles['list'];
      readonly create: ManageSearchProfiles['create'];
      readonly update: ManageSearchProfiles['update'];
      readonly delete: ManageSearchProfiles['delete'];
    };
    /** Prompt experiments, one per search profile (docs/design.md#prompt-experiments). */
    readonly experiments: {
      readonly get: ManagePromptExperiments['get'];
      readonly change: ManagePromptExperiments['change'];
      readonly stop: ManagePromptExperiments['stop'];
      readonly promote: ManagePromptExperiments['promote'];
    };
  };
  /** The review lane (docs/design.md#review-lane): held drafts, their decisions, and the signed links' claims. */
  readonly reviews: {
    readonly list: (userId: string, page: PageRequest) => Promise<Page<ReviewDraft>>;
    /** Drafts still waiting: the navigation's badge. */
    readonly count: (userId: string) => Promise<number>;
    /** The user's draft; REVIEW_NOT_FOUND for another user's. */
    readonly find: (userId: string, id: string) => Promise<ReviewDraft>;
    readonly approve: (userId: string, id: string, edits?: ReviewEdits) => Promise<ReviewDraft>;
    readonly reject: (userId: string, id: string, options?: { readonly blockClient?: boolean }) => Promise<ReviewDraft>;
    readonly expire: () => Promise<number>;
    /** The claim of a signed review link, or REVIEW_LINK_INVALID. */
    readonly verifyLink: (token: string) => ReviewLinkClaim;
  };
  readonly decisions: {
    /** The user's decision log, newest first. */
    readonly list: (userId: string, query: DecisionQuery) => Promise<Page<Decision>>;
    /** The user's skips per reason over the log's days, most frequent first. */
    readonly reasonCounts: (userId: string) => Promise<readonly ReasonCount[]>;
    readonly lastRun: (userId: string) => Promise<LastRunView>;
    /** "Why not this project?": the project checked now against the user's settings. */
    readonly explain: Run<ExplainProject>;
  };
  /** Where the user's notifications leave BidPilot (docs/design.md#channels). */
  readonly channels: {
    readonly list: (user: User) => Promise<readonly ChannelStatus[]>;
    readonly setEmail: (user: User, enabled: boolean) => Promise<void>;
    readonly setSlack: (user: User, webhookUrl: string) => Promise<void>;
    readonly remove: (user: User, channel: 'slack' | 'telegram') => Promise<void>;
    /** A test message through the channel now; CHANNEL_DELIVERY_FAILED with the reason when it did not go. */
    readonly sendTest: (user: User, channel: 'slack' | 'telegram') => Promise<void>;
    readonly startTelegramLink: (user: User) => Promise<TelegramLinkStart>;
    /** The bot received `/start CODE`: the linked user's id, or null. */
    readonly completeTelegramLink: Run<CompleteTelegramLink>;
  };
  /** The Results screens (docs/design.md#funnel). */
  readonly analytics: {
    /** The user's funnel over the last 7, 30 or 90 UTC days. */
    readonly funnel: (userId: string, days: FunnelWindow) => Promise<Funnel>;
    /** Everyone's funnel, or one plan's. */
    readonly adminFunnel: Run<GetAdminFunnel>;
  };
  readonly profile: {
    readonly get: (userId: string) => ReturnType<typeof getFreelancerProfile>;
    readonly save: Run<SaveFreelancerProfile>;
    readonly syncSkills: Run<SyncSkills>;
    /** The Profile's portfolio items (docs/design.md#portfolio). */
    readonly portfolio: {
      readonly list: ManagePortfolio['list'];
      readonly add: ManagePortfolio['add'];
      readonly update: ManagePortfolio['update'];
      readonly remove: ManagePortfolio['remove'];
    };
  };
  readonly pricing: {
    readonly activePlans: () => Promise<readonly Plan[]>;
    readonly activeAddons: () => Promise<readonly AddonPack[]>;
    readonly purchase: Run<PurchasePlan>;
    readonly convertCurrency: Run<ConvertCurrency>;
  };
  readonly payments: {
    readonly create: Run<CreatePayment>;
    readonly handleNotification: Run<HandlePaymentNotification>;
    /** The buyer's own payment, by id or gateway reference. */
    readonly check: Run<CheckPayment>;
    readonly completeSandbox: Run<CompleteSandboxPayment>;
    /** The buyer's return from the gateway's Cancel. */
    readonly cancel: Run<CancelPayment>;
    readonly viewForBuyer: (payment: Payment) => Promise<UserPaymentView>;
    /** The buyer's own payments, newest first, a page at a time. */
    readonly history: Run<ListOwnPayments>;
  };
  readonly admin: {
    readonly users: {
      readonly list: Run<ListUsers>;
      readonly findByEmail: (email: string) => Promise<User | null>;
      readonly details: Run<GetUserDetails>;
      readonly changeStatus: Run<ChangeUserStatus>;
      readonly setAvailableBids: Run<SetAvailableBids>;
      readonly delete: Run<DeleteUser>;
      readonly bids: Run<ListUserBids>;
      /** One bid of that user's, whole; USER_NOT_FOUND, or BID_NOT_FOUND for a bid of someone else's. */
      readonly bidDetail: (userId: string, bidId: string) => Promise<BidDetail>;
      /** Any user's bid, whole, by its id alone (the CLI's `bids show`). */
      readonly anyBidDetail: (bidId: string) => Promise<BidDetail>;
    };
    readonly plans: {
      /** Every plan, active or not, in display order. */
      readonly list: () => Promise<readonly Plan[]>;
      /** A plan by id, or else by slug. */
      readonly find: (reference: string) => Promise<Plan | null>;
      readonly create: Run<CreatePlan>;
      readonly update: Run<UpdatePlan>;
      readonly delete: Run<DeletePlan>;
    };
    readonly payments: {
      readonly list: Run<ListPayments>;
      readonly changeStatus: Run<ChangePaymentStatus>;
      readonly view: (payment: Payment) => Promise<AdminPaymentView | null>;
    };
    readonly stats: Run<GetAdminStats>;
    /** The daily charts: bids by status and completed payments per UTC day. */
    readonly dailyActivity: Run<GetDailyActivity>;
    /** The built-in mail outbox (no SMTP_URL): the mails, newest first, and one whole. */
    readonly outbox: {
      readonly list: (page: PageRequest) => Promise<Page<OutboxMailSummary>>;
      readonly read: (id: string) => Promise<OutboxMail>;
    };
  };
  /** The signed-in user's own webhook endpoints (docs/design.md#signed-webhooks). */
  readonly webhooks: {
    readonly list: ManageWebhooks['list'];
    readonly add: ManageWebhooks['add'];
    readonly delete: ManageWebhooks['delete'];
    readonly sendTest: ManageWebhooks['sendTest'];
    readonly deliveries: ManageWebhooks['deliveries'];
    readonly redeliver: ManageWebhooks['redeliver'];
    /** Endpoints one user may keep (WEBHOOK_MAX_ENDPOINTS). */
    readonly maxEndpoints: () => number;
  };
  /** The public contact form and the admins' inbox of it (docs/design.md#contact-messages). */
  readonly contact: {
    readonly send: Run<SendContactMessage>;
    readonly inbox: (page: number, limit: number) => Promise<Page<ContactMessage> & { readonly open: number }>;
    readonly markHandled: ContactInbox['markHandled'];
  };
  /** The inbox, the channel choices and the deliveries (docs/design.md#notifications). */
  readonly notifications: {
    /** What other parts tell users through: stores, announces live, queues deliveries. */
    readonly notifier: Notifier;
    readonly inbox: (userId: string, page: PageRequest) => Promise<InboxPage>;
    readonly markRead: (userId: string, selection: ReadSelection) => ReturnType<MarkNotificationsRead['execute']>;
    readonly preferences: (userId: string) => Promise<PreferencesView>;
    readonly updatePreferences: (userId: string, changes: StoredPreferences) => Promise<PreferencesView>;
    /** The mail footer's signed link: switches a kind off on a channel (or on again), without signing in. */
    readonly followUnsubscribeLink: Run<FollowUnsubscribeLink>;
    /** The CLI's `notifications test`: one test notification to one channel, queued. */
    readonly sendTest: Run<SendTestNotification>;
    /** The `notify` worker's handler: one notification to one channel. */
    readonly deliver: Run<DeliverNotification>;
    /**
     * Delivers every due notification in this process now, as the worker would, telling
     * `onSettled` each job's end; answers how many ran. The CLI's `notifications test` waits so.
     */
    readonly deliverDue: (onSettled: (payload: NotifyPayload, outcome: { readonly result: DeliveryResult } | { readonly error: unknown }) => void) => Promise<number>;
  };
  /** The scheduled and queued work: what the engine, the scheduler and the bid worker run. */
  readonly engine: {
    /** One engine minute under the leader lock: the feed poll, then the due users' dispatch. */
    readonly tick: Run<RunEngineTick>;
    /** One award status sync under its own leader lock, so a long sync never holds up a tick. */
    readonly syncAwards: () => Promise<Exclusive<AwardSyncResult>>;
    /** One reply sync under the award sync's lock, so the two never change one bid at once. */
    readonly syncReplies: () => Promise<Exclusive<ReplySyncResult>>;
    readonly placeBid: Run<PlaceBid>;
    /** Asked by the bid worker before placeBid: when a job must wait for the user's pace or the token's rate limit. */
    readonly paceBid: Run<PaceBid>;
    /** The keys (user, token) the bid worker runs a job under, one job per key at a time. */
    readonly bidJobKeys: ReturnType<typeof bidJobKeys>;
    readonly expirePlans: Run<ExpirePlans>;
    /** One attempt of one webhook delivery: the `webhook-delivery` worker's job. */
    readonly deliverWebhook: Run<DeliverWebhook>;
    /** Keeps the decision log bounded (14 days, 2,000 rows a user); hourly, one process at a time. */
    readonly pruneDecisions: () => Promise<Exclusive<{ readonly pruned: number }>>;
    /** `plan.expiring` a week and a day ahead. */
    readonly remindPlanExpiry: Run<RemindPlanExpiry>;
    /** Keeps the inbox to 90 days and 1,000 notifications per user. */
    readonly pruneNotifications: Run<PruneNotifications>;
    /** Marks held drafts past their time expired and tells their users; answers how many. */
    readonly expireReviews: () => Promise<number>;
  };
  /** The database itself (start-up, the health route, the CLI's migrate and health): no product rule, but no driving adapter holds storage. */
  readonly system: {
    /** Adds the default plans and add-on packs to empty tables, and says how many of each it added. */
    readonly seedDefaults: () => ReturnType<typeof seedDefaults>;
    /** Whether the database answers, for the health route and the CLI's health command. */
    readonly databaseUp: () => Promise<boolean>;
  };
}

/** Binds a use-case object's `execute`, so callers hold a function and never the object. */
const run = <T extends { execute(...args: never[]): unknown }>(useCase: T): Run<T> => useCase.execute.bind(useCase) as Run<T>;

/** Builds every use case over the given adapters. The composition root calls it once per process. */
export function buildUseCases(adapters: UseCaseAdapters, settings: UseCaseSettings): UseCases {
  const { storage, clock, events, hasher, marketplace, marketplaceBackoff, rates, paymentGateway, jobQueue, proposalWriter, leaderLock, mailer, webhooks, webhookTransport, contactMessages, mailOutbox, channelLinks, notificationChannels = [], notificationLinks, reviewLinks } = adapters;
  const channelSettings = new ChannelSettings(channelLinks, clock, settings.channels ?? { slackSimulatorBase: null, telegramStartLink: null });
  const channelNamed = (name: 'slack' | 'telegram'): NotificationChannel => {
    const channel = notificationChannels.find((candidate) => candidate.name === name);
    if (channel === undefined) throw new DomainError('CHANNEL_UNAVAILABLE', `${name === 'slack' ? 'Slack' : 'Telegram'} is not set up on this server`);
    return channel;
  };
  const paces = settings.bidPacing === false ? NO_PACING : PACES;
  // The writer the composition root chose says whether a model writes, in the project's language; the template writes in the prompt's.
  const modelWritesProposals = proposalWriter.writesAnyLanguage === true;
  const notifier = new Notify(storage, notificationChannels, jobQueue, events, clock);
  const activatePlan = new ActivatePlan(storage, clock);
  const completePayment = new CompletePayment(storage, clock, events, activatePlan, notifier);
  const confirmWithGateway = new ConfirmWithGateway(paymentGateway, completePayment);
  const awardSync = new SyncAwardStatuses(storage, marketplace, events, {}, { notifier, clock });
  const replySync = new SyncReplies(storage, marketplace, events, notifier);
  const funnel = new GetFunnel(storage, clock);
  const notificationPreferences = new NotificationPreferencesUseCase(storage, notificationChannels);
  const deliverNotification = run(new DeliverNotification(storage, notificationChannels, notificationLinks, notifier));
  const pruneDecisions = new PruneDecisions(storage.decisions, clock);
  const engineTick = new RunEngineTick(
    leaderLock,
    new PollProjectFeed(storage, marketplace, clock, { serviceToken: settings.feedToken }),
    new DispatchDueUsers(storage, rates, jobQueue, clock, paces, modelWritesProposals),
  );
  const view = (user: User) => viewUser(storage, user, clock.now());
  const queuedBids = new CancelQueuedBids(storage, jobQueue);
  const updateSettings = new UpdateBiddingSettings(storage, clock, queuedBids);
  const searchProfiles = new ManageSearchProfiles(storage, updateSettings);
  const promptExperiments = new ManagePromptExperiments(storage);
  const portfolio = new ManagePortfolio(storage.portfolio);
  const reviewDrafts = new ReviewDrafts(storage, jobQueue, clock, notifier);
  const contactInbox = new ContactInbox(contactMessages, clock);
  const manageWebhooks = new ManageWebhooks(webhooks, jobQueue, clock, settings.webhooks ?? { allowPrivateAddresses: false });

  return {
    auth: {
      register: run(new RegisterUser(storage.users, hasher)),
      signIn: run(new SignIn(storage.users, hasher)),
      ensureFirstAdmin: run(new EnsureFirstAdmin(storage.users, hasher)),
      signOut: run(new SignOut(storage.users)),
      changePassword: run(new ChangePassword(storage, hasher)),
      requestPasswordReset: run(new RequestPasswordReset(storage, mailer, clock, settings.resetLink)),
      resetPassword: run(new ResetPassword(storage, hasher, clock)),
    },
    users: {
      findById: (userId) => storage.users.findById(userId),
      view,
      viewWithBalance: (user, balance) => viewUserWithBalance(user, balance, clock.now()),
      liveState: async (user) => userUpdate(await view(user)),
    },
    bidding: {
      settings: (userId) => storage.settings.get(userId),
      updateSettings: run(updateSettings),
      blockClient: (userId, clientId) => blockClient(storage.settings, userId, clientId),
      unblockClient: (userId, clientId) => unblockClient(storage.settings, userId, clientId),
      toggleAutobidding: run(new ToggleAutobidding(storage, clock, queuedBids)),
      stats: (userId) => getBiddingStats(storage.bids, userId),
      logs: (userId, page) => listBidLogs(storage.bids, userId, page),
      logDetail: (userId, bidId) => getBidDetail(storage, userId, bidId),
      runNow: run(new RunUserDispatch(storage, marketplace, rates, jobQueue, clock, paces, modelWritesProposals)),
      whatIf: run(new PreviewBiddingSettings(storage, rates, clock, paces, modelWritesProposals)),
      profiles: {
        list: (userId) => searchProfiles.list(userId),
        create: (user, input) => searchProfiles.create(user, input),
        update: (user, id, changes) => searchProfiles.update(user, id, changes),
        delete: (userId, id) => searchProfiles.delete(userId, id),
      },
      experiments: {
        get: (userId, profileId) => promptExperiments.get(userId, profileId),
        change: (userId, profileId, variants) => promptExperiments.change(userId, profileId, variants),
        stop: (userId, profileId) => promptExperiments.stop(userId, profileId),
        promote: (userId, variantId) => promptExperiments.promote(userId, variantId),
      },
    },
    reviews: {
      list: (userId, page) => reviewDrafts.list(userId, page),
      count: (userId) => reviewDrafts.count(userId),
      find: (userId, id) => reviewDrafts.find(userId, id),
      approve: (userId, id, edits) => reviewDrafts.approve(userId, id, edits),
      reject: (userId, id, options) => reviewDrafts.reject(userId, id, options),
      expire: () => reviewDrafts.expire(),
      verifyLink: (token) => {
        const claim = reviewLinks?.verify(token) ?? null;
        if (claim === null) throw new DomainError('REVIEW_LINK_INVALID', 'This review link is invalid or has expired. Open the Review screen to decide on the draft.');
        return claim;
      },
    },
    decisions: {
      list: (userId, query) => storage.decisions.list(userId, query),
      reasonCounts: async (userId) => reasonCounts(await storage.decisions.skipCounts(userId, lastUtcDays(clock.now(), DECISION_LOG_DAYS).range)),
      lastRun: (userId) => lastRunView(storage, userId, clock.now()),
      explain: run(new ExplainProject(storage, marketplace, rates, clock, modelWritesProposals)),
    },
    channels: {
      list: (user) => channelSettings.list(user),
      setEmail: (user, enabled) => channelSettings.setEmail(user, enabled),
      setSlack: (user, webhookUrl) => channelSettings.setSlack(user, webhookUrl),
      remove: (user, channel) => channelSettings.remove(user, channel),
      sendTest: (user, channel) => channelSettings.sendTest(user, channelNamed(channel)),
      startTelegramLink: (user) => channelSettings.startTelegramLink(user),
      completeTelegramLink: run(new CompleteTelegramLink(channelLinks, clock)),
    },
    analytics: {
      funnel: (userId, days) => funnel.execute({ scope: { kind: 'user', userId }, days }),
      adminFunnel: run(new GetAdminFunnel(storage.plans, funnel)),
    },
    profile: {
      get: (userId) => getFreelancerProfile(storage.profiles, userId),
      save: run(new SaveFreelancerProfile(storage.profiles, marketplace, storage.settings, clock)),
      syncSkills: run(new SyncSkills(storage.profiles, storage.settings, marketplace, clock)),
      portfolio: {
        list: (userId) => portfolio.list(userId),
        add: (userId, input) => portfolio.add(userId, input),
        update: (userId, id, input) => portfolio.update(userId, id, input),
        remove: (userId, id) => portfolio.remove(userId, id),
      },
    },
    pricing: {
      activePlans: () => storage.plans.list({ activeOnly: true }),
      activeAddons: () => storage.addons.list({ activeOnly: true }),
      purchase: run(new PurchasePlan(storage, clock, events, activatePlan)),
      convertCurrency: run(new ConvertCurrency(rates)),
    },
    payments: {
      create: run(new CreatePayment(storage, rates, paymentGateway, settings.checkoutUrls)),
      handleNotification: run(new HandlePaymentNotification(storage.payments, paymentGateway, completePayment, notifier)),
      check: run(new CheckPayment(storage, confirmWithGateway)),
      completeSandbox: run(new CompleteSandboxPayment(storage.payments, confirmWithGateway, paymentGateway)),
      cancel: run(new CancelPayment(storage.payments, clock)),
      viewForBuyer: (payment) => viewUserPayment(storage, payment),
      history: run(new ListOwnPayments(storage)),
    },
    admin: {
      users: {
        list: run(new ListUsers(storage)),
        findByEmail: (email) => storage.users.findByEmail(email),
        details: run(new GetUserDetails(storage, clock)),
        changeStatus: run(new ChangeUserStatus(storage, clock, events, queuedBids)),
        setAvailableBids: run(new SetAvailableBids(storage, clock, events)),
        delete: run(new DeleteUser(storage.users)),
        bids: run(new ListUserBids(storage)),
        bidDetail: (userId, bidId) => getUserBidDetail(storage, userId, bidId),
        anyBidDetail: (bidId) => getAnyBidDetail(storage, bidId),
      },
      plans: {
        list: () => storage.plans.list(),
        find: async (reference) => (await storage.plans.findById(reference)) ?? storage.plans.findBySlug(reference),
        create: run(new CreatePlan(storage.plans)),
        update: run(new UpdatePlan(storage)),
        delete: run(new DeletePlan(storage)),
      },
      payments: {
        list: run(new ListPayments(storage)),
        changeStatus: run(new ChangePaymentStatus(storage.payments, completePayment, clock)),
        view: async (payment) => (await viewAdminPayments(storage, [payment]))[0] ?? null,
      },
      stats: run(new GetAdminStats(storage)),
      dailyActivity: run(new GetDailyActivity(storage, clock)),
      outbox: {
        list: (page) => listOutbox(mailOutbox, page),
        read: (id) => readOutboxMail(mailOutbox, id),
      },
    },
    webhooks: {
      list: (userId) => manageWebhooks.list(userId),
      add: (userId, url) => manageWebhooks.add(userId, url),
      delete: (userId, endpointId) => manageWebhooks.delete(userId, endpointId),
      sendTest: (userId, endpointId) => manageWebhooks.sendTest(userId, endpointId),
      deliveries: (userId, endpointId, page) => manageWebhooks.deliveries(userId, endpointId, page),
      redeliver: (userId, endpointId, deliveryId) => manageWebhooks.redeliver(userId, endpointId, deliveryId),
      maxEndpoints: () => manageWebhooks.maxEndpoints,
    },
    contact: {
      send: run(new SendContactMessage(contactMessages, mailer, clock, settings.supportEmail ?? null, settings.reportContactMailFailure)),
      inbox: (page, limit) => contactInbox.list({ page, limit }),
      markHandled: (id) => contactInbox.markHandled(id),
    },
    engine: {
      tick: run(engineTick),
      syncAwards: () => leaderLock.runExclusive(AWARD_SYNC_LOCK, () => awardSync.execute()),
      syncReplies: () => leaderLock.runExclusive(AWARD_SYNC_LOCK, () => replySync.execute()),
      placeBid: run(new PlaceBid(storage, marketplace, proposalWriter, events, clock, { jobs: jobQueue, queuedBids, notifier, ...(reviewLinks === undefined ? {} : { reviewLinks }), ...(adapters.fitAdjuster === undefined ? {} : { fitAdjuster: adapters.fitAdjuster }) })),
      expireReviews: () => reviewDrafts.expire(),
      paceBid: run(new PaceBid(storage, marketplaceBackoff, clock, { paces })),
      bidJobKeys: bidJobKeys(storage.profiles),
      expirePlans: run(new ExpirePlans(storage, clock, events, queuedBids, notifier)),
      remindPlanExpiry: run(new RemindPlanExpiry(storage, notifier, clock)),
      pruneNotifications: run(new PruneNotifications(storage, clock)),
      deliverWebhook: run(new DeliverWebhook(webhooks, webhookTransport, jobQueue, clock, notifier)),
      pruneDecisions: () => leaderLock.runExclusive(PRUNE_DECISIONS_LOCK, () => pruneDecisions.execute()),
    },
    notifications: {
      notifier: { notify: (request) => notifier.notify(request) },
      inbox: (userId, page) => listInbox(storage, userId, page),
      markRead: run(new MarkNotificationsRead(storage, events, clock)),
      preferences: (userId) => notificationPreferences.get(userId),
      updatePreferences: (userId, changes) => notificationPreferences.update(userId, changes),
      followUnsubscribeLink: run(new FollowUnsubscribeLink(storage, notificationChannels, notificationLinks)),
      sendTest: run(new SendTestNotification(storage, notificationChannels, jobQueue, clock)),
      deliver: deliverNotification,
      deliverDue: (onSettled) =>
        createNotificationWorker({ queue: jobQueue, deliver: deliverNotification, logger: createLogger('silent'), concurrency: 1, onSettled: (job, outcome) => onSettled(job.payload, outcome) }).drain(),
    },
    system: {
      seedDefaults: () => seedDefaults(storage),
      databaseUp: () => storage.ping(),
    },
  };
}
