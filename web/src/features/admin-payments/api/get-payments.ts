import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentsResponse } from '@contract/admin-payments';
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
export function paymentsQuery(filters: PaymentFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(PAYMENTS_PAGE_SIZE) });
  const optional = { search: filters.search.trim(), status: filters.status, paymentMethod: filters.paymentMethod };
  for (const [name, value] of Object.entries(optional)) if (value !== '') params.set(name, value);
  return params.toString();
}

export const getAdminPayments = (filters: PaymentFilters, signal?: AbortSignal): Promise<AdminPaymentsResponse> =>
  api.get<AdminPaymentsResponse>(`/admin/payments?${paymentsQuery(filters)}`, { signal });

export const adminPaymentsQueryOptions = (filters: PaymentFilters) =>
  queryOptions({ queryKey: adminPaymentsKeys.list(filters), queryFn: ({ signal }) => getAdminPayments(filters, signal) });

/** A new page or filter keeps the previous rows on screen until its answer arrives. */
export const useAdminPayments = (filters: PaymentFilters) => useQuery({ ...adminPaymentsQueryOptions(filters), placeholderData: keepPreviousData });
