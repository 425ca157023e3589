import type { UserRepository } from '../../ports/user-repository.port.js';

/** Ends this device's session on the server: its token is refused from then on, the user's other devices stay signed in. */
export class SignOut {
  constructor(private readonly users: Pick<UserRepository, 'endSession'>) {}

  async execute(input: { readonly userId: string; readonly sessionId: string }): Promise<void> {
    await this.users.endSession(input.userId, input.sessionId);
  }
}
