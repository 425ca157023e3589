import type Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import type { PaymentGatewayMode, SimulatedSystems } from '../../contract/health.js';
import type { Storage } from '../../core/ports/storage.port.js';
import type { Logger } from '../logging/logger.js';
import type { BidPilotMetrics } from '../metrics/bidpilot-metrics.js';
import { parseBody } from './middleware/body-parser.js';
import { canonicalPath } from './middleware/canonical-path.js';
import { endStreamsOnDrain } from './middleware/end-streams-on-drain.js';
import { errorHandler } from './middleware/error-handler.js';
import { httpMetrics } from './middleware/http-metrics.js';
import { metricsEndpoint } from './middleware/metrics-endpoint.js';
import { refuseUnstorableText } from './middleware/refuse-unstorable-text.js';
import { requestLog } from './middleware/request-log.js';
import { securityHeaders } from './middleware/security-headers.js';
import { webApp } from './middleware/web-app.js';
import { Readiness } from './readiness.js';
import { healthRoutes } from './routes/health.routes.js';

export interface HttpDependencies {
  readonly storage: Pick<Storage, 'ping'>;
  readonly logger: Logger;
  /** Feature routers, mounted after the shared middleware in the given order. */
  readonly routers?: readonly Router[];
  /** Folder of the built web app, served for every non-API path when it holds an index.html. */
  readonly webRoot?: string;
  /** Settles when a web build still running at start is in place; pages wait for it (adapters/http/middleware/web-app.ts). */
  readonly webReady?: Promise<unknown>;
  /** Paths whose routes read the request body themselves, unparsed. */
  readonly rawBodyPaths?: readonly string[];
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For; none (the socket's address) by default. */
  readonly trustedProxyHops?: number;
  /** The address clients reach the server at; an https one turns on Strict-Transport-Security. */
  readonly publicUrl?: string;
  /** Where the buyer's browser posts the payment gateway's checkout form: pages may post forms there. */
  readonly checkoutOrigin?: string;
  /** What the built-in simulators stand in for, told by the health route; nothing when absent. */
  readonly simulated?: SimulatedSystems;
  /** The payment gateway's mode, told by the health route; a sandbox exactly when payments are simulated when absent. */
  readonly paymentGatewayMode?: PaymentGatewayMode;
  /** Counted HTTP requests, and what `/metrics` serves; no metrics when absent. */
  readonly metrics?: BidPilotMetrics;
  /** METRICS_TOKEN: `/metrics` answers only a request bearing it; not served (404) when null or absent. */
  readonly metricsToken?: string | null;
  /**
   * Told by `/api/ready`. An app built without one (a simulator's test app) has no job queue and
   * nothing to wire: it is ready whenever its database answers.
   */
  readonly readiness?: Readiness;
}

const NOTHING_SIMULATED: SimulatedSystems = {
  payments: false,
  freelancer: false,
  mail: false,
  telegram: false,
  slack: false,
};

const isHttps = (url: string | undefined): boolean =>
  url !== undefined && URL.canParse(url) && new URL(url).protocol === 'https:';

/** Builds the Koa application without listening, so tests can mount it on a random port. */
export function createHttpApp(deps: HttpDependencies): Koa {
  const hops = deps.trustedProxyHops ?? 0;
  // ctx.ip is then the entry `hops` from the right of X-Forwarded-For: the one our outermost proxy
  // wrote. Whatever a client puts in front of it is never read; with no proxy the header is ignored.
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  app.use(requestLog(deps.logger));
  if (deps.metrics !== undefined) app.use(httpMetrics(deps.metrics));
  app.use(errorHandler(deps.logger));
  app.use(securityHeaders({ https: isHttps(deps.publicUrl), checkoutOrigin: deps.checkoutOrigin }));
  if (deps.metrics !== undefined) app.use(metricsEndpoint(deps.metrics, deps.metricsToken ?? null));
  const readiness = deps.readiness ?? new Readiness(async () => true, 'ready');
  app.use(endStreamsOnDrain(readiness));
  app.use(canonicalPath());
  app.use(parseBody({ rawPaths: deps.rawBodyPaths ?? [] }));
  app.use(refuseUnstorableText());
  for (const router of deps.routers ?? []) app.use(skippedOffItsPaths(router));
  // Last and never skipped: every request not answered above reaches one router's allowedMethods,
  // which answers an unknown method 501 and a known one on a matched path 405, as before.
  const simulated = deps.simulated ?? NOTHING_SIMULATED;
  const health = healthRoutes(
    deps.storage,
    simulated,
    deps.paymentGatewayMode ?? (simulated.payments ? 'sandbox' : 'live'),
    readiness,
  );
  app.use(health.routes());
  app.use(health.allowedMethods());
  if (deps.webRoot !== undefined) app.use(webApp(deps.webRoot, { ready: deps.webReady, publicUrl: deps.publicUrl }));
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET') return;
    deps.logger.warn({ err: error }, 'http error');
  });
  return app;
}

/** Where a route's path stops being literal text (a parameter, wildcard, group or escape). */
const PATTERN_START = /[:*{}()\\?+]/;

/**
 * The text every path of a case-sensitive router's routes starts with ('' when none is common, a
 * route is a pattern, or the router ignores case): a request path without it matches none of them.
 */
export function literalPrefix(router: Router): string {
  // A case-insensitive router (the simulators') matches other spellings of its prefix too.
  if (router.opts.sensitive !== true) return '';
  const literals = router.stack.map((layer) =>
    typeof layer.path === 'string' ? (layer.path.split(PATTERN_START)[0] ?? '') : '',
  );
  if (literals.length === 0) return '';
  return literals.reduce((common, literal) => {
    let length = 0;
    while (length < common.length && common[length] === literal[length]) length += 1;
    return common.slice(0, length);
  });
}

/**
 * A router's routes and allowedMethods, run only for paths that start with its literal prefix:
 * a request then passes the routers of other features without each matching it against every
 * route (a dozen routers stand before the last ones; each costs 0.5–1 µs a request it does not
 * answer). Dispatch itself stays @koa/router's: building our own chain per literal route saved
 * about 2 µs of a 100 µs request, measured, too little to write into the router's context ourselves.
 */
function skippedOffItsPaths(router: Router): Middleware {
  const prefix = literalPrefix(router);
  const routes = router.routes() as Middleware;
  const allowedMethods = router.allowedMethods() as Middleware;
  // As app.use(routes) then app.use(allowedMethods) would chain them.
  const mounted: Middleware = (ctx, next) => routes(ctx, () => allowedMethods(ctx, next));
  if (prefix === '') return mounted;
  return (ctx, next) => (ctx.path.startsWith(prefix) ? mounted(ctx, next) : next());
}
