import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { DomainError } from '../../../core/domain/errors.js';
import { normalizeEmail } from '../../../core/domain/users/user.js';
import { DEFAULT_RATE_LIMITS, type ApiDependencies } from '../api-dependencies.js';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  type ChangePasswordResponse,
  type ForgotPasswordResponse,
  type LoginResponse,
  type LogoutResponse,
  type MeResponse,
  type RefreshResponse,
  type RegisterResponse,
  type ResetPasswordResponse,
  type SessionResponse,
} from '../../../contract/auth.js';
import { toUserResponse } from '../../../contract/user.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';
import { RateLimiter } from '../middleware/rate-limiter.js';
import { rateLimitSubject } from '../rate-limit-subject.js';
import { InMemoryRateLimitStore } from '../../rate-limits/in-memory-rate-limit-store.js';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Register, sign in, who-am-I, refresh, sign out, and the password change and reset. Sign-in
 * failures are counted per e-mail and client address, so an attacker elsewhere cannot lock the
 * owner out, under a looser ceiling per e-mail and a limit per address (docs/adr/0010). Reset
 * requests and reset attempts are limited per address and per e-mail like sign-in attempts.
 */
export function authRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, anyone, signedIn } = apiRoutes(deps.resolveSession);
  const { auth, users } = deps.useCases;
  const limits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;
  // Shared with every other server process when the composition root passes a database store.
  const store = deps.rateLimitStore ?? new InMemoryRateLimitStore();
  const limiter = (name: string, limit: number, windowMs: number) =>
    new RateLimiter({ name, limit, windowMs, store, clock: deps.clock });
  const attemptsPerIp = limiter('sign-in-ip', limits.signInPerIp, FIFTEEN_MINUTES);
  const failuresPerEmailAndIp = limiter('sign-in-email-ip', limits.signInFailuresPerEmailAndIp, FIFTEEN_MINUTES);
  const attemptsPerEmail = limiter('sign-in-email', limits.signInAttemptsPerEmail, FIFTEEN_MINUTES);
  const registrationsPerIp = limiter('register-ip', limits.registrationsPerIp, 60 * 60_000);
  const resetRequestsPerIp = limiter('reset-request-ip', limits.signInPerIp, FIFTEEN_MINUTES);
  const resetRequestsPerEmail = limiter('reset-request-email', limits.signInFailuresPerEmailAndIp, FIFTEEN_MINUTES);
  const resetAttemptsPerIp = limiter('reset-ip', limits.signInPerIp, FIFTEEN_MINUTES);

  const userResponse = async (userId: string): Promise<SessionResponse['user']> => {
    const user = await users.findById(userId);
    if (user === null) throw new DomainError('USER_NOT_FOUND', 'User not found');
    return toUserResponse(await users.view(user));
  };
  const session = async (ctx: ParameterizedContext, userId: string): Promise<SessionResponse> => ({
    token: await deps.sessions.start(userId),
    user: await userResponse(userId),
  });

  anyone.on(endpoints.auth.register, async (ctx) => {
    await registrationsPerIp.admit(rateLimitSubject(ctx.ip), 'attempts');
    const user = await auth.register(RegisterBody.parse(ctx.request.body));
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: 'Registration successful!',
      ...(await session(ctx, user.id)),
    } satisfies RegisterResponse;
  });

  anyone.on(endpoints.auth.login, async (ctx) => {
    const body = LoginBody.parse(ctx.request.body);
    const email = normalizeEmail(body.email);
    const address = rateLimitSubject(ctx.ip);
    // As JSON, so no address or e-mail, however odd, can make two pairs one key.
    const emailAndIp = JSON.stringify([email, address]);
    // In this order, so an address locked out of an e-mail no longer uses up that e-mail's ceiling.
    await attemptsPerIp.admit(address, 'attempts');
    await failuresPerEmailAndIp.admit(emailAndIp, 'attempts');
    await attemptsPerEmail.admit(email, 'attempts');
    const user = await auth.signIn(body);
    await failuresPerEmailAndIp.reset(emailAndIp);
    ctx.body = {
      success: true,
      message: 'Login successful!',
      ...(await session(ctx, user.id)),
    } satisfies LoginResponse;
  });

  signedIn.on(endpoints.auth.me, async (ctx) => {
    // The balance came with the session's user read: no second query on the busiest route.
    ctx.body = {
      success: true,
      user: toUserResponse(users.viewWithBalance(ctx.state.user, ctx.state.balance)),
    } satisfies MeResponse;
  });

  // The same session with a fresh token: its start stays, so refreshing never outlives the absolute lifetime.
  signedIn.on(endpoints.auth.refresh, async (ctx) => {
    ctx.body = {
      success: true,
      token: await deps.sessions.refresh(ctx.state.session),
      user: await userResponse(ctx.state.user.id),
    } satisfies RefreshResponse;
  });

  signedIn.on(endpoints.auth.logout, async (ctx) => {
    await auth.signOut({ userId: ctx.state.user.id, sessionId: ctx.state.session.sessionId });
    ctx.body = { success: true, message: 'Logged out successfully' } satisfies LogoutResponse;
  });

  signedIn.on(endpoints.auth.changePassword, async (ctx) => {
    const body = ChangePasswordBody.parse(ctx.request.body);
    const { session: current, user } = ctx.state;
    await auth.changePassword({ userId: user.id, sessionId: current.sessionId, ...body });
    ctx.body = {
      success: true,
      message: 'Password changed. Your other sessions were signed out.',
      token: await deps.sessions.refresh(current),
      user: await userResponse(user.id),
    } satisfies ChangePasswordResponse;
  });

  anyone.on(endpoints.auth.forgotPassword, async (ctx) => {
    const { email } = ForgotPasswordBody.parse(ctx.request.body);
    await resetRequestsPerIp.admit(rateLimitSubject(ctx.ip), 'attempts');
    // Per e-mail too, so nobody can flood one inbox with reset mails from many addresses.
    await resetRequestsPerEmail.admit(normalizeEmail(email), 'attempts');
    ctx.body = { success: true, ...(await auth.requestPasswordReset({ email })) } satisfies ForgotPasswordResponse;
  });

  anyone.on(endpoints.auth.resetPassword, async (ctx) => {
    const body = ResetPasswordBody.parse(ctx.request.body);
    await resetAttemptsPerIp.admit(rateLimitSubject(ctx.ip), 'attempts');
    const { email } = await auth.resetPassword(body);
    // The reset proved the owner reads the account's mail: sign-in attempts on it (an attacker's
    // lock-out among them) count afresh, so the new password works at once (docs/adr/0010).
    await attemptsPerEmail.reset(normalizeEmail(email));
    ctx.body = {
      success: true,
      message: 'Your password has been reset. Please sign in with the new password.',
    } satisfies ResetPasswordResponse;
  });

  return router;
}
