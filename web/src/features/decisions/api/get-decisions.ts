import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DecisionsResponse } from '@contract/decisions';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

export const DECISIONS_PAGE_SIZE = 20;

export type DecisionOutcomeFilter = 'queued' | 'skipped' | 'held';

/** Projects the user already bid on: a run skips them every time it sees them again, and there is nothing to do about it. */
export const ALREADY_BID = 'ALREADY_BID';

/**
 * What the Skipped tab lists: a page, an outcome (skipped unless chosen), a reason, if picked, and
 * whether the projects already bid on are shown (left out unless asked for, or picked as the reason).
 */
export interface DecisionFilters {
  readonly page: number;
  readonly outcome: DecisionOutcomeFilter | 'all';
  readonly reason: string | null;
  readonly alreadyBid: boolean;
}

export const decisionsKeys = {
  all: ['decisions'] as const,
  list: (filters: DecisionFilters) =>
    ['decisions', filters.page, filters.outcome, filters.reason, filters.alreadyBid] as const,
};

/** Whether these filters leave out the projects already bid on. */
export const hidesAlreadyBid = (filters: DecisionFilters): boolean =>
  !filters.alreadyBid && filters.reason !== ALREADY_BID;

export function decisionsQuery(filters: DecisionFilters) {
  return {
    page: filters.page,
    limit: DECISIONS_PAGE_SIZE,
    outcome: filters.outcome === 'all' ? undefined : filters.outcome,
    reason: filters.reason ?? undefined,
    excludeReason: hidesAlreadyBid(filters) ? ALREADY_BID : undefined,
  };
}

export const getDecisions = (filters: DecisionFilters, signal?: AbortSignal): Promise<DecisionsResponse> =>
  api.call(endpoints.decisions.list, { query: decisionsQuery(filters), signal });

export const decisionsQueryOptions = (filters: DecisionFilters) =>
  queryOptions({ queryKey: decisionsKeys.list(filters), queryFn: ({ signal }) => getDecisions(filters, signal) });

/** The page being read keeps the previous one on screen until it arrives. */
export const useDecisions = (filters: DecisionFilters) =>
  useQuery({ ...decisionsQueryOptions(filters), placeholderData: keepPreviousData });
