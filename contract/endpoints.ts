import type { OutboxMailDetailResponse, OutboxQuery, OutboxResponse } from './admin-outbox.js';
import type {
  AdminPaymentsQuery,
  AdminPaymentsResponse,
  ChangePaymentStatusResponse,
  PaymentStatusBody,
} from './admin-payments.js';
import type {
  AdminPlansResponse,
  CreatePlanBody,
  CreatePlanResponse,
  DeletePlanResponse,
  UpdatePlanBody,
  UpdatePlanResponse,
} from './admin-plans.js';
import type { AdminDailyStatsResponse, AdminStatsResponse, DailyStatsQuery } from './admin-stats.js';
import type {
  AvailableBidsBody,
  ChangeUserStatusResponse,
  DeleteUserResponse,
  GetUserDetailsResponse,
  SetAvailableBidsResponse,
  UserBidsQuery,
  UserBidsResponse,
  UserStatusBody,
  UsersQuery,
  UsersResponse,
} from './admin-users.js';
import type { AdminFunnelQuery, AdminFunnelResponse, FunnelQuery, FunnelResponse } from './analytics.js';
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  LoginBody,
  LoginResponse,
  LogoutResponse,
  MeResponse,
  RefreshResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  ResetPasswordResponse,
} from './auth.js';
import type { BidDetailResponse } from './bid-detail.js';
import type {
  BidLogsQuery,
  BidLogsResponse,
  BiddingStatsResponse,
  BlockedClientsResponse,
  GetSettingsResponse,
  ToggleResponse,
  TriggerBiddingResponse,
  UpdateSettingsBody,
  UpdateSettingsResponse,
} from './bidding.js';
import type { MessageResponse } from './common.js';
import type {
  AdminMessagesQuery,
  AdminMessagesResponse,
  ContactBody,
  ContactResponse,
  MarkMessageHandledResponse,
} from './contact.js';
import type { ConvertResponse } from './currency.js';
import type { EventsQuery, LiveEventMessage } from './events.js';
import type { HealthResponse, ReadyResponse } from './health.js';
import type { DecisionsQuery, DecisionsResponse, ExplainQuery, ExplainResponse, LastRunResponse } from './decisions.js';
import type {
  ChannelsResponse,
  EmailChannelBody,
  SlackChannelBody,
  TelegramLinkResponse,
} from './notification-channels.js';
import type {
  MarkReadBody,
  MarkReadResponse,
  NotificationsQuery,
  NotificationsResponse,
  OneClickUnsubscribeBody,
  PreferencesResponse,
  UnsubscribeBody,
  UnsubscribeQuery,
  UnsubscribeResponse,
  UpdatePreferencesBody,
} from './notifications.js';
import type {
  CancelPaymentResponse,
  CompleteSimpleResponse,
  CreatePaymentBody,
  CreatePaymentResponse,
  GatewayReferenceQuery,
  PaymentHistoryQuery,
  PaymentHistoryResponse,
  PaymentNotifyResponse,
  PaymentStatusResponse,
  VerifyPaymentBody,
  VerifyPaymentResponse,
} from './payments.js';
import type { PortfolioItemBody, PortfolioItemResponse, PortfolioResponse } from './portfolio.js';
import type { AddonsResponse, PlansResponse, PurchaseBody, PurchaseResponse } from './pricing.js';
import type {
  FreelancerProfileBody,
  FreelancerProfileResponse,
  SaveFreelancerProfileResponse,
  SyncSkillsResponse,
} from './profile.js';
import type { ExperimentQuery, ExperimentResponse, PutExperimentBody } from './prompt-experiments.js';
import type {
  ApproveReviewBody,
  RejectReviewBody,
  ReviewCountResponse,
  ReviewDecisionResponse,
  ReviewLinkBody,
  ReviewLinkQuery,
  ReviewLinkResponse,
  ReviewsQuery,
  ReviewsResponse,
} from './reviews.js';
import type { CreateProfileBody, ProfileResponse, ProfilesResponse, UpdateProfileBody } from './search-profiles.js';
import type {
  CreateWebhookBody,
  CreateWebhookResponse,
  WebhookDeliveriesQuery,
  WebhookDeliveriesResponse,
  WebhookDeliveryQueuedResponse,
  WebhooksResponse,
} from './webhooks.js';
import type { BlockClientBody } from './what-gets-bid-settings.js';
import type { WhatIfBody, WhatIfResponse } from './what-if.js';
import { del, get, patch, post, put } from './endpoint.js';

/**
 * Every call of the product API, by feature: the Koa routes register by these rows and the web
 * calls by them, so each path is spelled here and nowhere else (docs/adr/0007-one-spelling-per-api-path.md).
 * Rows sharing a path stay in the order the server registers them.
 */
export const endpoints = {
  /** Read with fetch, not the api client: a degraded server answers 503 with the same body. */
  health: {
    health: get('/api/health').returns<HealthResponse>(),
    ready: get('/api/ready').returns<ReadyResponse>(),
  },
  /** Server-sent events, each one's data a LiveEventMessage, opened with EventSource (which cannot send a header, hence the query token). */
  events: {
    stream: get('/api/events').query<EventsQuery>().returns<LiveEventMessage>(),
  },
  auth: {
    register: post('/api/auth/register').body<RegisterBody>().returns<RegisterResponse>(),
    login: post('/api/auth/login').body<LoginBody>().returns<LoginResponse>(),
    me: get('/api/auth/me').returns<MeResponse>(),
    refresh: post('/api/auth/refresh').returns<RefreshResponse>(),
    logout: post('/api/auth/logout').returns<LogoutResponse>(),
    changePassword: post('/api/auth/change-password').body<ChangePasswordBody>().returns<ChangePasswordResponse>(),
    forgotPassword: post('/api/auth/forgot-password').body<ForgotPasswordBody>().returns<ForgotPasswordResponse>(),
    resetPassword: post('/api/auth/reset-password').body<ResetPasswordBody>().returns<ResetPasswordResponse>(),
  },
  bidding: {
    settings: get('/api/bidding/settings').returns<GetSettingsResponse>(),
    updateSettings: put('/api/bidding/settings').body<UpdateSettingsBody>().returns<UpdateSettingsResponse>(),
    blockClient: post('/api/bidding/blocked-clients').body<BlockClientBody>().returns<BlockedClientsResponse>(),
    unblockClient: del('/api/bidding/blocked-clients/:clientId').returns<BlockedClientsResponse>(),
    toggle: patch('/api/bidding/toggle').returns<ToggleResponse>(),
    stats: get('/api/bidding/stats').returns<BiddingStatsResponse>(),
    logs: get('/api/bidding/logs').query<BidLogsQuery>().returns<BidLogsResponse>(),
    log: get('/api/bidding/logs/:id').returns<BidDetailResponse>(),
    trigger: post('/api/bidding-process/trigger').returns<TriggerBiddingResponse>(),
    whatIf: post('/api/bidding/what-if').body<WhatIfBody>().returns<WhatIfResponse>(),
  },
  decisions: {
    list: get('/api/bidding/decisions').query<DecisionsQuery>().returns<DecisionsResponse>(),
    lastRun: get('/api/bidding/last-run').returns<LastRunResponse>(),
    explain: get('/api/bidding/explain').query<ExplainQuery>().returns<ExplainResponse>(),
  },
  searchProfiles: {
    list: get('/api/bidding/profiles').returns<ProfilesResponse>(),
    create: post('/api/bidding/profiles').body<CreateProfileBody>().returns<ProfileResponse>(),
    update: put('/api/bidding/profiles/:id').body<UpdateProfileBody>().returns<ProfileResponse>(),
    delete: del('/api/bidding/profiles/:id').returns<MessageResponse>(),
  },
  promptExperiments: {
    get: get('/api/bidding/experiments').query<ExperimentQuery>().returns<ExperimentResponse>(),
    put: put('/api/bidding/experiments').body<PutExperimentBody>().returns<ExperimentResponse>(),
    stop: del('/api/bidding/experiments').query<ExperimentQuery>().returns<ExperimentResponse>(),
    promote: post('/api/bidding/experiments/:variantId/promote').returns<ExperimentResponse>(),
  },
  reviews: {
    list: get('/api/reviews').query<ReviewsQuery>().returns<ReviewsResponse>(),
    count: get('/api/reviews/count').returns<ReviewCountResponse>(),
    approve: post('/api/reviews/:id/approve').body<ApproveReviewBody>().returns<ReviewDecisionResponse>(),
    reject: post('/api/reviews/:id/reject').body<RejectReviewBody>().returns<ReviewDecisionResponse>(),
    link: get('/api/review-links').query<ReviewLinkQuery>().returns<ReviewLinkResponse>(),
    confirmLink: post('/api/review-links/confirm').body<ReviewLinkBody>().returns<ReviewDecisionResponse>(),
  },
  analytics: {
    funnel: get('/api/analytics/funnel').query<FunnelQuery>().returns<FunnelResponse>(),
    adminFunnel: get('/api/admin/analytics/funnel').query<AdminFunnelQuery>().returns<AdminFunnelResponse>(),
  },
  profile: {
    freelancerProfile: get('/api/users/freelancer-profile').returns<FreelancerProfileResponse>(),
    saveFreelancerProfile: put('/api/users/freelancer-profile')
      .body<FreelancerProfileBody>()
      .returns<SaveFreelancerProfileResponse>(),
    syncSkills: post('/api/users/syncskills').returns<SyncSkillsResponse>(),
  },
  portfolio: {
    list: get('/api/users/portfolio').returns<PortfolioResponse>(),
    add: post('/api/users/portfolio').body<PortfolioItemBody>().returns<PortfolioItemResponse>(),
    update: put('/api/users/portfolio/:id').body<PortfolioItemBody>().returns<PortfolioItemResponse>(),
    delete: del('/api/users/portfolio/:id').returns<MessageResponse>(),
  },
  adminPlans: {
    list: get('/api/admin/pricing-plans').returns<AdminPlansResponse>(),
    create: post('/api/admin/pricing-plans').body<CreatePlanBody>().returns<CreatePlanResponse>(),
    update: put('/api/admin/pricing-plans/:id').body<UpdatePlanBody>().returns<UpdatePlanResponse>(),
    delete: del('/api/admin/pricing-plans/:id').returns<DeletePlanResponse>(),
  },
  adminPayments: {
    list: get('/api/admin/payments').query<AdminPaymentsQuery>().returns<AdminPaymentsResponse>(),
    changeStatus: patch('/api/admin/payments/:paymentId/status')
      .body<PaymentStatusBody>()
      .returns<ChangePaymentStatusResponse>(),
  },
  adminStats: {
    stats: get('/api/admin/stats').returns<AdminStatsResponse>(),
    daily: get('/api/admin/stats/daily').query<DailyStatsQuery>().returns<AdminDailyStatsResponse>(),
  },
  adminUsers: {
    list: get('/api/admin/users').query<UsersQuery>().returns<UsersResponse>(),
    changeStatus: patch('/api/admin/users/:id/status').body<UserStatusBody>().returns<ChangeUserStatusResponse>(),
    delete: del('/api/admin/users/:id').returns<DeleteUserResponse>(),
    details: get('/api/admin/users/:userId').returns<GetUserDetailsResponse>(),
    setAvailableBids: patch('/api/admin/users/:userId/bids')
      .body<AvailableBidsBody>()
      .returns<SetAvailableBidsResponse>(),
    bids: get('/api/admin/users/:userId/bids').query<UserBidsQuery>().returns<UserBidsResponse>(),
    bid: get('/api/admin/users/:userId/bids/:bidId').returns<BidDetailResponse>(),
  },
  adminOutbox: {
    list: get('/api/admin/outbox').query<OutboxQuery>().returns<OutboxResponse>(),
    mail: get('/api/admin/outbox/:mailId').returns<OutboxMailDetailResponse>(),
  },
  pricing: {
    plans: get('/api/pricing/plans').returns<PlansResponse>(),
    addons: get('/api/pricing/addons').returns<AddonsResponse>(),
    purchase: post('/api/pricing/purchase').body<PurchaseBody>().returns<PurchaseResponse>(),
  },
  payments: {
    /** PayFast's notification (ITN): a form the gateway posts, read raw for its signature. */
    notify: post('/api/payments/notify').returns<PaymentNotifyResponse>(),
    create: post('/api/payments/create-payment').body<CreatePaymentBody>().returns<CreatePaymentResponse>(),
    verify: post('/api/payments/verify-payment').body<VerifyPaymentBody>().returns<VerifyPaymentResponse>(),
    status: get('/api/payments/status/:paymentId').query<GatewayReferenceQuery>().returns<PaymentStatusResponse>(),
    completeSimple: post('/api/payments/complete-simple/:paymentId')
      .query<GatewayReferenceQuery>()
      .returns<CompleteSimpleResponse>(),
    cancel: post('/api/payments/cancel/:paymentId').returns<CancelPaymentResponse>(),
    history: get('/api/payments/history').query<PaymentHistoryQuery>().returns<PaymentHistoryResponse>(),
  },
  currency: {
    convert: get('/api/currency/convert/:from/:to/:amount').returns<ConvertResponse>(),
  },
  notifications: {
    list: get('/api/notifications').query<NotificationsQuery>().returns<NotificationsResponse>(),
    markRead: post('/api/notifications/read').body<MarkReadBody>().returns<MarkReadResponse>(),
    preferences: get('/api/notifications/preferences').returns<PreferencesResponse>(),
    updatePreferences: put('/api/notifications/preferences')
      .body<UpdatePreferencesBody>()
      .returns<PreferencesResponse>(),
    unsubscribe: post('/api/notifications/unsubscribe').body<UnsubscribeBody>().returns<UnsubscribeResponse>(),
    unsubscribeLink: get('/api/notifications/unsubscribe').query<UnsubscribeQuery>().returns<UnsubscribeResponse>(),
    /** RFC 8058: the mail's List-Unsubscribe address; the mail client posts `List-Unsubscribe=One-Click` as a form. */
    oneClickUnsubscribe: post('/api/notifications/unsubscribe/one-click')
      .query<UnsubscribeQuery>()
      .body<OneClickUnsubscribeBody>()
      .returns<UnsubscribeResponse>(),
    /** The same address opened in a browser: 302 to the web page that asks first; changes nothing. */
    oneClickUnsubscribePage: get('/api/notifications/unsubscribe/one-click').query<UnsubscribeQuery>().returns<never>(),
  },
  channels: {
    list: get('/api/notifications/channels').returns<ChannelsResponse>(),
    setEmail: put('/api/notifications/channels/email').body<EmailChannelBody>().returns<ChannelsResponse>(),
    setSlack: put('/api/notifications/channels/slack').body<SlackChannelBody>().returns<ChannelsResponse>(),
    removeSlack: del('/api/notifications/channels/slack').returns<ChannelsResponse>(),
    testSlack: post('/api/notifications/channels/slack/test').returns<MessageResponse>(),
    linkTelegram: post('/api/notifications/channels/telegram/link').returns<TelegramLinkResponse>(),
    testTelegram: post('/api/notifications/channels/telegram/test').returns<MessageResponse>(),
    unlinkTelegram: del('/api/notifications/channels/telegram').returns<ChannelsResponse>(),
  },
  webhooks: {
    list: get('/api/webhooks').returns<WebhooksResponse>(),
    create: post('/api/webhooks').body<CreateWebhookBody>().returns<CreateWebhookResponse>(),
    delete: del('/api/webhooks/:id').returns<MessageResponse>(),
    test: post('/api/webhooks/:id/test').returns<WebhookDeliveryQueuedResponse>(),
    deliveries: get('/api/webhooks/:id/deliveries')
      .query<WebhookDeliveriesQuery>()
      .returns<WebhookDeliveriesResponse>(),
    redeliver: post('/api/webhooks/:id/deliveries/:deliveryId/redeliver').returns<WebhookDeliveryQueuedResponse>(),
  },
  contact: {
    send: post('/api/contact').body<ContactBody>().returns<ContactResponse>(),
    messages: get('/api/admin/messages').query<AdminMessagesQuery>().returns<AdminMessagesResponse>(),
    markHandled: post('/api/admin/messages/:id/handled').returns<MarkMessageHandledResponse>(),
  },
} as const;
