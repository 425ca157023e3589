import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentHistoryResponse } from '@contract/payments';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './query-keys';

/** Ten payments a page, the same page size as the bid logs. */
export const PAYMENT_HISTORY_PAGE_SIZE = 10;

export const getPaymentHistory = (page: number, signal?: AbortSignal): Promise<PaymentHistoryResponse> =>
  api.call(endpoints.payments.history, { query: { page, limit: PAYMENT_HISTORY_PAGE_SIZE }, signal });

/** One page of the buyer's own payments; the page being read keeps the previous one on screen until it arrives. */
export const usePaymentHistory = (page: number) =>
  useQuery({
    queryKey: subscriptionKeys.historyPage(page),
    queryFn: ({ signal }) => getPaymentHistory(page, signal),
    placeholderData: keepPreviousData,
  });
