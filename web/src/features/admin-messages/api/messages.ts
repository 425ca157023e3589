import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { AdminMessagesResponse, MarkMessageHandledResponse } from '@contract/contact';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';

export const MESSAGES_PAGE_SIZE = 20;

export const adminMessagesKeys = {
  all: ['admin', 'messages'] as const,
  page: (page: number) => ['admin', 'messages', page] as const,
};

/** GET /api/admin/messages: the contact form's messages, newest first, with the open count. */
export const useAdminMessages = (page: number) =>
  useQuery({
    queryKey: adminMessagesKeys.page(page),
    queryFn: ({ signal }) => api.get<AdminMessagesResponse>(`/admin/messages?page=${page}&limit=${MESSAGES_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<MarkMessageHandledResponse>(`/admin/messages/${encodeURIComponent(id)}/handled`),
    onSuccess: () => toast.success('Message marked handled'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to mark the message handled')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMessagesKeys.all }),
  });
}
