import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error';
import { pageTitle, type RouteHandle } from '../components/layouts/page-title';
import { PublicLayout } from '../components/layouts/public-layout';
import { PageSpinner } from '../components/ui/spinner';
import { serverModesKnown } from '../lib/demo-mode';
import { GuestOnly, RequireAdmin, RequireUser } from './guards';
import { RootRoute } from './root-route';
import NotFoundPage from './routes/not-found';
import { paths } from '../config/paths';
import { PRODUCT } from '@core/domain/config';

type PageModule = { readonly default: ComponentType };

/** A route whose page is its own lazily loaded chunk (the module's default export), under this document title. */
const titledPage = (path: string, documentTitle: string, load: () => Promise<PageModule>): RouteObject => ({
  path,
  handle: { title: documentTitle } satisfies RouteHandle,
  lazy: async () => ({ Component: (await load()).default }),
});

/** A lazily loaded page named `title` in the document's title ("Dashboard" → "Dashboard · BidPilot"; RootRoute shows it). */
export const page = (path: string, title: string, load: () => Promise<PageModule>): RouteObject =>
  titledPage(path, pageTitle(title), load);

/**
 * An admin page, titled by its own module's `title`: the name arrives with the page's chunk, so
 * the admin screens' names ("Pricing Management"…) stay out of every visitor's download.
 */
const adminPage = (path: string, load: () => Promise<PageModule & { readonly title: string }>): RouteObject => ({
  path,
  lazy: async () => {
    const module = await load();
    return { Component: module.default, handle: { title: pageTitle(module.title) } satisfies RouteHandle };
  },
});

/** The signed-in layout (side navigation, Radix dialog) stays out of the public pages' JavaScript. */
const appLayout = async () => ({ Component: (await import('../components/layouts/app-layout')).AppLayout });

/**
 * THE place to add a screen: each list below is one access rule of the spec's route table.
 * Register a route only once its screen exists.
 */

/** Public pages inside the site header and footer (landing, pricing, FAQ, contact, legal pages). */
export const publicRoutes: RouteObject[] = [
  titledPage(paths.home, `${PRODUCT.name}: AI bidding on ${PRODUCT.host}`, () => import('./routes/public/landing')),
  page(paths.faq, 'Frequently Asked Questions', () => import('./routes/public/faq')),
  page(paths.pricing, 'Pricing', () => import('./routes/public/pricing')),
  page(paths.contactUs, 'Contact Us', () => import('./routes/public/contact')),
  page(paths.termsAndConditions, 'Terms and Conditions', () => import('./routes/public/legal/terms-and-conditions')),
  page(paths.refundPolicy, 'Refund Policy', () => import('./routes/public/legal/refund-policy')),
  page(paths.shippingDelivery, 'Shipping & Delivery Policy', () => import('./routes/public/legal/shipping-delivery')),
  page(paths.privacyPolicy, 'Privacy Policy', () => import('./routes/public/legal/privacy-policy')),
  page(paths.cookiePolicy, 'Cookie Policy', () => import('./routes/public/legal/cookie-policy')),
  // Open whether signed in or not: a reset link works from any browser.
  page(paths.forgotPassword, 'Forgot Password', () => import('./routes/auth/forgot-password')),
  page(paths.resetPassword, 'Reset Password', () => import('./routes/auth/reset-password')),
  // A mail footer's link: its signed token is the authority, signed in or not.
  page(paths.unsubscribe, 'Notification settings', () => import('./routes/public/unsubscribe')),
  // A review notification's signed link: its token is the authority; the page's button acts, opening it does not.
  page(paths.reviewLink, 'Review a bid', () => import('./routes/public/review-link')),
];

/** /login and /register: signed-in users are sent to /. */
export const guestRoutes: RouteObject[] = [
  page(paths.login, 'Sign in', () => import('./routes/auth/login')),
  page(paths.register, 'Create Account', () => import('./routes/auth/register')),
];

/** Login required, inside the site header and footer: /payment/processing, /payment/success, /payment/cancel. */
export const paymentRoutes: RouteObject[] = [
  page(paths.paymentSuccess, 'Payment', () => import('./routes/payment/success')),
  page(paths.paymentProcessing, 'Processing Payment', () => import('./routes/payment/processing')),
  page(paths.paymentCancel, 'Payment Cancelled', () => import('./routes/payment/cancel')),
];

/** Login required, inside the side navigation: /dashboard, /settings, /custom-prompt, /prompt-experiments, /profile, /bid-logs, /results, /subscription, /notifications. */
export const appRoutes: RouteObject[] = [
  page(paths.dashboard, 'Dashboard', () => import('./routes/app/dashboard')),
  page(paths.settings, 'Settings', () => import('./routes/app/settings')),
  page(paths.profile, 'Profile', () => import('./routes/app/profile')),
  page(paths.bidLogs, 'Bid Logs', () => import('./routes/app/bid-logs')),
  page(paths.review, 'Review', () => import('./routes/app/review')),
  page(paths.bidDetail, 'Bid Details', () => import('./routes/app/bid-detail')),
  page(paths.results, 'Results', () => import('./routes/app/results')),
  page(paths.customPrompt, 'Custom Prompt', () => import('./routes/app/custom-prompt')),
  page(paths.promptExperiments, 'Prompt Experiments', () => import('./routes/app/prompt-experiments')),
  page(paths.subscription, 'Subscription', () => import('./routes/app/subscription')),
  page(paths.notifications, 'Notifications', () => import('./routes/app/notifications')),
  page(
    paths.notificationPreferences,
    'Notification Preferences',
    () => import('./routes/app/notification-preferences'),
  ),
  page(paths.notificationWebhooks, 'Webhooks', () => import('./routes/app/webhooks')),
  page(paths.notificationChannels, 'Notification Channels', () => import('./routes/app/notification-channels')),
];

/**
 * Admin only, inside the side navigation; each admin page is its own lazy chunk (recharts stays in
 * /admin's).
 */
export const adminRoutes: RouteObject[] = [
  adminPage(paths.admin, () => import('./routes/admin/dashboard')),
  adminPage(paths.adminPricing, () => import('./routes/admin/pricing')),
  adminPage(paths.adminPayments, () => import('./routes/admin/payments')),
  adminPage(paths.adminUsers, () => import('./routes/admin/users')),
  adminPage(paths.adminUser, () => import('./routes/admin/user-details')),
  adminPage(paths.adminUserBids, () => import('./routes/admin/user-bids')),
  adminPage(paths.adminUserBid, () => import('./routes/admin/user-bid-detail')),
  adminPage(paths.adminMessages, () => import('./routes/admin/messages')),
  adminPage(paths.adminOutbox, () => import('./routes/admin/outbox')),
  adminPage(paths.adminOutboxMail, () => import('./routes/admin/outbox-mail')),
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
              {
                path: '*',
                element: <NotFoundPage />,
                handle: { title: pageTitle('Page not found') } satisfies RouteHandle,
              },
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
