import type Router from '@koa/router';
import type { ApiDependencies } from '../api-dependencies.js';
import {
  AvailableBidsBody,
  UserBidsQuery,
  UserIdParams,
  UserParams,
  UserStatusBody,
  UsersQuery,
  toAdminBidResponse,
  toAdminUserResponse,
  toUserDetailsResponse,
  type ChangeUserStatusResponse,
  type DeleteUserResponse,
  type GetUserDetailsResponse,
  type SetAvailableBidsResponse,
  type UserBidsResponse,
  type UsersResponse,
} from '../../../contract/admin-users.js';
import { UserBidDetailParams, toBidDetailResponse, type BidDetailResponse } from '../../../contract/bid-detail.js';
import { pagination } from '../../../contract/common.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/** User management and user details: admins only (docs/design.md#product-and-roles). */
export function adminUsersRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, admin } = apiRoutes(deps.resolveSession);
  const users = deps.useCases.admin.users;

  admin.on(endpoints.adminUsers.list, async (ctx) => {
    const query = UsersQuery.parse(ctx.query);
    const listing = await users.list(query);
    ctx.body = {
      success: true,
      users: listing.users.map(toAdminUserResponse),
      pagination: pagination(query.page, query.limit, listing.total),
    } satisfies UsersResponse;
  });

  admin.on(endpoints.adminUsers.changeStatus, async (ctx) => {
    const { id } = UserParams.parse(ctx.params);
    const view = await users.changeStatus({
      actor: ctx.state.user,
      userId: id,
      change: UserStatusBody.parse(ctx.request.body),
    });
    ctx.body = {
      success: true,
      message: 'User status updated successfully',
      user: toAdminUserResponse(view),
    } satisfies ChangeUserStatusResponse;
  });

  admin.on(endpoints.adminUsers.delete, async (ctx) => {
    await users.delete(UserParams.parse(ctx.params).id);
    ctx.body = { success: true, message: 'User deleted successfully' } satisfies DeleteUserResponse;
  });

  admin.on(endpoints.adminUsers.details, async (ctx) => {
    const details = await users.details(UserIdParams.parse(ctx.params).userId);
    ctx.body = { success: true, ...toUserDetailsResponse(details, deps.clock.now()) } satisfies GetUserDetailsResponse;
  });

  admin.on(endpoints.adminUsers.setAvailableBids, async (ctx) => {
    const { userId } = UserIdParams.parse(ctx.params);
    const { availableBids } = AvailableBidsBody.parse(ctx.request.body);
    const result = await users.setAvailableBids({ actor: ctx.state.user, userId, availableBids });
    ctx.body = {
      success: true,
      message: 'Available bids updated successfully',
      user: { _id: result.userId, availableBids: result.availableBids },
    } satisfies SetAvailableBidsResponse;
  });

  admin.on(endpoints.adminUsers.bids, async (ctx) => {
    const { userId } = UserIdParams.parse(ctx.params);
    const query = UserBidsQuery.parse(ctx.query);
    const listing = await users.bids(userId, query);
    const page = pagination(query.page, query.limit, listing.total);
    ctx.body = {
      success: true,
      bids: listing.bids.map(toAdminBidResponse),
      totalPages: page.pages,
      pagination: page,
      user: { _id: listing.user.id, name: listing.user.name, email: listing.user.email },
    } satisfies UserBidsResponse;
  });

  admin.on(endpoints.adminUsers.bid, async (ctx) => {
    const { userId, bidId } = UserBidDetailParams.parse(ctx.params);
    ctx.body = {
      success: true,
      bid: toBidDetailResponse(await users.bidDetail(userId, bidId)),
    } satisfies BidDetailResponse;
  });

  return router;
}
