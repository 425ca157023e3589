import type Koa from 'koa';
import type { ApiDependencies } from './api-dependencies.js';
import { createHttpApp } from './app.js';
import { userUpdateEvent } from '../../core/use-cases/users/user-update-event.js';
import { viewUser } from '../../core/use-cases/users/user-view.js';
import { authRoutes } from './routes/auth.routes.js';
import { eventsRoutes } from './routes/events.routes.js';

/** The whole API: shared middleware plus every feature's routes. */
export function createApiApp(deps: ApiDependencies): Koa {
  return createHttpApp({ storage: deps.storage, logger: deps.logger, routers: [authRoutes(deps), liveEvents(deps)] });
}

function liveEvents(deps: ApiDependencies) {
  const initialState = async (user: Parameters<typeof viewUser>[1]) => ({ ...userUpdateEvent(await viewUser(deps.storage, user, deps.clock.now())).data });
  return eventsRoutes({ events: deps.events, resolveSession: deps.resolveSession, initialState });
}
