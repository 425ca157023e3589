import { useQueryClient } from '@tanstack/react-query';
import { SESSION_USER_KEY, useSession } from '@/lib/session';

const isSessionUser = (queryKey: readonly unknown[]): boolean =>
  SESSION_USER_KEY.every((part, index) => queryKey[index] === part);

/**
 * After a completed payment: the user again (plan, bids, Pro badge) and every other cached read
 * marked stale. A purchase moves the plan, the bids, the subscription and the payment history,
 * which several screens cache under keys of their own; what is on screen refetches at once.
 */
export function useRefreshAfterPayment(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return async () => {
    await Promise.all([
      refreshUser(),
      queryClient.invalidateQueries({ predicate: (query) => !isSessionUser(query.queryKey) }),
    ]);
  };
}
