import type { Middleware, ParameterizedContext } from 'koa';
import { DomainError } from '../../../core/domain/errors.js';
import type { BidBalance } from '../../../core/domain/ledger/ledger.js';
import type { User } from '../../../core/domain/users/user.js';
import type { SessionResolver } from '../auth/session-resolver.js';
import type { SessionClaims } from '../auth/session-tokens.js';

export interface AuthState {
  user: User;
  /** The user's bid balance, read with them by requireUser: for showing, not for deciding (see Session). */
  balance: BidBalance;
  /** The request's session: which device signed in, and when. */
  session: SessionClaims;
}

/** The token of an `Authorization: Bearer <token>` header, or null; the token itself is checked by SessionTokens. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer +(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

/** 401 unless the request carries a bearer token of an existing, enabled user. */
export function requireUser(resolve: SessionResolver): Middleware<AuthState> {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('authorization'));
    if (token === null) throw new DomainError('UNAUTHORIZED', 'Authentication required');
    const session = await resolve(token);
    if (session === null) throw new DomainError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');
    ctx.state.user = session.user;
    ctx.state.balance = session.balance;
    ctx.state.session = session.claims;
    await next();
  };
}

/** After requireUser: 403 for anyone but an admin (401 should it ever run without requireUser). */
export function requireAdmin(): Middleware<AuthState> {
  return async (ctx, next) => {
    const user = ctx.state.user as User | undefined;
    if (user === undefined) throw new DomainError('UNAUTHORIZED', 'Authentication required');
    if (user.role !== 'admin') throw new DomainError('FORBIDDEN', 'Admin access required');
    await next();
  };
}

export const currentUser = (ctx: ParameterizedContext<AuthState>): User => ctx.state.user;
