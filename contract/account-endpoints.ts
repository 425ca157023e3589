import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  LoginBody,
  LoginResponse,
  LogoutResponse,
  MeResponse,
  RefreshResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  ResetPasswordResponse,
} from './auth.js';
import type { MessageResponse } from './common.js';
import { del, get, post, put } from './endpoint.js';
import type { PortfolioItemBody, PortfolioItemResponse, PortfolioResponse } from './portfolio.js';
import type {
  FreelancerProfileBody,
  FreelancerProfileResponse,
  SaveFreelancerProfileResponse,
  SyncSkillsResponse,
} from './profile.js';

/** The rows of contract/endpoints.ts for a user's own account: signing in, and the freelancer profile bids are written from. */
export const accountEndpoints = {
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
  profile: {
    freelancerProfile: get('/api/users/freelancer-profile').returns<FreelancerProfileResponse>(),
    saveFreelancerProfile: put('/api/users/freelancer-profile')
      .body<FreelancerProfileBody>()
      .returns<SaveFreelancerProfileResponse>(),
    syncSkills: post('/api/users/syncskills').returns<SyncSkillsResponse>(),
  },
  portfolio: {
    list: get('/api/users/portfolio').returns<PortfolioResponse>(),
    add: post('/api/users/portfolio').body<PortfolioItemBody>().returns<PortfolioItemResponse>(),
    update: put('/api/users/portfolio/:id').body<PortfolioItemBody>().returns<PortfolioItemResponse>(),
    delete: del('/api/users/portfolio/:id').returns<MessageResponse>(),
  },
} as const;
