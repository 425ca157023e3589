import { checkEmail } from '../../domain/auth/registration-rules.js';
import type { User } from '../../domain/users/user.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import type { UserRepository } from '../../ports/user-repository.port.js';

/**
 * Creates the first admin from configuration when the system has none. An existing ordinary
 * account with that email is promoted instead (its password is left alone).
 */
export class EnsureFirstAdmin {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: { readonly email: string; readonly password: string; readonly name?: string }): Promise<{ readonly created: boolean; readonly user: User | null }> {
    if ((await this.users.countByRole('admin')) > 0) return { created: false, user: null };
    const invalidEmail = checkEmail(input.email);
    if (invalidEmail) throw invalidEmail;
    const existing = await this.users.findByEmail(input.email);
    if (existing !== null) return { created: false, user: await this.users.update(existing.id, { role: 'admin', isActive: true }) };
    const passwordHash = await this.hasher.hash(input.password);
    return { created: true, user: await this.users.create({ name: input.name ?? 'Administrator', email: input.email, passwordHash, role: 'admin' }) };
  }
}
