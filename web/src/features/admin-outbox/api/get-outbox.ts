import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxMailDetailResponse, OutboxResponse } from '@contract/admin-outbox';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

/** Twenty mails a page. */
export const OUTBOX_PAGE_SIZE = 20;

export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  page: (page: number) => ['admin', 'outbox', 'page', page] as const,
  mail: (mailId: string) => ['admin', 'outbox', 'mail', mailId] as const,
};

export const getOutbox = (page: number, signal?: AbortSignal): Promise<OutboxResponse> =>
  api.call(endpoints.adminOutbox.list, { query: { page, limit: OUTBOX_PAGE_SIZE }, signal });

export const getOutboxMail = (mailId: string, signal?: AbortSignal): Promise<OutboxMailDetailResponse> =>
  api.call(endpoints.adminOutbox.mail, { params: { mailId }, signal });

/** A page of the outbox; a new page keeps the previous rows on screen until it arrives. */
export const useOutbox = (page: number) =>
  useQuery({
    queryKey: outboxKeys.page(page),
    queryFn: ({ signal }) => getOutbox(page, signal),
    placeholderData: keepPreviousData,
  });

/** One mail whole. Mails never change once kept. */
export const useOutboxMail = (mailId: string) =>
  useQuery({
    queryKey: outboxKeys.mail(mailId),
    queryFn: ({ signal }) => getOutboxMail(mailId, signal),
    staleTime: Infinity,
  });
