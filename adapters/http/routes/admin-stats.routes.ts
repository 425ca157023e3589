import Router from '@koa/router';
import { GetAdminStats } from '../../../core/use-cases/admin/stats/get-admin-stats.js';
import type { ApiDependencies } from '../api-dependencies.js';
import { requireAdmin, requireUser, type AuthState } from '../middleware/authenticate.js';

/** The admin dashboard's tiles, chart and health card (spec 001 §2). */
export function adminStatsRoutes(deps: ApiDependencies): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/admin/stats' });
  const getStats = new GetAdminStats(deps.storage);
  router.use(requireUser(deps.resolveSession), requireAdmin());

  router.get('/', async (ctx) => {
    ctx.body = { success: true, stats: await getStats.execute() };
  });

  return router;
}
