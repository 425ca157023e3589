import type Router from '@koa/router';
import { DecisionsQuery, decisionsPagination, toDecisionResponse, toLastRunResponse, toReasonCountResponse, type DecisionsResponse, type LastRunResponse } from '../../../contract/decisions.js';
import { DECISION_LOG_DAYS } from '../../../core/use-cases/decisions/prune-decisions.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { apiRoutes } from './api-routes.js';

/** The signed-in user's decision log (docs/design.md#decision-log): what the runs decided and why, and the last run. */
export function decisionsRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes('/api/bidding', deps.resolveSession);
  const decisions = deps.useCases.decisions;

  signedIn.get('/decisions', async (ctx) => {
    const { page, limit, outcome, reason } = DecisionsQuery.parse(ctx.query);
    const userId = ctx.state.user.id;
    const [found, counts] = await Promise.all([
      decisions.list(userId, { page, limit, ...(outcome === undefined ? {} : { outcome }), ...(reason === undefined ? {} : { reason }) }),
      decisions.reasonCounts(userId),
    ]);
    ctx.body = {
      success: true,
      decisions: found.items.map(toDecisionResponse),
      pagination: decisionsPagination(page, limit, found.total),
      reasonCounts: counts.map(toReasonCountResponse),
      days: DECISION_LOG_DAYS,
    } satisfies DecisionsResponse;
  });

  signedIn.get('/last-run', async (ctx) => {
    ctx.body = toLastRunResponse(await decisions.lastRun(ctx.state.user.id)) satisfies LastRunResponse;
  });

  return router;
}
