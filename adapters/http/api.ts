import type Koa from 'koa';
import type { ApiDependencies } from './api-dependencies.js';
import { createHttpApp } from './app.js';
import { authRoutes } from './routes/auth.routes.js';

/** The whole API: shared middleware plus every feature's routes. */
export function createApiApp(deps: ApiDependencies): Koa {
  return createHttpApp({ storage: deps.storage, logger: deps.logger, routers: [authRoutes(deps)] });
}
