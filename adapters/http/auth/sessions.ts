import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { UserRepository } from '../../../core/ports/user-repository.port.js';
import type { SessionClaims, SessionTokens } from './session-tokens.js';

/**
 * Starts a signed-in device's session (its row, then its token) and reissues its token on
 * refresh. A refreshed token keeps the session's id and start, so the absolute lifetime counts
 * from the sign-in however often it is refreshed.
 */
export class Sessions {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: Pick<UserRepository, 'startSession'>,
    private readonly clock: Clock,
  ) {}

  async start(userId: string): Promise<string> {
    // Whole seconds, as the token's `sst` carries it.
    const startedAt = new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000);
    const sessionId = randomBytes(24).toString('base64url');
    await this.users.startSession({ id: sessionId, userId, startedAt });
    return this.tokens.issue({ userId, sessionId, startedAt });
  }

  refresh(session: SessionClaims): Promise<string> {
    return this.tokens.issue(session);
  }
}
