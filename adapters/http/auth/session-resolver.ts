import type { BidBalance } from '../../../core/domain/ledger/ledger.js';
import type { User } from '../../../core/domain/users/user.js';
import type { SessionUser, UserRepository } from '../../../core/ports/user-repository.port.js';
import type { SessionClaims, SessionTokens } from './session-tokens.js';

/** The signed-in user of one request, read with their bid balance. */
export interface Session {
  readonly user: User;
  /** As read with the user at the start of this request: for showing them, never for deciding a write. */
  readonly balance: BidBalance;
  /** Which of the user's sessions this is: what sign-out ends and a password change keeps. */
  readonly claims: SessionClaims;
}

/**
 * Turns a bearer token into the signed-in user: null for a bad, expired or ended session's token,
 * or a user who no longer exists or is disabled. Built by the auth module; routes only consume it.
 */
export type SessionResolver = (token: string) => Promise<Session | null>;

/**
 * Reads the session's row with its user on every request, so signing out, a password change or
 * reset, and disabling or deleting a user end sessions at once. The balance comes in the same
 * read: `/api/auth/me` shows it without a second query.
 */
export const createSessionResolver =
  (tokens: SessionTokens, users: Pick<UserRepository, 'findSession'>): SessionResolver =>
  (token) => {
    const claims = tokens.verify(token);
    return claims === null
      ? Promise.resolve(null)
      : users.findSession(claims.sessionId).then((found) => liveSession(claims, found));
  };

/** The session when its row still belongs to the token's user and that user is enabled. */
const liveSession = (claims: SessionClaims, found: SessionUser | null): Session | null =>
  found !== null && found.user.id === claims.userId && found.user.isActive
    ? { user: found.user, balance: found.balance, claims }
    : null;
