import type Router from '@koa/router';
import {
  DailyStatsQuery,
  toDailyStatsDay,
  type AdminDailyStatsResponse,
  type AdminStatsResponse,
} from '../../../contract/admin-stats.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** The admin dashboard's tiles, chart and health card (docs/design.md#spec-texts), and its daily charts. */
export function adminStatsRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, admin } = apiRoutes(deps.resolveSession);

  admin.on(endpoints.adminStats.stats, async (ctx) => {
    ctx.body = { success: true, stats: await deps.useCases.admin.stats() } satisfies AdminStatsResponse;
  });

  admin.on(endpoints.adminStats.daily, async (ctx) => {
    const { days } = DailyStatsQuery.parse(ctx.query);
    ctx.body = {
      success: true,
      days: (await deps.useCases.admin.dailyActivity({ days })).map(toDailyStatsDay),
    } satisfies AdminDailyStatsResponse;
  });
  return router;
}
