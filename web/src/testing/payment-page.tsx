import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider, createQueryClient } from '../app/provider';
import { createRoutes } from '../app/router';
import type { SessionUser } from '../lib/session';
import { tokenStorage } from '../lib/token-storage';
import { TEST_TOKEN, testUser } from './data';
import { meHandler } from './msw/handlers';
import { server } from './msw/server';

/**
 * The real route table at a payment page with a signed-in user, like renderApp, but handing back
 * the query cache (to see what a completed payment marks stale) and optionally under StrictMode
 * (to prove no call goes out twice when React runs effects twice).
 */
export function openPaymentPage(
  route: string,
  { user = testUser(), strict = false }: { readonly user?: SessionUser; readonly strict?: boolean } = {},
) {
  tokenStorage.set(TEST_TOKEN);
  server.use(meHandler(user));
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [route] });
  const tree = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, router, queryClient };
}

/** Counts the requests to a path (e.g. '/api/auth/me') the app sends from now on. */
export function countRequests(path: string): { readonly count: () => number } {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  });
  return { count: () => count };
}

// Taken before any test fakes the timers: the wait below must not move the fake clock.
const realSetTimeout = globalThis.setTimeout;

/**
 * Waits (in real time, up to about 5 s on a busy machine) until `assertion` passes. Unlike vi.waitFor, it never
 * moves a fake clock, so a test can assert a deadline to the millisecond after waiting; it only
 * runs the timers already due (TanStack Query passes its results on with a zero-delay timer).
 */
export async function until(assertion: () => void, attempts = 500): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      assertion();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
    await act(async () => {
      await new Promise<void>((resolve) => realSetTimeout(resolve, 10));
      if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
    });
  }
}

/** Lets real time pass (for calls in flight to land) without moving a fake clock. */
export const settle = (ms = 50): Promise<void> =>
  act(async () => {
    await new Promise<void>((resolve) => realSetTimeout(resolve, ms));
    if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
  });
