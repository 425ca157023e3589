import type { BidBalance } from '../../../core/domain/ledger/ledger.js';
import type { User } from '../../../core/domain/users/user.js';
import type { UserRepository } from '../../../core/ports/user-repository.port.js';
import type { SessionTokens } from './session-tokens.js';

/** The signed-in user of one request, read with their bid balance. */
export interface Session {
  readonly user: User;
  /** As read with the user at the start of this request: for showing them, never for deciding a write. */
  readonly balance: BidBalance;
}

/**
 * Turns a bearer token into the signed-in user: null for a bad, expired or revoked token, or a
 * user who no longer exists or is disabled. Built by the auth module; routes only consume it.
 */
export type SessionResolver = (token: string) => Promise<Session | null>;

/**
 * Reads the user on every request, so disabling or deleting a user ends their sessions at once.
 * The balance comes in the same read: `/api/auth/me` shows it without a second query. Chained
 * rather than async: on every request, with no frame of its own around the read's promise.
 */
export const createSessionResolver =
  (tokens: SessionTokens, users: Pick<UserRepository, 'findWithBalance'>): SessionResolver =>
  (token) => {
    const userId = tokens.verify(token);
    return userId === null ? Promise.resolve(null) : users.findWithBalance(userId).then(enabledOnly);
  };

const enabledOnly = (session: Session | null): Session | null => (session !== null && session.user.isActive ? session : null);
