import type { User } from '../../../core/domain/users/user.js';
import type { UserRepository } from '../../../core/ports/user-repository.port.js';
import type { SessionTokens } from './session-tokens.js';

/**
 * Turns a bearer token into the signed-in user: null for a bad, expired or revoked token, or a
 * user who no longer exists or is disabled. Built by the auth module; routes only consume it.
 */
export type SessionResolver = (token: string) => Promise<User | null>;

/** Reads the user on every request, so disabling or deleting a user ends their sessions at once. */
export const createSessionResolver =
  (tokens: SessionTokens, users: Pick<UserRepository, 'findById'>): SessionResolver =>
  async (token) => {
    const userId = await tokens.verify(token);
    if (userId === null) return null;
    const user = await users.findById(userId);
    return user !== null && user.isActive ? user : null;
  };
