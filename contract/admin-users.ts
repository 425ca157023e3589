import { z } from 'zod';
import { logEntryOf, type Bid, type BidStatus } from '../core/domain/bidding/bid.js';
import type { BidListQuery } from '../core/ports/bid-repository.port.js';
import type { AdminUserView } from '../core/use-cases/admin/users/admin-user-view.js';
import type { UserDetails } from '../core/use-cases/admin/users/get-user-details.js';
import { toPaymentRecordResponse, toPaymentStatsResponse } from './admin-payments.js';
import { toBidResponse } from './bid-logs.js';
import { toSettingsResponse } from './bidding.js';
import {
  hasNoInvisibleCharacter,
  optionalQuery,
  pageQuery,
  searchQuery,
  type MessageResponse,
  type Pagination,
} from './common.js';
import { toMarketplaceAccountWire } from './profile.js';
import { toUserRecordResponse } from './user.js';

const BID_STATUSES = [
  'submitted',
  'replied',
  'accepted',
  'rejected',
  'failed',
  'pending',
  'held',
  'declined',
] as const satisfies readonly BidStatus[];
const SORT_FIELDS = ['submittedAt', 'bidAmount'] as const;
const SORT_ORDERS = ['asc', 'desc'] as const;

/** GET /api/admin/users/:userId/bids: 'all' or no status means every status. */
export const UserBidsQuery = z
  .strictObject({
    ...pageQuery(20),
    search: searchQuery,
    status: optionalQuery(
      z.enum(['all', ...BID_STATUSES] as const, { error: `status must be one of all, ${BID_STATUSES.join(', ')}` }),
    ),
    sortBy: optionalQuery(z.enum(SORT_FIELDS, { error: `sortBy must be one of ${SORT_FIELDS.join(', ')}` })).default(
      'submittedAt',
    ),
    sortOrder: optionalQuery(
      z.enum(SORT_ORDERS, { error: `sortOrder must be one of ${SORT_ORDERS.join(', ')}` }),
    ).default('desc'),
  })
  .transform(({ status, ...rest }): BidListQuery => ({ ...rest, status: status === 'all' ? undefined : status }));
export type UserBidsQuery = z.input<typeof UserBidsQuery>;

/** One bid as the admin screens show it: no proposal. */
export const toAdminBidResponse = (bid: Bid) => toBidResponse(logEntryOf(bid));

export type AdminBidResponse = ReturnType<typeof toAdminBidResponse>;

const SUBSCRIPTION_STATUSES = ['inactive', 'active', 'cancelled'] as const;

/** GET /api/admin/users?page&limit=10&search. */
export const UsersQuery = z.strictObject({
  ...pageQuery(10),
  search: searchQuery,
});
export type UsersQuery = z.input<typeof UsersQuery>;

const userId = z
  .string()
  .trim()
  .min(1, 'User id is required')
  .max(100, 'User id is too long')
  .refine(hasNoInvisibleCharacter, 'User id is invalid');
export const UserParams = z.object({ id: userId });
export const UserIdParams = z.object({ userId });
export type UserParams = z.input<typeof UserParams>;
export type UserIdParams = z.input<typeof UserIdParams>;

/** PATCH /api/admin/users/:id/status; the use case insists on exactly one field. */
export const UserStatusBody = z.strictObject({
  subscriptionStatus: z
    .enum(SUBSCRIPTION_STATUSES, { error: `subscriptionStatus must be one of ${SUBSCRIPTION_STATUSES.join(', ')}` })
    .optional(),
  subscriptionPlan: z
    .string({ error: 'subscriptionPlan must be a plan slug, or null for No Plan' })
    .max(100, 'subscriptionPlan must be at most 100 characters')
    .nullable()
    .optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export type UserStatusBody = z.input<typeof UserStatusBody>;

/** PATCH /api/admin/users/:userId/bids; the range (not negative, whole) is checked by the use case. */
export const AvailableBidsBody = z.strictObject({
  availableBids: z.number({
    error: (issue) => (issue.input === undefined ? 'availableBids is required' : 'availableBids must be a number'),
  }),
});
export type AvailableBidsBody = z.input<typeof AvailableBidsBody>;

/**
 * A user row of the admin screens: the user's fields, their available bids, and unlimitedBids
 * while an unlimited plan is active (its bids are not counted: show 'Unlimited', not the number).
 */
export const toAdminUserResponse = ({ user, availableBids, unlimitedBids }: AdminUserView) => ({
  ...toUserRecordResponse(user),
  availableBids,
  unlimitedBids,
});

/** The admin user-details call: never the OAuth token (docs/design.md#security). */
export const toUserDetailsResponse = (details: UserDetails, now: Date) => ({
  user: toAdminUserResponse(details.view),
  biddingSettings: toSettingsResponse(details.settings, now),
  recentBids: details.recentBids.map(toAdminBidResponse),
  stats: details.stats,
  userPayments: details.payments.map(toPaymentRecordResponse),
  paymentStats: toPaymentStatsResponse(details.paymentStats),
  marketplaceAccount: toMarketplaceAccountWire(details.marketplaceAccount),
});

export type AdminUserResponse = ReturnType<typeof toAdminUserResponse>;
export type UserDetailsResponse = ReturnType<typeof toUserDetailsResponse>;

/** GET /api/admin/users. */
export interface UsersResponse {
  readonly success: true;
  readonly users: readonly AdminUserResponse[];
  readonly pagination: Pagination;
}

/** PATCH /api/admin/users/:id/status. */
export type ChangeUserStatusResponse = MessageResponse & { readonly user: AdminUserResponse };

/** DELETE /api/admin/users/:id. */
export type DeleteUserResponse = MessageResponse;

/** GET /api/admin/users/:userId: everything the User Details screen shows, never the marketplace token. */
export type GetUserDetailsResponse = { readonly success: true } & UserDetailsResponse;

/** PATCH /api/admin/users/:userId/bids. */
export type SetAvailableBidsResponse = MessageResponse & {
  readonly user: { readonly _id: string; readonly availableBids: number };
};

/** GET /api/admin/users/:userId/bids: one page of the user's bids; totalPages is pagination.pages. */
export interface UserBidsResponse {
  readonly success: true;
  readonly bids: readonly AdminBidResponse[];
  readonly totalPages: number;
  readonly pagination: Pagination;
  readonly user: { readonly _id: string; readonly name: string; readonly email: string };
}
