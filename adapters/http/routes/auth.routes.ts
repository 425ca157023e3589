import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { DomainError } from '../../../core/domain/errors.js';
import { normalizeEmail } from '../../../core/domain/users/user.js';
import { DEFAULT_RATE_LIMITS, type ApiDependencies } from '../api-dependencies.js';
import { LoginBody, RegisterBody, type LoginResponse, type MeResponse, type RefreshResponse, type RegisterResponse, type SessionResponse } from '../../../contract/auth.js';
import { toUserResponse } from '../../../contract/user.js';
import type { AuthState } from '../middleware/authenticate.js';
import { apiRoutes } from './api-routes.js';
import { RateLimiter } from '../middleware/rate-limiter.js';
import { rateLimitSubject } from '../rate-limit-subject.js';
import { InMemoryRateLimitStore } from '../../rate-limits/in-memory-rate-limit-store.js';

const FIFTEEN_MINUTES = 15 * 60_000;

/** Counts the attempt; over the limit, refuses it with how long to wait (the error handler answers it as Retry-After). */
async function refuseWhenLimited(limiter: RateLimiter, key: string): Promise<void> {
  const { allowed, retryAfterMs } = await limiter.consume(key);
  if (allowed) return;
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  throw new DomainError('RATE_LIMITED', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, { retryAfterSeconds });
}

/**
 * Register, sign in, who-am-I and refresh. Sign-in failures are counted per e-mail and client
 * address, so an attacker elsewhere cannot lock the owner out, under a looser ceiling per e-mail
 * and a limit per address (docs/adr/0010).
 */
export function authRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, anyone, signedIn } = apiRoutes('/api/auth', deps.resolveSession);
  const { auth, users } = deps.useCases;
  const limits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;
  // Shared with every other server process when the composition root passes a database store.
  const store = deps.rateLimitStore ?? new InMemoryRateLimitStore();
  const limiter = (name: string, limit: number, windowMs: number) => new RateLimiter({ name, limit, windowMs, store, clock: deps.clock });
  const attemptsPerIp = limiter('sign-in-ip', limits.signInPerIp, FIFTEEN_MINUTES);
  const failuresPerEmailAndIp = limiter('sign-in-email-ip', limits.signInFailuresPerEmailAndIp, FIFTEEN_MINUTES);
  const attemptsPerEmail = limiter('sign-in-email', limits.signInAttemptsPerEmail, FIFTEEN_MINUTES);
  const registrationsPerIp = limiter('register-ip', limits.registrationsPerIp, 60 * 60_000);

  const session = async (ctx: ParameterizedContext, userId: string): Promise<SessionResponse> => {
    const user = await users.findById(userId);
    if (user === null) throw new DomainError('USER_NOT_FOUND', 'User not found');
    return { token: await deps.sessions.issue(user.id), user: toUserResponse(await users.view(user)) };
  };

  anyone.post('/register', async (ctx) => {
    await refuseWhenLimited(registrationsPerIp, rateLimitSubject(ctx.ip));
    const user = await auth.register(RegisterBody.parse(ctx.request.body));
    ctx.status = 201;
    ctx.body = { success: true, message: 'Registration successful!', ...(await session(ctx, user.id)) } satisfies RegisterResponse;
  });

  anyone.post('/login', async (ctx) => {
    const body = LoginBody.parse(ctx.request.body);
    const email = normalizeEmail(body.email);
    const address = rateLimitSubject(ctx.ip);
    // As JSON, so no address or e-mail, however odd, can make two pairs one key.
    const emailAndIp = JSON.stringify([email, address]);
    // In this order, so an address locked out of an e-mail no longer uses up that e-mail's ceiling.
    await refuseWhenLimited(attemptsPerIp, address);
    await refuseWhenLimited(failuresPerEmailAndIp, emailAndIp);
    await refuseWhenLimited(attemptsPerEmail, email);
    const user = await auth.signIn(body);
    await failuresPerEmailAndIp.reset(emailAndIp);
    ctx.body = { success: true, message: 'Login successful!', ...(await session(ctx, user.id)) } satisfies LoginResponse;
  });

  signedIn.get('/me', async (ctx) => {
    // The balance came with the session's user read: no second query on the busiest route.
    ctx.body = { success: true, user: toUserResponse(await users.viewWithBalance(ctx.state.user, ctx.state.balance)) } satisfies MeResponse;
  });

  signedIn.post('/refresh', async (ctx) => {
    ctx.body = { success: true, ...(await session(ctx, ctx.state.user.id)) } satisfies RefreshResponse;
  });

  return router;
}
