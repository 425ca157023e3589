import { z } from 'zod';
import { pageQuery, searchQuery } from './common.dto.js';
import { toUserRecordResponse } from './user.dto.js';
import type { AdminUserView } from '../../../core/use-cases/admin/users/admin-user-view.js';
import type { UserDetails } from '../../../core/use-cases/admin/users/get-user-details.js';
import { toAdminBidResponse } from './admin-bids.dto.js';
import { toSettingsResponse } from './bidding.dto.js';
import { toPaymentRecordResponse, toPaymentStatsResponse } from './payment.dto.js';

const SUBSCRIPTION_STATUSES = ['inactive', 'active', 'cancelled'] as const;

/** GET /api/admin/users?page&limit=10&search (spec 001 §7, §9). */
export const UsersQuery = z.strictObject({
  ...pageQuery(10),
  search: searchQuery,
});

const userId = z.string().trim().min(1, 'User id is required').max(100, 'User id is too long');
export const UserParams = z.object({ id: userId });
export const UserIdParams = z.object({ userId });

/** PATCH /api/admin/users/:id/status; the use case insists on exactly one field. */
export const UserStatusBody = z.strictObject({
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES, { error: `subscriptionStatus must be one of ${SUBSCRIPTION_STATUSES.join(', ')}` }).optional(),
  subscriptionPlan: z.string({ error: 'subscriptionPlan must be a plan slug, or null for No Plan' }).max(100, 'subscriptionPlan must be at most 100 characters').nullable().optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});

/** PATCH /api/admin/users/:userId/bids; the range (not negative, whole) is checked by the use case. */
export const AvailableBidsBody = z.strictObject({
  availableBids: z.number({ error: (issue) => (issue.input === undefined ? 'availableBids is required' : 'availableBids must be a number') }),
});

/** A user row of the admin screens: the user's fields and their available bids. */
export const toAdminUserResponse = ({ user, availableBids }: AdminUserView) => ({ ...toUserRecordResponse(user), availableBids });

/** The admin user-details call (spec 001 §7): never the OAuth token. */
export const toUserDetailsResponse = (details: UserDetails) => ({
  user: toAdminUserResponse(details.view),
  biddingSettings: toSettingsResponse(details.settings),
  recentBids: details.recentBids.map(toAdminBidResponse),
  stats: details.stats,
  userPayments: details.payments.map(toPaymentRecordResponse),
  paymentStats: toPaymentStatsResponse(details.paymentStats),
});
