import type { MessageResponse } from './common.js';
import { del, get, post, put } from './endpoint.js';
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
  CreateWebhookBody,
  CreateWebhookResponse,
  WebhookDeliveriesQuery,
  WebhookDeliveriesResponse,
  WebhookDeliveryQueuedResponse,
  WebhooksResponse,
} from './webhooks.js';

/** The rows of contract/endpoints.ts for what the product tells a user: the inbox and its preferences, the channels, webhooks. */
export const notificationEndpoints = {
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
} as const;
