import type Router from '@koa/router';
import { getBiddingStats } from '../../../core/use-cases/bidding/get-bidding-stats.js';
import { listBidLogs } from '../../../core/use-cases/bidding/list-bid-logs.js';
import { ToggleAutobidding } from '../../../core/use-cases/bidding/toggle-autobidding.js';
import { UpdateBiddingSettings } from '../../../core/use-cases/bidding/update-bidding-settings.js';
import type { ApiDependencies } from '../api-dependencies.js';
import {
  BidLogsQuery,
  UpdateSettingsBody,
  bidLogPagination,
  toBidLogResponse,
  toSettingsResponse,
  type BidLogsResponse,
  type BiddingStatsResponse,
  type GetSettingsResponse,
  type ToggleResponse,
  type UpdateSettingsResponse,
} from '../../../contract/bidding.js';
import type { AuthState } from '../middleware/authenticate.js';
import { apiRoutes } from './api-routes.js';

/** The signed-in user's own bidding settings, autobid switch, stats and bid log. */
export function biddingRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes('/api/bidding', deps.resolveSession);
  const updateSettings = new UpdateBiddingSettings(deps.storage, deps.clock);
  const toggle = new ToggleAutobidding(deps.storage, deps.clock);

  signedIn.get('/settings', async (ctx) => {
    ctx.body = { success: true, settings: toSettingsResponse(await deps.storage.settings.get(ctx.state.user.id)) } satisfies GetSettingsResponse;
  });

  signedIn.put('/settings', async (ctx) => {
    const settings = await updateSettings.execute(ctx.state.user, UpdateSettingsBody.parse(ctx.request.body));
    ctx.body = { success: true, message: 'Settings updated successfully!', settings: toSettingsResponse(settings) } satisfies UpdateSettingsResponse;
  });

  signedIn.patch('/toggle', async (ctx) => {
    const { isActive, message } = await toggle.execute(ctx.state.user);
    ctx.body = { success: true, isActive, message } satisfies ToggleResponse;
  });

  signedIn.get('/stats', async (ctx) => {
    ctx.body = { success: true, stats: await getBiddingStats(deps.storage.bids, ctx.state.user.id) } satisfies BiddingStatsResponse;
  });

  signedIn.get('/logs', async (ctx) => {
    const { page, limit } = BidLogsQuery.parse(ctx.query);
    const logs = await listBidLogs(deps.storage.bids, ctx.state.user.id, { page, limit });
    ctx.body = { success: true, logs: logs.items.map(toBidLogResponse), pagination: bidLogPagination(page, limit, logs.total) } satisfies BidLogsResponse;
  });

  return router;
}
