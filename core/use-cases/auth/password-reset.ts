import { createHash, randomBytes } from 'node:crypto';
import { checkPassword, passwordsMismatch } from '../../domain/auth/password-policy.js';
import { DomainError, validationFailed } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Mailer } from '../../ports/mailer.port.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import type { Storage } from '../../ports/storage.port.js';

/** The one answer to every reset request, known address or not: it must not tell which e-mails have accounts. */
export const RESET_REQUESTED_MESSAGE = 'If an account exists for that e-mail, we sent a link to reset the password.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

/** Only the SHA-256 of a reset token is stored: a copy of the database resets nobody's password. */
export const resetTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Where a reset link points: the web app's reset page with the token. */
export type ResetLink = (token: string) => string;

/**
 * "Forgot password": e-mails an enabled user a link with a random one-time token that expires in
 * an hour. Unknown and disabled addresses get the same answer after the same work but no e-mail.
 */
export class RequestPasswordReset {
  constructor(
    private readonly storage: Pick<Storage, 'users'>,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly resetLink: ResetLink,
  ) {}

  async execute(input: { readonly email: string }): Promise<{ readonly message: string }> {
    const user = await this.storage.users.findByEmail(input.email);
    // Made and hashed whoever asked, so a known address costs no more time than an unknown one.
    const token = randomBytes(32).toString('base64url');
    const tokenHash = resetTokenHash(token);
    if (user !== null && user.isActive) {
      const expiresAt = new Date(this.clock.now().getTime() + RESET_TOKEN_LIFETIME_MS);
      await this.storage.users.savePasswordReset({ tokenHash, userId: user.id, expiresAt });
      await this.mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text: `Someone asked to reset the password of your account. To choose a new one, open this link within an hour:\n\n${this.resetLink(token)}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
      });
    }
    return { message: RESET_REQUESTED_MESSAGE };
  }
}

/**
 * Sets a new password with a token from a reset e-mail. The token works once, within its hour;
 * every session of the user ends, so whoever held the account before the reset is signed out.
 * Answers the account's e-mail: the reset proved its owner reads it.
 */
export class ResetPassword {
  constructor(
    private readonly storage: Pick<Storage, 'users' | 'transaction'>,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    readonly token: string;
    readonly password: string;
    readonly confirmPassword?: string;
  }): Promise<{ readonly email: string }> {
    // Checked before the token is spent, so a weak first try does not cost the user their link.
    const strength = checkPassword(input.password);
    if (!strength.ok) throw validationFailed(strength.message, 'password');
    const mismatch =
      input.confirmPassword === undefined ? null : passwordsMismatch(input.password, input.confirmPassword);
    if (mismatch !== null) throw validationFailed(mismatch, 'confirmPassword');
    const passwordHash = await this.hasher.hash(input.password);
    const reset = await this.storage.transaction(async ({ users }) => {
      const userId = await users.takePasswordReset(resetTokenHash(input.token), this.clock.now());
      const user = userId === null ? null : await users.findById(userId);
      if (user === null || !user.isActive) return null;
      await users.update(user.id, { passwordHash });
      await users.endSessions(user.id);
      await users.dropPasswordResets(user.id);
      return user.email;
    });
    if (reset === null) throw new DomainError('RESET_TOKEN_INVALID', RESET_LINK_INVALID);
    return { email: reset };
  }
}
