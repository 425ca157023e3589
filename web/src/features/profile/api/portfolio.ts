import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { PortfolioItemBody, PortfolioItemView } from '@contract/portfolio';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';

export const PORTFOLIO_KEY = ['portfolio'] as const;
export const PORTFOLIO_DELETE_FAILED = 'Failed to delete the portfolio item';

export const portfolioQueryOptions = () =>
  queryOptions({ queryKey: PORTFOLIO_KEY, queryFn: ({ signal }) => api.call(endpoints.portfolio.list, { signal }) });

/** GET /api/users/portfolio: the user's items in the order entered, and how many they may have. */
export const usePortfolio = () => useQuery(portfolioQueryOptions());

/**
 * POST /api/users/portfolio, or PUT /api/users/portfolio/:id when an id is given. A refusal is left
 * to the form, which shows it inline; a success is toasted with the server's message.
 */
export function useSavePortfolioItem({ onSaved }: { readonly onSaved: (item: PortfolioItemView) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { readonly id: string | null; readonly body: PortfolioItemBody }) =>
      id === null
        ? api.call(endpoints.portfolio.add, { body })
        : api.call(endpoints.portfolio.update, { params: { id }, body }),
    onSuccess: async ({ item, message }) => {
      toast.success(message);
      onSaved(item);
      await queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY });
    },
  });
}

/** DELETE /api/users/portfolio/:id, asked for after a confirmation. */
export function useDeletePortfolioItem({ onDeleted }: { readonly onDeleted: (item: PortfolioItemView) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: PortfolioItemView) => api.call(endpoints.portfolio.delete, { params: { id: item.id } }),
    onSuccess: (_response, item) => {
      toast.success(`Portfolio item "${item.title}" deleted`);
      onDeleted(item);
    },
    onError: (error) => toast.error(errorMessage(error, PORTFOLIO_DELETE_FAILED)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY }),
  });
}
