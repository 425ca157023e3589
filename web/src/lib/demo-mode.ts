import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { isDemoMode, type HealthResponse, type PaymentGatewayMode, type SimulatedSystems } from '@contract/health';
import { endpoints } from '@contract/endpoints';
import { urlOf } from './api-client';

export const DEMO_MODE_KEY = ['demo-mode'] as const;

/** The demo-mode banner's height while it is shown, as a CSS variable on the document's root: toasts open below it. */
export const DEMO_BANNER_HEIGHT = '--demo-banner-height';

interface ServerModes {
  readonly simulated: SimulatedSystems;
  readonly paymentGateway: PaymentGatewayMode;
}

/**
 * What the server's built-in simulators stand in for, and its payment gateway's mode, from GET
 * /api/health. Read with fetch, not the api client: a degraded server answers 503 with the same
 * fields, and the banner must still show. A server too old to name the gateway's mode has a
 * sandbox exactly when payments are simulated.
 */
async function getServerModes(signal?: AbortSignal): Promise<ServerModes> {
  const response = await fetch(urlOf(endpoints.health.health), { headers: { Accept: 'application/json' }, signal });
  const health = (await response.json()) as Partial<HealthResponse> & Pick<HealthResponse, 'simulated'>;
  return {
    simulated: health.simulated,
    paymentGateway: health.paymentGateway ?? (health.simulated.payments ? 'sandbox' : 'live'),
  };
}

/** Asked once per visit: a server does not change what it simulates while it runs. */
export const demoModeQueryOptions = () =>
  queryOptions({
    queryKey: DEMO_MODE_KEY,
    queryFn: ({ signal }) => getServerModes(signal),
    staleTime: Infinity,
    retry: false,
  });

/** How long the first page waits for the server to say what it simulates before it shows without knowing. */
export const SERVER_MODES_WAIT_MS = 1_500;

/**
 * Settles once the server has said what it simulates, or after `waitMs`: the first page then
 * shows with its demo-mode banner in place, instead of the banner arriving after it and pushing
 * the page down. A server that fails to answer does not hold the page; one slow to answer holds it
 * for `waitMs` at most, and its banner arrives when it answers.
 */
export async function serverModesKnown(queryClient: QueryClient, waitMs = SERVER_MODES_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const known = queryClient.ensureQueryData(demoModeQueryOptions()).then(
    () => undefined,
    () => undefined,
  );
  try {
    await Promise.race([known, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the server simulates, demo mode or not (the mail outbox, the chat simulators); null while unknown. */
export function useSimulatedSystems(): SimulatedSystems | null {
  const { data } = useQuery(demoModeQueryOptions());
  return data?.simulated ?? null;
}

/** The simulated systems while in demo mode, null otherwise (and while unknown). */
export function useDemoMode(): SimulatedSystems | null {
  const { data } = useQuery(demoModeQueryOptions());
  return data !== undefined && isDemoMode(data.simulated) ? data.simulated : null;
}

/** The payment gateway's mode: a sandbox offers buyers a manual completion, live PayFast never does; null while unknown. */
export function usePaymentGatewayMode(): PaymentGatewayMode | null {
  const { data } = useQuery(demoModeQueryOptions());
  return data?.paymentGateway ?? null;
}

/** The banner's sentence: what is simulated, and so what does not happen for real. */
export function demoModeText({ payments, freelancer }: SimulatedSystems): string {
  if (payments && freelancer)
    return 'Demo mode: payments and Freelancer are simulated. Nothing is charged or bid for real.';
  if (payments) return 'Demo mode: payments are simulated. Nothing is charged for real.';
  return 'Demo mode: Freelancer is simulated. Nothing is bid for real.';
}
