import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '../components/ui/toaster';
import { SessionProvider } from '../lib/session';

/** Server reads are not retried by default: a screen shows its error text at once. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });

/** Everything a page relies on: the query cache, the session and the toasts. */
export function AppProvider({
  children,
  queryClient,
}: {
  readonly children: ReactNode;
  readonly queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
