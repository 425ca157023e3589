import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import type { StopQueuedBids } from '../engine/cancel-queued-bids.js';
import { assertCanStartAutobidding } from './autobid-start-guard.js';

export interface ToggleResult {
  readonly isActive: boolean;
  readonly message: string;
}

/**
 * Flips the user's autobidding. Stopping always works, and cancels the bids still queued; starting passes the start checks and
 * clears lastRunAt so the first run looks back over the last hour only (docs/design.md#engine).
 */
export class ToggleAutobidding {
  constructor(
    private readonly repositories: Pick<Repositories, 'settings' | 'profiles' | 'ledger' | 'plans'>,
    private readonly clock: Clock,
    private readonly queuedBids: StopQueuedBids,
  ) {}

  async execute(user: User): Promise<ToggleResult> {
    const current = await this.repositories.settings.get(user.id);
    if (current.isActive) {
      await this.repositories.settings.update(user.id, { isActive: false });
      await this.queuedBids.execute(user.id);
      return { isActive: false, message: 'Autobidding stopped' };
    }
    await assertCanStartAutobidding(this.repositories, user, this.clock.now());
    // Switching on again is the user's answer to a pause that waited for them (docs/design.md#refusals).
    const resumes = current.pause !== null && current.pause.until === null;
    await this.repositories.settings.update(user.id, {
      isActive: true,
      lastRunAt: null,
      ...(resumes ? { pause: null } : {}),
    });
    return { isActive: true, message: 'Autobidding started' };
  }
}
