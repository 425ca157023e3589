import { DomainError } from '../../domain/errors.js';
import type { User } from '../../domain/users/user.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import type { UserRepository } from '../../ports/user-repository.port.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_DISABLED = 'Your account has been disabled. Please contact support.';

// Verifying against a real hash when the email is unknown keeps both answers equally slow,
// so response time does not reveal which emails have accounts.
const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$mJAXyybaWMOn18/UkCi9RA$EMhW6l4eZHY0bxWJ2Jbba97Y4pJcMQpxj24YnCXATUU';

/** Email and password to the user; one message for an unknown email and a wrong password. */
export class SignIn {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: { readonly email: string; readonly password: string }): Promise<User> {
    const user = await this.users.findByEmail(input.email);
    const matches = await this.hasher.verify(user?.passwordHash ?? DECOY_HASH, input.password);
    if (user === null || !matches) throw new DomainError('UNAUTHORIZED', INVALID_CREDENTIALS);
    if (!user.isActive) throw new DomainError('FORBIDDEN', ACCOUNT_DISABLED);
    return user;
  }
}
