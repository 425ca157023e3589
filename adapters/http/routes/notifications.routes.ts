import type Router from '@koa/router';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_LABELS,
} from '../../../core/domain/notifications/notification.js';
import {
  MarkReadBody,
  NotificationsQuery,
  UnsubscribeBody,
  UpdatePreferencesBody,
  notificationPagination,
  toNotificationResponse,
  toPreferencesResponse,
  type MarkReadResponse,
  type NotificationsResponse,
  type PreferencesResponse,
  type UnsubscribeResponse,
} from '../../../contract/notifications.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { publicLinkLimit } from '../middleware/public-link-limit.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** The signed-in user's inbox and channel choices, and the mail footer's unsubscribe link (docs/design.md#notifications). */
export function notificationsRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn, anyone } = apiRoutes(deps.resolveSession);
  const notifications = deps.useCases.notifications;

  signedIn.on(endpoints.notifications.list, async (ctx) => {
    const { page, limit } = NotificationsQuery.parse(ctx.query);
    const inbox = await notifications.inbox(ctx.state.user.id, { page, limit });
    ctx.body = {
      success: true,
      notifications: inbox.items.map(toNotificationResponse),
      unreadCount: inbox.unreadCount,
      pagination: notificationPagination(page, limit, inbox.total),
    } satisfies NotificationsResponse;
  });

  signedIn.on(endpoints.notifications.markRead, async (ctx) => {
    const body = MarkReadBody.parse(ctx.request.body);
    const { marked, unreadCount } = await notifications.markRead(
      ctx.state.user.id,
      'all' in body ? { all: true } : { ids: body.ids },
    );
    ctx.body = { success: true, marked, unreadCount } satisfies MarkReadResponse;
  });

  signedIn.on(endpoints.notifications.preferences, async (ctx) => {
    ctx.body = toPreferencesResponse(await notifications.preferences(ctx.state.user.id)) satisfies PreferencesResponse;
  });

  signedIn.on(endpoints.notifications.updatePreferences, async (ctx) => {
    const { preferences } = UpdatePreferencesBody.parse(ctx.request.body);
    ctx.body = toPreferencesResponse(
      await notifications.updatePreferences(ctx.state.user.id, preferences),
    ) satisfies PreferencesResponse;
  });

  // No session: the link in a mail footer must work where the user is not signed in; its signed token is the authority.
  anyone.on(endpoints.notifications.unsubscribe, publicLinkLimit(deps, 'unsubscribe'), async (ctx) => {
    const { token, subscribe } = UnsubscribeBody.parse(ctx.request.body);
    const { target, subscribed } = await notifications.followUnsubscribeLink(token, subscribe);
    ctx.body = {
      success: true,
      kind: target.kind,
      kindLabel: NOTIFICATION_KIND_LABELS[target.kind],
      channel: target.channel,
      channelLabel: NOTIFICATION_CHANNEL_LABELS[target.channel],
      subscribed,
    } satisfies UnsubscribeResponse;
  });

  return router;
}
