import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../components/layouts/public-layout';
import { PageSpinner } from '../components/ui/spinner';
import { GuestOnly, RequireAdmin, RequireUser } from './guards';
import { RootRoute } from './root-route';
import NotFoundPage from './routes/not-found';

type PageModule = { readonly default: ComponentType };

/** A route whose page is its own lazily loaded chunk (the module's default export). */
export const page = (path: string, load: () => Promise<PageModule>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/** The signed-in layout (side navigation, Radix dialog) stays out of the public pages' JavaScript. */
const appLayout = async () => ({ Component: (await import('../components/layouts/app-layout')).AppLayout });

/**
 * THE place to add a screen: each list below is one access rule of spec §2's route table.
 * Register a route only once its screen exists.
 */

/** Public pages inside the site header and footer (landing, pricing, FAQ, contact, legal pages). */
export const publicRoutes: RouteObject[] = [];

/** /login and /register: signed-in users are sent to /. */
export const guestRoutes: RouteObject[] = [];

/** Login required, inside the site header and footer: /payment/processing, /payment/success, /payment/cancel. */
export const paymentRoutes: RouteObject[] = [];

/** Login required, inside the side navigation: /dashboard, /settings, /custom-prompt, /profile, /bid-logs, /subscription. */
export const appRoutes: RouteObject[] = [
  page('/dashboard', () => import('./routes/app/dashboard')),
  page('/bid-logs', () => import('./routes/app/bid-logs')),
];

/** Admin only, inside the side navigation: /admin… (the admin issue's screens). */
export const adminRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { children: publicRoutes },
          { element: <GuestOnly />, children: guestRoutes },
          { element: <RequireUser />, children: paymentRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { element: <RequireUser />, children: [{ lazy: appLayout, children: appRoutes }] },
      { element: <RequireAdmin />, children: [{ lazy: appLayout, children: adminRoutes }] },
    ],
  },
];


let browserRouter: ReturnType<typeof createBrowserRouter> | null = null;

export function AppRouter() {
  browserRouter ??= createBrowserRouter(routes);
  return <RouterProvider router={browserRouter} />;
}
