import type Router from '@koa/router';
import type Koa from 'koa';
import type { ApiDependencies } from './api-dependencies.js';
import { createHttpApp } from './app.js';
import type { Readiness } from './readiness.js';
import { toLiveSnapshotMessage } from '../../contract/events.js';
import { adminOutboxRoutes } from './routes/admin-outbox.routes.js';
import { adminPaymentsRoutes } from './routes/admin-payments.routes.js';
import { adminPlansRoutes } from './routes/admin-plans.routes.js';
import { adminStatsRoutes } from './routes/admin-stats.routes.js';
import { adminUsersRoutes } from './routes/admin-users.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { biddingProcessRoutes } from './routes/bidding-process.routes.js';
import { biddingRoutes } from './routes/bidding.routes.js';
import { whatIfRoutes } from './routes/what-if.routes.js';
import { searchProfilesRoutes } from './routes/search-profiles.routes.js';
import { promptExperimentsRoutes } from './routes/prompt-experiments.routes.js';
import { decisionsRoutes } from './routes/decisions.routes.js';
import { reviewsRoutes } from './routes/reviews.routes.js';
import { notificationsRoutes } from './routes/notifications.routes.js';
import { analyticsRoutes } from './routes/analytics.routes.js';
import { currencyRoutes } from './routes/currency.routes.js';
import { notificationChannelsRoutes } from './routes/notification-channels.routes.js';
import { PAYMENT_NOTIFY_PATH } from './routes/payment-urls.js';
import { paymentsRoutes } from './routes/payments.routes.js';
import { pricingRoutes } from './routes/pricing.routes.js';
import { profileRoutes } from './routes/profile.routes.js';
import { portfolioRoutes } from './routes/portfolio.routes.js';
import { eventsRoutes } from './routes/events.routes.js';
import { webhooksRoutes } from './routes/webhooks.routes.js';
import { contactRoutes } from './routes/contact.routes.js';

export interface ApiAppOptions {
  /** Mounted after the API: the built-in simulators of outside systems. */
  readonly extraRouters?: readonly Router[];
  /** The built web app, served for every other path. */
  readonly webRoot?: string;
  /** The server's readiness, moved on by the composition root as it starts and stops; always ready when absent. */
  readonly readiness?: Readiness;
  /** Settles when a web build still running at start is in place. */
  readonly webReady?: Promise<unknown>;
}

/** The whole server: shared middleware, every feature's routes, the simulators, the web app. */
export function createApiApp(deps: ApiDependencies, options: ApiAppOptions = {}): Koa {
  const { extraRouters = [], webRoot, webReady, readiness } = options;
  return createHttpApp({
    storage: { ping: deps.useCases.system.databaseUp },
    logger: deps.logger,
    publicUrl: deps.publicUrl,
    checkoutOrigin: deps.checkoutOrigin,
    webRoot,
    webReady,
    rawBodyPaths: [PAYMENT_NOTIFY_PATH],
    trustedProxyHops: deps.trustedProxyHops,
    simulated: deps.simulated,
    paymentGatewayMode: deps.paymentGatewayMode,
    metrics: deps.metrics,
    metricsToken: deps.metricsToken,
    readiness,
    routers: [...apiRouters(deps), ...extraRouters],
  });
}

/** Every feature router of the API, in mounting order (the health route is the app's own). */
export function apiRouters(deps: ApiDependencies): readonly Router[] {
  return [
    authRoutes(deps),
    liveEvents(deps),
    biddingRoutes(deps),
    searchProfilesRoutes(deps),
    promptExperimentsRoutes(deps),
    whatIfRoutes(deps),
    decisionsRoutes(deps),
    reviewsRoutes(deps),
    analyticsRoutes(deps),
    biddingProcessRoutes(deps),
    profileRoutes(deps),
    portfolioRoutes(deps),
    adminPlansRoutes(deps),
    adminPaymentsRoutes(deps),
    adminStatsRoutes(deps),
    adminUsersRoutes(deps),
    pricingRoutes(deps),
    paymentsRoutes(deps),
    currencyRoutes(deps),
    adminOutboxRoutes(deps),
    notificationChannelsRoutes(deps),
    webhooksRoutes(deps),
    contactRoutes(deps),
    notificationsRoutes(deps),
  ];
}

function liveEvents(deps: ApiDependencies) {
  return eventsRoutes({
    events: deps.events,
    resolveSession: deps.resolveSession,
    initialState: async (user) => toLiveSnapshotMessage(await deps.useCases.users.liveState(user)),
    caps: deps.liveEventCaps,
  });
}
