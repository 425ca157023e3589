import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider, createQueryClient } from '../app/provider';
import { createRoutes } from '../app/router';
import type { SessionUser } from '../lib/session';
import { tokenStorage } from '../lib/token-storage';
import { TEST_TOKEN } from './data';
import { meHandler } from './msw/handlers';
import { server } from './msw/server';

export interface RenderAppOptions {
  /** The path the app opens at, e.g. '/dashboard?tab=1'. */
  readonly route: string;
  /** Signs this user in: a stored token and GET /auth/me answering with them. */
  readonly user?: SessionUser;
}

export type RenderAppResult = RenderResult & { readonly router: ReturnType<typeof createMemoryRouter> };

/** The real route table and providers at a path, in memory. */
export function renderApp({ route, user }: RenderAppOptions): RenderAppResult {
  if (user !== undefined) {
    tokenStorage.set(TEST_TOKEN);
    server.use(meHandler(user));
  }
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [route] });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}

/** One component with the providers (query cache, session, toasts) inside a router of its own at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: { readonly route?: string } = {},
): RenderAppResult {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}
