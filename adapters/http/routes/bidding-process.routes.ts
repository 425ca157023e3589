import Router from '@koa/router';
import { describeDispatch } from '../../../core/use-cases/engine/dispatch-summary.js';
import { RunUserDispatch } from '../../../core/use-cases/engine/run-user-dispatch.js';
import type { ApiDependencies } from '../api-dependencies.js';
import { requireUser, type AuthState } from '../middleware/authenticate.js';

/** Test Bidding: one bidding run for the signed-in user, now; the bids are placed by the worker. */
export function biddingProcessRoutes(deps: ApiDependencies): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/bidding-process' });
  const dispatch = new RunUserDispatch(deps.storage, deps.marketplace, deps.rates, deps.jobQueue, deps.clock);
  router.use(requireUser(deps.resolveSession));

  router.post('/trigger', async (ctx) => {
    const { message, note } = describeDispatch(await dispatch.execute(ctx.state.user));
    ctx.body = { success: true, message, note };
  });

  return router;
}
