import { checkPassword, passwordsMismatch } from '../../domain/auth/password-policy.js';
import { DomainError, validationFailed } from '../../domain/errors.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import type { Storage } from '../../ports/storage.port.js';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const SAME_PASSWORD = 'The new password must differ from the current one';

export interface PasswordChange {
  readonly userId: string;
  /** The session asking: it stays signed in, every other session of the user ends. */
  readonly sessionId: string;
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmPassword?: string;
}

/**
 * A signed-in user sets a new password, proving the current one: a borrowed, still signed-in
 * browser cannot take the account over. Every other session ends with it, and any reset link
 * outstanding stops working.
 */
export class ChangePassword {
  constructor(
    private readonly storage: Pick<Storage, 'users' | 'transaction'>,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: PasswordChange): Promise<void> {
    const user = await this.storage.users.findById(input.userId);
    if (user === null) throw new DomainError('USER_NOT_FOUND', 'User not found');
    if (!(await this.hasher.verify(user.passwordHash, input.currentPassword)))
      throw new DomainError('FORBIDDEN', WRONG_CURRENT_PASSWORD, { field: 'currentPassword' });
    const strength = checkPassword(input.newPassword);
    if (!strength.ok) throw validationFailed(strength.message, 'newPassword');
    const mismatch =
      input.confirmPassword === undefined ? null : passwordsMismatch(input.newPassword, input.confirmPassword);
    if (mismatch !== null) throw validationFailed(mismatch, 'confirmPassword');
    if (input.newPassword === input.currentPassword) throw validationFailed(SAME_PASSWORD, 'newPassword');
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.storage.transaction(async ({ users }) => {
      await users.update(user.id, { passwordHash });
      await users.endSessions(user.id, { except: input.sessionId });
      await users.dropPasswordResets(user.id);
    });
  }
}
