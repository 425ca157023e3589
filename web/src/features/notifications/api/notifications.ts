import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkReadBody, NotificationsResponse, UpdatePreferencesBody } from '@contract/notifications';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_KEY } from '@/lib/notifications-key';

/** The inbox's page size on the list page. */
export const INBOX_PAGE_SIZE = 20;

export const notificationKeys = {
  all: NOTIFICATIONS_KEY,
  page: (page: number) => [...NOTIFICATIONS_KEY, 'page', page] as const,
  unread: [...NOTIFICATIONS_KEY, 'unread'] as const,
  preferences: [...NOTIFICATIONS_KEY, 'preferences'] as const,
};

export const getNotifications = (page: number, limit: number, signal?: AbortSignal): Promise<NotificationsResponse> =>
  api.call(endpoints.notifications.list, { query: { page, limit }, signal });

/** One page of the inbox; the page being read stays on screen until the next arrives. */
export const useNotifications = (page: number) =>
  useQuery({
    queryKey: notificationKeys.page(page),
    queryFn: ({ signal }) => getNotifications(page, INBOX_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

/** The bell's count: the smallest page of the inbox, refreshed whenever the live stream says the inbox changed. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.notifications.list, { query: { limit: 1 }, signal })).unreadCount,
  });

/** Marks some (or all) read; every inbox query reads again, the bell among them. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => api.call(endpoints.notifications.markRead, { body }),
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(notificationKeys.unread, unreadCount);
      return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}

export const usePreferences = () =>
  useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api.call(endpoints.notifications.preferences, { signal }),
  });

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferencesBody) => api.call(endpoints.notifications.updatePreferences, { body }),
    onSuccess: (response) => queryClient.setQueryData(notificationKeys.preferences, response),
  });
}

/** The mail footer's link: what it names and whether that is on now. Reading it changes nothing (a mail scanner may open it). */
export const useUnsubscribeLink = (token: string) =>
  useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'unsubscribe-link', token],
    queryFn: ({ signal }) => api.call(endpoints.notifications.unsubscribeLink, { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });

/** The mail footer's link, once the user clicks: switches the kind off on the channel (or on again, `subscribe`), no sign-in needed. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (body: { readonly token: string; readonly subscribe: boolean }) =>
      api.call(endpoints.notifications.unsubscribe, { body }),
  });
