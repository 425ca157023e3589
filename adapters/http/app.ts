import type Router from '@koa/router';
import Koa from 'koa';
import type { Storage } from '../../core/ports/storage.port.js';
import type { Logger } from '../logging/logger.js';
import { parseBody } from './middleware/body-parser.js';
import { canonicalPath } from './middleware/canonical-path.js';
import { errorHandler } from './middleware/error-handler.js';
import { securityHeaders } from './middleware/security-headers.js';
import { webApp } from './middleware/web-app.js';
import { healthRoutes } from './routes/health.routes.js';

export interface HttpDependencies {
  readonly storage: Pick<Storage, 'ping'>;
  readonly logger: Logger;
  /** Feature routers, mounted after the shared middleware in the given order. */
  readonly routers?: readonly Router[];
  /** Folder of the built web app, served for every non-API path when it holds an index.html. */
  readonly webRoot?: string;
  /** Paths whose routes read the request body themselves, unparsed. */
  readonly rawBodyPaths?: readonly string[];
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For; none (the socket's address) by default. */
  readonly trustedProxyHops?: number;
  /** The address clients reach the server at; an https one turns on Strict-Transport-Security. */
  readonly publicUrl?: string;
}

const isHttps = (url: string | undefined): boolean => url !== undefined && URL.canParse(url) && new URL(url).protocol === 'https:';

/** Builds the Koa application without listening, so tests can mount it on a random port. */
export function createHttpApp(deps: HttpDependencies): Koa {
  const hops = deps.trustedProxyHops ?? 0;
  // ctx.ip is then the entry `hops` from the right of X-Forwarded-For: the one our outermost proxy
  // wrote. Whatever a client puts in front of it is never read; with no proxy the header is ignored.
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  app.use(errorHandler(deps.logger));
  app.use(securityHeaders({ https: isHttps(deps.publicUrl) }));
  app.use(canonicalPath());
  app.use(parseBody({ rawPaths: deps.rawBodyPaths ?? [] }));
  for (const router of [healthRoutes(deps.storage), ...(deps.routers ?? [])]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  if (deps.webRoot !== undefined) app.use(webApp(deps.webRoot));
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET') return;
    deps.logger.warn({ err: error }, 'http error');
  });
  return app;
}
