import { http, HttpResponse } from 'msw';
import type {
  MarkReadResponse,
  NotificationResponse,
  NotificationsResponse,
  PreferencesResponse,
} from '@contract/notifications';
import { NOTIFICATION_CHANNEL_OPTIONS, NOTIFICATION_KIND_OPTIONS } from '@contract/notifications';
import { apiUrl } from './handlers';

export const testNotification = (overrides: Partial<NotificationResponse> = {}): NotificationResponse => ({
  id: 'n-1',
  kind: 'bid.awarded',
  title: 'You won “Build a React dashboard”',
  body: 'The client awarded you the project. Accept it on Freelancer, or Freelancer revokes the award.',
  link: '/bid-logs/bid-1',
  data: { bidId: 'bid-1', acceptBy: new Date(Date.now() + (2 * 24 + 4) * 3600_000 + 30 * 60_000).toISOString() },
  createdAt: '2026-03-01T10:00:00.000Z',
  readAt: null,
  review: null,
  ...overrides,
});

/** GET /notifications answering these (page 1 of as many as `total` says); the bell asks with limit=1. */
export const notificationsHandler = (
  notifications: readonly NotificationResponse[] = [],
  total = notifications.length,
) =>
  http.get(apiUrl('/notifications'), ({ request }) => {
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const page = Number(url.searchParams.get('page') ?? 1);
    const unreadCount = notifications.filter((n) => n.readAt === null).length;
    const items = notifications.slice((page - 1) * limit, page * limit);
    return HttpResponse.json<NotificationsResponse>({
      success: true,
      notifications: items,
      unreadCount,
      pagination: { current: page, pages: Math.ceil(total / limit), total, limit },
    });
  });

/** POST /notifications/read, recording what was sent. */
export const markReadHandler = (
  sent: unknown[],
  answer: MarkReadResponse = { success: true, marked: 1, unreadCount: 0 },
) =>
  http.post(apiUrl('/notifications/read'), async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json<MarkReadResponse>(answer);
  });

export const testPreferences = (overrides: Partial<PreferencesResponse> = {}): PreferencesResponse => ({
  success: true,
  preferences: Object.fromEntries(
    NOTIFICATION_KIND_OPTIONS.map(({ kind }) => [kind, kind === 'bid.awarded' ? ['inapp', 'email'] : ['inapp']]),
  ),
  linked: ['inapp', 'email'],
  kinds: NOTIFICATION_KIND_OPTIONS,
  channels: NOTIFICATION_CHANNEL_OPTIONS,
  ...overrides,
});
