import type Router from '@koa/router';
import { describeDispatch } from '../../../core/use-cases/engine/dispatch-summary.js';
import type { TriggerBiddingResponse } from '../../../contract/bidding.js';
import { toTestRunResponse } from '../../../contract/last-run.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** Test Bidding: one bidding run for the signed-in user, now; the bids are placed by the worker. */
export function biddingProcessRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes(deps.resolveSession);

  signedIn.on(endpoints.bidding.trigger, async (ctx) => {
    const result = await deps.useCases.bidding.runNow(ctx.state.user);
    const { message, note } = describeDispatch(result);
    ctx.body = { success: true, message, note, run: toTestRunResponse(result) } satisfies TriggerBiddingResponse;
  });

  return router;
}
