import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DecisionsResponse } from '@contract/decisions';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

export const DECISIONS_PAGE_SIZE = 20;

export type DecisionOutcomeFilter = 'queued' | 'skipped' | 'held';

/** What the Skipped tab lists: a page, an outcome (skipped unless chosen) and a reason, if picked. */
export interface DecisionFilters {
  readonly page: number;
  readonly outcome: DecisionOutcomeFilter | 'all';
  readonly reason: string | null;
}

export const decisionsKeys = {
  all: ['decisions'] as const,
  list: (filters: DecisionFilters) => ['decisions', filters.page, filters.outcome, filters.reason] as const,
};

export function decisionsQuery(filters: DecisionFilters) {
  return {
    page: filters.page,
    limit: DECISIONS_PAGE_SIZE,
    outcome: filters.outcome === 'all' ? undefined : filters.outcome,
    reason: filters.reason ?? undefined,
  };
}

export const getDecisions = (filters: DecisionFilters, signal?: AbortSignal): Promise<DecisionsResponse> =>
  api.call(endpoints.decisions.list, { query: decisionsQuery(filters), signal });

export const decisionsQueryOptions = (filters: DecisionFilters) =>
  queryOptions({ queryKey: decisionsKeys.list(filters), queryFn: ({ signal }) => getDecisions(filters, signal) });

/** The page being read keeps the previous one on screen until it arrives. */
export const useDecisions = (filters: DecisionFilters) =>
  useQuery({ ...decisionsQueryOptions(filters), placeholderData: keepPreviousData });
