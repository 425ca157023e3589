import type { ChangePasswordBody, ChangePasswordResponse, ForgotPasswordBody, ForgotPasswordResponse, LoginBody, LoginResponse, LogoutResponse, MeResponse, RefreshResponse, RegisterBody, RegisterResponse, ResetPasswordBody, ResetPasswordResponse } from './auth.js';
import type { BidDetailResponse } from './bid-detail.js';
import type { BidLogsQuery, BidLogsResponse, BiddingStatsResponse, BlockedClientsResponse, GetSettingsResponse, ToggleResponse, UpdateSettingsBody, UpdateSettingsResponse } from './bidding.js';
import type { BlockClientBody } from './what-gets-bid-settings.js';
import { del, get, patch, post, put } from './endpoint.js';

/**
 * Every call of the product API, by feature: the Koa routes register by these rows and the web
 * calls by them, so each path is spelled here and nowhere else (docs/adr/0007-one-spelling-per-api-path.md).
 */
export const endpoints = {
  auth: {
    register: post('/api/auth/register').body<RegisterBody>().returns<RegisterResponse>(),
    login: post('/api/auth/login').body<LoginBody>().returns<LoginResponse>(),
    me: get('/api/auth/me').returns<MeResponse>(),
    refresh: post('/api/auth/refresh').returns<RefreshResponse>(),
    logout: post('/api/auth/logout').returns<LogoutResponse>(),
    changePassword: post('/api/auth/change-password').body<ChangePasswordBody>().returns<ChangePasswordResponse>(),
    forgotPassword: post('/api/auth/forgot-password').body<ForgotPasswordBody>().returns<ForgotPasswordResponse>(),
    resetPassword: post('/api/auth/reset-password').body<ResetPasswordBody>().returns<ResetPasswordResponse>(),
  },
  bidding: {
    settings: get('/api/bidding/settings').returns<GetSettingsResponse>(),
    updateSettings: put('/api/bidding/settings').body<UpdateSettingsBody>().returns<UpdateSettingsResponse>(),
    blockClient: post('/api/bidding/blocked-clients').body<BlockClientBody>().returns<BlockedClientsResponse>(),
    unblockClient: del('/api/bidding/blocked-clients/:clientId').returns<BlockedClientsResponse>(),
    toggle: patch('/api/bidding/toggle').returns<ToggleResponse>(),
    stats: get('/api/bidding/stats').returns<BiddingStatsResponse>(),
    logs: get('/api/bidding/logs').query<BidLogsQuery>().returns<BidLogsResponse>(),
    log: get('/api/bidding/logs/:id').returns<BidDetailResponse>(),
  },
} as const;
