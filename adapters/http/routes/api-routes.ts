import Router, { type RouterMiddleware } from '@koa/router';
import type { DefaultState } from 'koa';
import type { Endpoint, HttpMethod } from '../../../contract/endpoint.js';
import type { SessionResolver } from '../auth/session-resolver.js';
import { requireAdmin, requireUser, type AuthState } from '../middleware/authenticate.js';

/**
 * A router of the API: case-sensitive and strict, so a route matches only as it is spelled here.
 * The rest of the path rule (no `//`, dot segments or encoded letters) is canonical-path.ts's.
 */
export function apiRouter<State = DefaultState>(): Router<State> {
  return new Router<State>({ sensitive: true, strict: true });
}

type Handler = RouterMiddleware<AuthState>;

/** Registers routes with the guards of one access level in front of every handler. */
export interface GuardedRoutes {
  /** The route of a row of contract/endpoints.ts, at its method and path: no route spells its own path. */
  readonly on: (endpoint: Endpoint, ...handlers: Handler[]) => void;
}

/**
 * One API router and a way to register a route for each access level (anyone, signedIn, admin), so every route states who
 * may call it and its guards travel with it. Never `router.use` a guard: @koa/router runs `use`
 * middleware only on paths it matches, not on every path its routes accept (issue 8).
 */
export interface ApiRoutes {
  /** What the app mounts. Register routes through the access levels below, not on it. */
  readonly router: Router<AuthState>;
  /** No session needed; the route checks anything else itself (a gateway's signature, a query token). */
  readonly anyone: GuardedRoutes;
  /** 401 unless signed in as an existing, enabled user. */
  readonly signedIn: GuardedRoutes;
  /** 401 unless signed in, 403 unless an admin. */
  readonly admin: GuardedRoutes;
}

export function apiRoutes(resolveSession: SessionResolver): ApiRoutes {
  const router = apiRouter<AuthState>();
  const session = requireUser(resolveSession);
  const at = (guards: readonly Handler[]) => guarded(router, guards);
  return { router, anyone: at([]), signedIn: at([session]), admin: at([session, requireAdmin()]) };
}

const VERB = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const satisfies Record<
  HttpMethod,
  string
>;

function guarded(router: Router<AuthState>, guards: readonly Handler[]): GuardedRoutes {
  return {
    on: (endpoint, ...handlers) => {
      router[VERB[endpoint.method]](endpoint.path, ...guards, ...handlers);
    },
  };
}
