import type Router from '@koa/router';
import { validationFailed } from '../../../core/domain/errors.js';
import { UNSUBSCRIBE_PATH } from '../../notifications/signed-notification-links.js';
import {
  MarkReadBody,
  NotificationsQuery,
  OneClickUnsubscribeBody,
  UnsubscribeBody,
  UnsubscribeQuery,
  UpdatePreferencesBody,
  notificationPagination,
  toNotificationResponse,
  toPreferencesResponse,
  toUnsubscribeResponse,
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
  // One limit for all four: the page reads, the page acts, the mail client's one-click, its browser fallback.
  const linkLimit = publicLinkLimit(deps, 'unsubscribe');

  // Reading changes nothing: a mail scanner may open the page, which asks before it acts.
  anyone.on(endpoints.notifications.unsubscribeLink, linkLimit, async (ctx) => {
    const { token } = UnsubscribeQuery.parse(ctx.query);
    ctx.body = toUnsubscribeResponse(await notifications.readUnsubscribeLink(token)) satisfies UnsubscribeResponse;
  });

  anyone.on(endpoints.notifications.unsubscribe, linkLimit, async (ctx) => {
    const { token, subscribe } = UnsubscribeBody.parse(ctx.request.body);
    ctx.body = toUnsubscribeResponse(
      await notifications.followUnsubscribeLink(token, subscribe),
    ) satisfies UnsubscribeResponse;
  });

  // RFC 8058: a mail client posts List-Unsubscribe=One-Click, which a link scanner's GET never does.
  // It SHOULD post it as multipart/form-data, which is taken unread (the signed token says what to
  // stop; only a POST acts), and MAY as a urlencoded form, which must say exactly that.
  anyone.on(endpoints.notifications.oneClickUnsubscribe, linkLimit, async (ctx) => {
    const { token } = UnsubscribeQuery.parse(ctx.query);
    const form = ctx.is('application/x-www-form-urlencoded', 'multipart/form-data');
    if (form === false || form === null)
      throw validationFailed('Send the form body List-Unsubscribe=One-Click (multipart/form-data or urlencoded)');
    if (form === 'application/x-www-form-urlencoded') OneClickUnsubscribeBody.parse(ctx.request.body);
    ctx.body = toUnsubscribeResponse(
      await notifications.followUnsubscribeLink(token, false),
    ) satisfies UnsubscribeResponse;
  });

  // A client without one-click opens the address in a browser: the page that asks first.
  anyone.on(endpoints.notifications.oneClickUnsubscribePage, linkLimit, (ctx) => {
    const { token } = UnsubscribeQuery.parse(ctx.query);
    ctx.redirect(`${deps.publicUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`);
  });

  return router;
}
