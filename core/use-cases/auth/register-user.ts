import { checkRegistration, type RegistrationInput } from '../../domain/auth/registration-rules.js';
import type { User } from '../../domain/users/user.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import type { UserRepository } from '../../ports/user-repository.port.js';

/** Creates an ordinary user after the spec's checks; a taken email is USER_ALREADY_EXISTS. */
export class RegisterUser {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: RegistrationInput): Promise<User> {
    const checked = checkRegistration(input);
    if (!checked.ok) throw checked.error;
    const { name, email, password } = checked.value;
    return this.users.create({ name, email, passwordHash: await this.hasher.hash(password), role: 'user' });
  }
}
