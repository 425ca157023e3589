import { createHash, randomBytes } from 'node:crypto';
import { checkPassword, passwordsMismatch } from '../../domain/auth/password-policy.js';
import { DomainError, validationFailed } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Job, JobQueue } from '../../ports/job-queue.port.js';
import { MailRejectedError, type Mailer } from '../../ports/mailer.port.js';
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

/** The queue a reset request waits on until a worker mails it (docs/design.md#security). */
export const PASSWORD_RESET_QUEUE = 'password-reset';

/** A reset asked for: only the address typed, whether or not it has an account. */
export interface PasswordResetPayload {
  readonly email: string;
}

/**
 * "Forgot password": queues the request and answers at once, the same for every address. Looking
 * the account up, saving a token and handing the mail to SMTP (which takes a tenth of a second or
 * more) all happen later, in a worker: a request for a known address then takes no longer than
 * one for an unknown one, so its timing does not tell which e-mails have accounts. A request for
 * an address already waiting in the queue adds nothing (one mail for a burst of clicks).
 */
export class RequestPasswordReset {
  constructor(private readonly queue: Pick<JobQueue, 'enqueue'>) {}

  async execute(input: { readonly email: string }): Promise<{ readonly message: string }> {
    const email = input.email.trim();
    await this.queue.enqueue<PasswordResetPayload>(
      PASSWORD_RESET_QUEUE,
      { email },
      { singletonKey: email.toLowerCase(), retryLimit: 3, retryDelayMs: 30_000 },
    );
    return { message: RESET_REQUESTED_MESSAGE };
  }
}

/** What a queued reset came to: `none` for an unknown or disabled address, `undeliverable` when the mail server refused it for good. */
export type PasswordResetResult = 'sent' | 'none' | 'undeliverable';

/**
 * One queued reset request: mails an enabled user a link with a random one-time token that
 * expires in an hour; an unknown or disabled address gets nothing. A passing mail failure throws,
 * so the queue tries again later (with a fresh token: only the mailed one's hash is ever kept).
 */
export class SendPasswordReset {
  constructor(
    private readonly storage: Pick<Storage, 'users'>,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly resetLink: ResetLink,
  ) {}

  async execute(job: Pick<Job<PasswordResetPayload>, 'payload'>): Promise<PasswordResetResult> {
    const user = await this.storage.users.findByEmail(job.payload.email);
    if (user === null || !user.isActive) return 'none';
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + RESET_TOKEN_LIFETIME_MS);
    await this.storage.users.savePasswordReset({ tokenHash: resetTokenHash(token), userId: user.id, expiresAt });
    try {
      await this.mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text: `Someone asked to reset the password of your account. To choose a new one, open this link within an hour:\n\n${this.resetLink(token)}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
      });
    } catch (error) {
      if (error instanceof MailRejectedError && error.permanent) return 'undeliverable';
      throw error;
    }
    return 'sent';
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
