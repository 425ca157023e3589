import type Router from '@koa/router';
import {
  DecisionsQuery,
  decisionsPagination,
  toDecisionResponse,
  toReasonCountResponse,
  type DecisionsResponse,
} from '../../../contract/decisions.js';
import { ExplainQuery, toExplainResponse, type ExplainResponse } from '../../../contract/explain-project.js';
import { toLastRunResponse, type LastRunResponse } from '../../../contract/last-run.js';
import { DECISION_LOG_DAYS } from '../../../core/use-cases/decisions/prune-decisions.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';
import { routeLimiter } from './route-limiter.js';

/** Explain looks through the feed and may ask Freelancer: a person's pace, not a script's. */
const EXPLAINS_PER_MINUTE = 20;

/** The signed-in user's decision log (docs/design.md#decision-log): what the runs decided and why, and the last run. */
export function decisionsRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes(deps.resolveSession);
  const decisions = deps.useCases.decisions;
  const explains = routeLimiter(deps, 'explain-user', EXPLAINS_PER_MINUTE, 60_000);

  signedIn.on(endpoints.decisions.list, async (ctx) => {
    const { page, limit, outcome, reason, excludeReason } = DecisionsQuery.parse(ctx.query);
    const userId = ctx.state.user.id;
    const [found, counts] = await Promise.all([
      decisions.list(userId, {
        page,
        limit,
        ...(outcome === undefined ? {} : { outcome }),
        ...(reason === undefined ? {} : { reason }),
        ...(excludeReason === undefined ? {} : { excludeReason }),
      }),
      decisions.reasonCounts(userId),
    ]);
    ctx.body = {
      success: true,
      decisions: found.items.map(toDecisionResponse),
      pagination: decisionsPagination(page, limit, found.total),
      reasonCounts: counts.map(toReasonCountResponse),
      days: DECISION_LOG_DAYS,
      excluded: found.excluded,
    } satisfies DecisionsResponse;
  });

  signedIn.on(endpoints.decisions.lastRun, async (ctx) => {
    ctx.body = toLastRunResponse(await decisions.lastRun(ctx.state.user.id)) satisfies LastRunResponse;
  });

  signedIn.on(endpoints.decisions.explain, async (ctx) => {
    const { project } = ExplainQuery.parse(ctx.query);
    await explains.admit(ctx.state.user.id, 'lookups');
    ctx.body = toExplainResponse(await decisions.explain(ctx.state.user, project)) satisfies ExplainResponse;
  });

  return router;
}
