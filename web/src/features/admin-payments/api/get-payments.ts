import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentsResponse } from '@contract/admin-payments';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

/** The spec's page size for payments. */
export const PAYMENTS_PAGE_SIZE = 20;

export interface PaymentFilters {
  readonly page: number;
  readonly search: string;
  /** '' for every status. */
  readonly status: string;
  /** '' for every method. */
  readonly paymentMethod: string;
}

export const adminPaymentsKeys = {
  all: ['admin', 'payments'] as const,
  list: (filters: PaymentFilters) => ['admin', 'payments', filters] as const,
};

/** page, limit=20, and search, status, paymentMethod only when they hold something. */
export function paymentsQuery(filters: PaymentFilters) {
  const given = (value: string) => (value === '' ? undefined : value);
  return {
    page: filters.page,
    limit: PAYMENTS_PAGE_SIZE,
    search: given(filters.search.trim()),
    status: given(filters.status),
    paymentMethod: given(filters.paymentMethod),
  };
}

export const getAdminPayments = (filters: PaymentFilters, signal?: AbortSignal): Promise<AdminPaymentsResponse> =>
  api.call(endpoints.adminPayments.list, { query: paymentsQuery(filters), signal });

export const adminPaymentsQueryOptions = (filters: PaymentFilters) =>
  queryOptions({
    queryKey: adminPaymentsKeys.list(filters),
    queryFn: ({ signal }) => getAdminPayments(filters, signal),
  });

/** A new page or filter keeps the previous rows on screen until its answer arrives. */
export const useAdminPayments = (filters: PaymentFilters) =>
  useQuery({ ...adminPaymentsQueryOptions(filters), placeholderData: keepPreviousData });
