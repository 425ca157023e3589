import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { endpoints } from '@contract/endpoints';
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
    queryFn: ({ signal }) =>
      api.call(endpoints.contact.messages, { query: { page, limit: MESSAGES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.contact.markHandled, { params: { id } }),
    onSuccess: () => toast.success('Message marked handled'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to mark the message handled')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMessagesKeys.all }),
  });
}
