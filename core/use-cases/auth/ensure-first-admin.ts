import { checkPassword } from '../../domain/auth/password-policy.js';
import { checkEmail, checkName } from '../../domain/auth/registration-rules.js';
import { DomainError, validationFailed } from '../../domain/errors.js';
import { normalizeEmail, type User } from '../../domain/users/user.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import type { UserRepository } from '../../ports/user-repository.port.js';

export type FirstAdminOutcome =
  | { readonly kind: 'created'; readonly user: User }
  | { readonly kind: 're-enabled'; readonly user: User }
  | { readonly kind: 'admin-exists' };

/**
 * Creates the first admin (from ADMIN_EMAIL at start, or the CLI's create-admin) when the system
 * has no enabled admin. When every admin is disabled (a database from before the last-admin rule),
 * the disabled admin with that address is enabled again with the given password, and its old
 * sessions stay ended; another address gets a new admin. An ordinary account that already holds
 * the address is never promoted: anyone can register any address first, and promoting would hand
 * the admin role to whoever did, with their own password.
 */
export class EnsureFirstAdmin {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: {
    readonly email: string;
    readonly password: string;
    readonly name?: string;
  }): Promise<FirstAdminOutcome> {
    if ((await this.users.lockEnabledAdmins()).length > 0) return { kind: 'admin-exists' };
    const name = input.name ?? 'Administrator';
    const invalid = checkName(name) ?? checkEmail(input.email);
    if (invalid) throw invalid;
    const strength = checkPassword(input.password);
    if (!strength.ok) throw validationFailed(strength.message, 'password');
    const email = normalizeEmail(input.email);
    const holder = await this.users.findByEmail(email);
    if (holder !== null && holder.role === 'admin') return this.reEnable(holder, input.password);
    if (holder !== null) {
      throw new DomainError(
        'USER_ALREADY_EXISTS',
        `${email} belongs to an existing account that is not an admin; it is not promoted, since whoever registered that address would become admin. Choose another address for the first admin.`,
      );
    }
    const passwordHash = await this.hasher.hash(input.password);
    return {
      kind: 'created',
      user: await this.users.create({ name: name.trim(), email, passwordHash, role: 'admin' }),
    };
  }

  private async reEnable(admin: User, password: string): Promise<FirstAdminOutcome> {
    await this.users.endSessions(admin.id);
    const user = await this.users.update(admin.id, { isActive: true, passwordHash: await this.hasher.hash(password) });
    if (user === null) throw new DomainError('USER_NOT_FOUND', 'User not found');
    return { kind: 're-enabled', user };
  }
}
