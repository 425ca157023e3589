import Koa from 'koa';
import type { Storage } from '../../core/ports/storage.port.js';
import type { Logger } from '../logging/logger.js';
import { errorHandler } from './middleware/error-handler.js';
import { securityHeaders } from './middleware/security-headers.js';
import { healthRoutes } from './routes/health.routes.js';

export interface HttpDependencies {
  readonly storage: Pick<Storage, 'ping'>;
  readonly logger: Logger;
}

/** Builds the Koa application without listening, so tests can mount it on a random port. */
export function createHttpApp(deps: HttpDependencies): Koa {
  const app = new Koa({ proxy: false });
  app.use(errorHandler(deps.logger));
  app.use(securityHeaders());
  const health = healthRoutes(deps.storage);
  app.use(health.routes());
  app.use(health.allowedMethods());
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET') return;
    deps.logger.warn({ err: error }, 'http error');
  });
  return app;
}
