import type Router from '@koa/router';
import type { ApiDependencies } from '../api-dependencies.js';
import { BidLogsQuery, bidLogPagination, toBidLogResponse, type BidLogsResponse } from '../../../contract/bid-logs.js';
import {
  UpdateSettingsBody,
  toSettingsResponse,
  type BlockedClientsResponse,
  type BiddingStatsResponse,
  type GetSettingsResponse,
  type ToggleResponse,
  type UpdateSettingsResponse,
} from '../../../contract/bidding.js';
import { BlockClientBody, UnblockClientParams } from '../../../contract/what-gets-bid-settings.js';
import { BidDetailParams, toBidDetailResponse, type BidDetailResponse } from '../../../contract/bid-detail.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** The signed-in user's own bidding settings, autobid switch, stats, bid log and each bid whole. */
export function biddingRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes(deps.resolveSession);
  const bidding = deps.useCases.bidding;

  signedIn.on(endpoints.bidding.settings, async (ctx) => {
    ctx.body = {
      success: true,
      settings: toSettingsResponse(await bidding.settings(ctx.state.user.id), deps.clock.now()),
    } satisfies GetSettingsResponse;
  });

  signedIn.on(endpoints.bidding.updateSettings, async (ctx) => {
    const settings = await bidding.updateSettings(ctx.state.user, UpdateSettingsBody.parse(ctx.request.body));
    ctx.body = {
      success: true,
      message: 'Settings updated successfully!',
      settings: toSettingsResponse(settings, deps.clock.now()),
    } satisfies UpdateSettingsResponse;
  });

  // Both answer the whole settings, as PUT does, so a screen shows the list the server kept.
  signedIn.on(endpoints.bidding.blockClient, async (ctx) => {
    const { clientId } = BlockClientBody.parse(ctx.request.body);
    ctx.body = {
      success: true,
      message: 'Client blocked',
      settings: toSettingsResponse(await bidding.blockClient(ctx.state.user.id, clientId), deps.clock.now()),
    } satisfies BlockedClientsResponse;
  });

  signedIn.on(endpoints.bidding.unblockClient, async (ctx) => {
    const { clientId } = UnblockClientParams.parse(ctx.params);
    ctx.body = {
      success: true,
      message: 'Client unblocked',
      settings: toSettingsResponse(await bidding.unblockClient(ctx.state.user.id, clientId), deps.clock.now()),
    } satisfies BlockedClientsResponse;
  });

  signedIn.on(endpoints.bidding.toggle, async (ctx) => {
    const { isActive, message } = await bidding.toggleAutobidding(ctx.state.user);
    ctx.body = { success: true, isActive, message } satisfies ToggleResponse;
  });

  signedIn.on(endpoints.bidding.stats, async (ctx) => {
    ctx.body = { success: true, stats: await bidding.stats(ctx.state.user.id) } satisfies BiddingStatsResponse;
  });

  signedIn.on(endpoints.bidding.logs, async (ctx) => {
    const { page, limit } = BidLogsQuery.parse(ctx.query);
    const logs = await bidding.logs(ctx.state.user.id, { page, limit });
    ctx.body = {
      success: true,
      logs: logs.items.map(toBidLogResponse),
      pagination: bidLogPagination(page, limit, logs.total),
    } satisfies BidLogsResponse;
  });

  signedIn.on(endpoints.bidding.log, async (ctx) => {
    const { id } = BidDetailParams.parse(ctx.params);
    ctx.body = {
      success: true,
      bid: toBidDetailResponse(await bidding.logDetail(ctx.state.user.id, id)),
    } satisfies BidDetailResponse;
  });

  return router;
}
