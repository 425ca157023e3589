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
 * THE place to add a screen: each list below is one access rule of the spec's route table.
 * Register a route only once its screen exists.
 */

/** Public pages inside the site header and footer (landing, pricing, FAQ, contact, legal pages). */
export const publicRoutes: RouteObject[] = [
  page('/', () => import('./routes/public/landing')),
  page('/faq', () => import('./routes/public/faq')),
  page('/pricing', () => import('./routes/public/pricing')),
  page('/contact-us', () => import('./routes/public/contact')),
  page('/terms-and-conditions', () => import('./routes/public/legal/terms-and-conditions')),
  page('/refund-policy', () => import('./routes/public/legal/refund-policy')),
  page('/shipping-delivery', () => import('./routes/public/legal/shipping-delivery')),
  page('/privacy-policy', () => import('./routes/public/legal/privacy-policy')),
  page('/cookie-policy', () => import('./routes/public/legal/cookie-policy')),
  // Open whether signed in or not: a reset link works from any browser.
  page('/forgot-password', () => import('./routes/auth/forgot-password')),
  page('/reset-password', () => import('./routes/auth/reset-password')),
  // A mail footer's link: its signed token is the authority, signed in or not.
  page('/notifications/unsubscribe', () => import('./routes/public/unsubscribe')),
  // A review notification's signed link: its token is the authority; the page's button acts, opening it does not.
  page('/review/link', () => import('./routes/public/review-link')),
];

/** /login and /register: signed-in users are sent to /. */
export const guestRoutes: RouteObject[] = [
  page('/login', () => import('./routes/auth/login')),
  page('/register', () => import('./routes/auth/register')),
];

/** Login required, inside the site header and footer: /payment/processing, /payment/success, /payment/cancel. */
export const paymentRoutes: RouteObject[] = [
  page('/payment/success', () => import('./routes/payment/success')),
  page('/payment/processing', () => import('./routes/payment/processing')),
  page('/payment/cancel', () => import('./routes/payment/cancel')),
];

/** Login required, inside the side navigation: /dashboard, /settings, /custom-prompt, /prompt-experiments, /profile, /bid-logs, /results, /subscription, /notifications. */
export const appRoutes: RouteObject[] = [
  page('/dashboard', () => import('./routes/app/dashboard')),
  page('/settings', () => import('./routes/app/settings')),
  page('/profile', () => import('./routes/app/profile')),
  page('/bid-logs', () => import('./routes/app/bid-logs')),
  page('/review', () => import('./routes/app/review')),
  page('/bid-logs/:bidId', () => import('./routes/app/bid-detail')),
  page('/results', () => import('./routes/app/results')),
  page('/custom-prompt', () => import('./routes/app/custom-prompt')),
  page('/prompt-experiments', () => import('./routes/app/prompt-experiments')),
  page('/subscription', () => import('./routes/app/subscription')),
  page('/notifications', () => import('./routes/app/notifications')),
  page('/notifications/preferences', () => import('./routes/app/notification-preferences')),
  page('/notifications/webhooks', () => import('./routes/app/webhooks')),
  page('/notifications/channels', () => import('./routes/app/notification-channels')),
];

/**
 * Admin only, inside the side navigation; each admin page is its own lazy chunk (recharts stays in
 * /admin's).
 */
export const adminRoutes: RouteObject[] = [
  page('/admin', () => import('./routes/admin/dashboard')),
  page('/admin/pricing', () => import('./routes/admin/pricing')),
  page('/admin/payments', () => import('./routes/admin/payments')),
  page('/admin/users', () => import('./routes/admin/users')),
  page('/admin/users/:userId', () => import('./routes/admin/user-details')),
  page('/admin/users/:userId/bids', () => import('./routes/admin/user-bids')),
  page('/admin/users/:userId/bids/:bidId', () => import('./routes/admin/user-bid-detail')),
  page('/admin/messages', () => import('./routes/admin/messages')),
  page('/admin/outbox', () => import('./routes/admin/outbox')),
  page('/admin/outbox/:mailId', () => import('./routes/admin/outbox-mail')),
];

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
