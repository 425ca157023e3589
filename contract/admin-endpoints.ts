import type { OutboxMailDetailResponse, OutboxQuery, OutboxResponse } from './admin-outbox.js';
import type {
  AdminPaymentsQuery,
  AdminPaymentsResponse,
  ChangePaymentStatusResponse,
  PaymentStatusBody,
} from './admin-payments.js';
import type {
  AdminPlansResponse,
  CreatePlanBody,
  CreatePlanResponse,
  DeletePlanResponse,
  UpdatePlanBody,
  UpdatePlanResponse,
} from './admin-plans.js';
import type { AdminDailyStatsResponse, AdminStatsResponse, DailyStatsQuery } from './admin-stats.js';
import type {
  AvailableBidsBody,
  ChangeUserStatusResponse,
  DeleteUserResponse,
  GetUserDetailsResponse,
  SetAvailableBidsResponse,
  UserBidsQuery,
  UserBidsResponse,
  UserStatusBody,
  UsersQuery,
  UsersResponse,
} from './admin-users.js';
import type { BidDetailResponse } from './bid-detail.js';
import { del, get, patch, post, put } from './endpoint.js';

/** The rows of contract/endpoints.ts for the admin screens: plans on sale, payments, stats, users and the mail outbox. */
export const adminEndpoints = {
  adminPlans: {
    list: get('/api/admin/pricing-plans').returns<AdminPlansResponse>(),
    create: post('/api/admin/pricing-plans').body<CreatePlanBody>().returns<CreatePlanResponse>(),
    update: put('/api/admin/pricing-plans/:id').body<UpdatePlanBody>().returns<UpdatePlanResponse>(),
    delete: del('/api/admin/pricing-plans/:id').returns<DeletePlanResponse>(),
  },
  adminPayments: {
    list: get('/api/admin/payments').query<AdminPaymentsQuery>().returns<AdminPaymentsResponse>(),
    changeStatus: patch('/api/admin/payments/:paymentId/status')
      .body<PaymentStatusBody>()
      .returns<ChangePaymentStatusResponse>(),
  },
  adminStats: {
    stats: get('/api/admin/stats').returns<AdminStatsResponse>(),
    daily: get('/api/admin/stats/daily').query<DailyStatsQuery>().returns<AdminDailyStatsResponse>(),
  },
  adminUsers: {
    list: get('/api/admin/users').query<UsersQuery>().returns<UsersResponse>(),
    changeStatus: patch('/api/admin/users/:id/status').body<UserStatusBody>().returns<ChangeUserStatusResponse>(),
    delete: del('/api/admin/users/:id').returns<DeleteUserResponse>(),
    details: get('/api/admin/users/:userId').returns<GetUserDetailsResponse>(),
    setAvailableBids: patch('/api/admin/users/:userId/bids')
      .body<AvailableBidsBody>()
      .returns<SetAvailableBidsResponse>(),
    bids: get('/api/admin/users/:userId/bids').query<UserBidsQuery>().returns<UserBidsResponse>(),
    bid: get('/api/admin/users/:userId/bids/:bidId').returns<BidDetailResponse>(),
  },
  adminOutbox: {
    list: get('/api/admin/outbox').query<OutboxQuery>().returns<OutboxResponse>(),
    mail: get('/api/admin/outbox/:mailId').returns<OutboxMailDetailResponse>(),
  },
} as const;
