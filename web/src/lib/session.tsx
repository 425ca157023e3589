import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { MeResponse } from '@contract/auth';
import { BIDS_EXHAUSTED_NOTICE, bidsJustExhausted } from '@core/domain/bidding/autobid-start';
import { endpoints } from '@contract/endpoints';
import type { LiveUpdateMessage } from '@contract/events';
import { api, onUnauthorized } from './api-client';
import { isApiError } from './api-error';
import { BIDDING_SETTINGS_KEY } from './bidding-settings';
import { subscribeLiveEvents } from './live-events';
import { NOTIFICATIONS_KEY } from './notifications-key';
import { tokenStorage } from './token-storage';

export { BIDS_EXHAUSTED_NOTICE };

export type SessionUser = MeResponse['user'];
export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  readonly status: SessionStatus;
  readonly user: SessionUser | null;
  signIn(token: string, user: SessionUser): void;
  /** Ends this device's session on the server, then forgets it here. */
  signOut(): void;
  refreshUser(): Promise<void>;
  mergeUser(patch: Partial<SessionUser>): void;
}

/** the signed-in user is re-read every 15 s. */
export const SESSION_REFRESH_MS = 15_000;
/** One id for the notice, whether the refresh or the server's own live notice brings it: it shows once. */
export const BIDS_EXHAUSTED_TOAST_ID = 'bids-exhausted';

export const SESSION_USER_KEY = ['session', 'user'] as const;

const SessionContext = createContext<Session | null>(null);

/** 401 and 403 mean the stored token is no good: forget it without a word. */
const rejectsToken = (error: unknown): boolean => isApiError(error) && (error.status === 401 || error.status === 403);

function showNotice(notice: string): void {
  toast.error(notice, notice === BIDS_EXHAUSTED_NOTICE ? { id: BIDS_EXHAUSTED_TOAST_ID } : undefined);
}

/**
 * Shows the exhausted notice when availableBids goes from above zero to exactly zero. An unlimited
 * plan counts no bids: its zero (say right after it replaced a limited plan) is not "used up".
 */
function useBidsExhaustedNotice(user: SessionUser | null): void {
  const previous = useRef<number | null>(null);
  const bids = user?.availableBids ?? null;
  const unlimited = user?.unlimitedBids ?? false;
  useEffect(() => {
    if (previous.current !== null && bids !== null && !unlimited && bidsJustExhausted(previous.current, bids))
      showNotice(BIDS_EXHAUSTED_NOTICE);
    previous.current = bids;
  }, [bids, unlimited]);
}

export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => tokenStorage.get());

  const forget = useCallback(() => {
    tokenStorage.clear();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  const userQuery = useQuery({
    queryKey: SESSION_USER_KEY,
    enabled: token !== null,
    queryFn: async ({ signal }) => {
      try {
        return (await api.call(endpoints.auth.me, { signal, unauthorized: 'silent' })).user;
      } catch (error) {
        if (rejectsToken(error)) forget();
        // A fetch cancelled by the cache or by leaving the page is no failure worth a log line.
        else if (!signal.aborted) console.error('Could not load the signed-in user', error);
        throw error;
      }
    },
    refetchInterval: SESSION_REFRESH_MS,
    staleTime: SESSION_REFRESH_MS,
    retry: false,
  });

  const user = token === null ? null : (userQuery.data ?? null);
  const status: SessionStatus =
    user !== null ? 'authenticated' : token !== null && userQuery.isPending ? 'loading' : 'anonymous';

  const mergeUser = useCallback(
    (patch: Partial<SessionUser>) =>
      queryClient.setQueryData<SessionUser>(SESSION_USER_KEY, (current) =>
        current === undefined ? current : { ...current, ...patch },
      ),
    [queryClient],
  );

  useEffect(() => onUnauthorized(forget), [forget]);
  useBidsExhaustedNotice(user);

  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn || token === null) return;
    return subscribeLiveEvents(token, (message) => {
      // A decided bid is news about a bid, not a field of the user: it stays out of the user.
      const { notice, bid: _decidedBid, autobidPause, inbox, ...fields }: LiveUpdateMessage = message;
      mergeUser(fields);
      if (notice !== undefined) showNotice(notice);
      // Freelancer paused autobidding: the screens showing the switch read the settings again.
      if (autobidPause !== undefined) void queryClient.invalidateQueries({ queryKey: BIDDING_SETTINGS_KEY });
      // The inbox changed (a notification arrived, or some were read in another tab): the bell and the list read again.
      if (inbox !== undefined) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    });
  }, [signedIn, token, mergeUser, queryClient]);

  const session = useMemo<Session>(
    () => ({
      status,
      user,
      signIn: (newToken, newUser) => {
        tokenStorage.set(newToken);
        queryClient.setQueryData(SESSION_USER_KEY, newUser);
        setToken(newToken);
      },
      signOut: () => {
        // Sent with the stored token before it is forgotten; the browser forgets it whatever the answer.
        if (tokenStorage.get() !== null)
          api
            .call(endpoints.auth.logout)
            .catch((error: unknown) => console.warn('Sign-out did not reach the server', error));
        forget();
      },
      refreshUser: async () => {
        await queryClient.refetchQueries({ queryKey: SESSION_USER_KEY });
      },
      mergeUser,
    }),
    [status, user, queryClient, forget, mergeUser],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
