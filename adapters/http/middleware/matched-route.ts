import type { ParameterizedContext } from 'koa';

/**
 * The route pattern @koa/router matched for the request (`/api/bidding/logs`, `/api/admin/users/:id`),
 * read once its handlers ran; undefined when no route matched. Logs and metrics label requests
 * with it, never with the raw path, which holds ids and whatever a client typed.
 */
export const matchedRoute = (ctx: ParameterizedContext): string | undefined => {
  const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  return typeof route === 'string' ? route : undefined;
};
