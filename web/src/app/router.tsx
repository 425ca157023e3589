import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error';
import { PublicLayout } from '../components/layouts/public-layout';
import { PageSpinner } from '../components/ui/spinner';
import { serverModesKnown } from '../lib/demo-mode';
import { GuestOnly, RequireAdmin, RequireUser } from './guards';
import { RootRoute } from './root-route';
import NotFoundPage from './routes/not-found';
import { paths } from '../config/paths';

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
  page(paths.home, () => import('./routes/public/landing')),
  page(paths.faq, () => import('./routes/public/faq')),
  page(paths.pricing, () => import('./routes/public/pricing')),
  page(paths.contactUs, () => import('./routes/public/contact')),
  page(paths.termsAndConditions, () => import('./routes/public/legal/terms-and-conditions')),
  page(paths.refundPolicy, () => import('./routes/public/legal/refund-policy')),
  page(paths.shippingDelivery, () => import('./routes/public/legal/shipping-delivery')),
  page(paths.privacyPolicy, () => import('./routes/public/legal/privacy-policy')),
  page(paths.cookiePolicy, () => import('./routes/public/legal/cookie-policy')),
  // Open whether signed in or not: a reset link works from any browser.
  page(paths.forgotPassword, () => import('./routes/auth/forgot-password')),
  page(paths.resetPassword, () => import('./routes/auth/reset-password')),
  // A mail footer's link: its signed token is the authority, signed in or not.
  page(paths.unsubscribe, () => import('./routes/public/unsubscribe')),
  // A review notification's signed link: its token is the authority; the page's button acts, opening it does not.
  page(paths.reviewLink, () => import('./routes/public/review-link')),
];

/** /login and /register: signed-in users are sent to /. */
export const guestRoutes: RouteObject[] = [
  page(paths.login, () => import('./routes/auth/login')),
  page(paths.register, () => import('./routes/auth/register')),
];

/** Login required, inside the site header and footer: /payment/processing, /payment/success, /payment/cancel. */
export const paymentRoutes: RouteObject[] = [
  page(paths.paymentSuccess, () => import('./routes/payment/success')),
  page(paths.paymentProcessing, () => import('./routes/payment/processing')),
  page(paths.paymentCancel, () => import('./routes/payment/cancel')),
];

/** Login required, inside the side navigation: /dashboard, /settings, /custom-prompt, /prompt-experiments, /profile, /bid-logs, /results, /subscription, /notifications. */
export const appRoutes: RouteObject[] = [
  page(paths.dashboard, () => import('./routes/app/dashboard')),
  page(paths.settings, () => import('./routes/app/settings')),
  page(paths.profile, () => import('./routes/app/profile')),
  page(paths.bidLogs, () => import('./routes/app/bid-logs')),
  page(paths.review, () => import('./routes/app/review')),
  page(paths.bidDetail, () => import('./routes/app/bid-detail')),
  page(paths.results, () => import('./routes/app/results')),
  page(paths.customPrompt, () => import('./routes/app/custom-prompt')),
  page(paths.promptExperiments, () => import('./routes/app/prompt-experiments')),
  page(paths.subscription, () => import('./routes/app/subscription')),
  page(paths.notifications, () => import('./routes/app/notifications')),
  page(paths.notificationPreferences, () => import('./routes/app/notification-preferences')),
  page(paths.notificationWebhooks, () => import('./routes/app/webhooks')),
  page(paths.notificationChannels, () => import('./routes/app/notification-channels')),
];

/**
 * Admin only, inside the side navigation; each admin page is its own lazy chunk (recharts stays in
 * /admin's).
 */
export const adminRoutes: RouteObject[] = [
  page(paths.admin, () => import('./routes/admin/dashboard')),
  page(paths.adminPricing, () => import('./routes/admin/pricing')),
  page(paths.adminPayments, () => import('./routes/admin/payments')),
  page(paths.adminUsers, () => import('./routes/admin/users')),
  page(paths.adminUser, () => import('./routes/admin/user-details')),
  page(paths.adminUserBids, () => import('./routes/admin/user-bids')),
  page(paths.adminUserBid, () => import('./routes/admin/user-bid-detail')),
  page(paths.adminMessages, () => import('./routes/admin/messages')),
  page(paths.adminOutbox, () => import('./routes/admin/outbox')),
  page(paths.adminOutboxMail, () => import('./routes/admin/outbox-mail')),
];

/** The whole route table, whose root waits (briefly) for what the server simulates, through `queryClient`. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootRoute />,
    // Every layout shows the demo-mode banner above its page: known before the first page shows,
    // it never pushes that page down. A server does not change what it simulates while it runs.
    loader: async () => {
      await serverModesKnown(queryClient);
      return null;
    },
    shouldRevalidate: () => false,
    hydrateFallbackElement: <PageSpinner />,
    // Only when a layout itself fails; a failing page is caught inside its layout below.
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { children: publicRoutes },
              { element: <GuestOnly />, children: guestRoutes },
              { element: <RequireUser />, children: paymentRoutes },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        element: <RequireUser />,
        children: [{ lazy: appLayout, children: [{ errorElement: <RouteError />, children: appRoutes }] }],
      },
      {
        element: <RequireAdmin />,
        children: [{ lazy: appLayout, children: [{ errorElement: <RouteError />, children: adminRoutes }] }],
      },
    ],
  },
];

let browserRouter: ReturnType<typeof createBrowserRouter> | null = null;

export function AppRouter() {
  const queryClient = useQueryClient();
  browserRouter ??= createBrowserRouter(createRoutes(queryClient));
  return <RouterProvider router={browserRouter} />;
}
