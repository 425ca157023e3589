import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveReviewBody, ReviewsResponse } from '@contract/reviews';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

export const REVIEWS_PAGE_SIZE = 20;

export const reviewKeys = {
  all: ['reviews'] as const,
  page: (page: number) => ['reviews', 'page', page] as const,
  count: ['reviews', 'count'] as const,
  link: (token: string) => ['review-link', token] as const,
};

export const useReviews = (page: number) =>
  useQuery({
    queryKey: reviewKeys.page(page),
    queryFn: ({ signal }) => api.call(endpoints.reviews.list, { query: { page, limit: REVIEWS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The navigation's badge: read when the app loads and after each decision; a minute's staleness is fine, so it never polls hard. */
export const useReviewCount = (enabled = true) =>
  useQuery({
    queryKey: reviewKeys.count,
    queryFn: async ({ signal }) => (await api.call(endpoints.reviews.count, { signal })).waiting,
    enabled,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

type Decision = { readonly id: string; readonly page: number } & (
  | { readonly kind: 'approve'; readonly edits: ApproveReviewBody }
  | { readonly kind: 'reject'; readonly blockClient: boolean }
);

/**
 * Approve or reject: the draft leaves the list at once (and the badge counts one fewer); a refusal
 * puts both back. Every review query reads again when it settles.
 */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === 'approve'
        ? api.call(endpoints.reviews.approve, { params: { id: decision.id }, body: decision.edits })
        : api.call(endpoints.reviews.reject, {
            params: { id: decision.id },
            body: decision.blockClient ? { blockClient: true } : {},
          }),
    onMutate: async (decision) => {
      await queryClient.cancelQueries({ queryKey: reviewKeys.all });
      const page = queryClient.getQueryData<ReviewsResponse>(reviewKeys.page(decision.page));
      const count = queryClient.getQueryData<number>(reviewKeys.count);
      if (page !== undefined)
        queryClient.setQueryData<ReviewsResponse>(reviewKeys.page(decision.page), {
          ...page,
          reviews: page.reviews.filter((review) => review.id !== decision.id),
          waiting: Math.max(0, page.waiting - 1),
        });
      if (count !== undefined) queryClient.setQueryData<number>(reviewKeys.count, Math.max(0, count - 1));
      return { page, count };
    },
    onError: (_error, decision, context) => {
      if (context?.page !== undefined) queryClient.setQueryData(reviewKeys.page(decision.page), context.page);
      if (context?.count !== undefined) queryClient.setQueryData(reviewKeys.count, context.count);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** A signed link's draft, shown before the user confirms; reading it decides nothing. */
export const useReviewLink = (token: string) =>
  useQuery({
    queryKey: reviewKeys.link(token),
    queryFn: ({ signal }) => api.call(endpoints.reviews.link, { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });

export const useConfirmReviewLink = () =>
  useMutation({ mutationFn: (token: string) => api.call(endpoints.reviews.confirmLink, { body: { token } }) });
