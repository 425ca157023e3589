import type { BiddingSettings, BiddingSettingsPatch, EngineSettingsField } from '../../domain/bidding/settings.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Repositories } from '../../ports/storage.port.js';
import type { StopQueuedBids } from '../engine/cancel-queued-bids.js';
import { assertCanStartAutobidding } from './autobid-start-guard.js';
import { checkedRuleChanges } from './rule-changes.js';

/** What a user may change of their settings; the engine's bookkeeping (lastRunAt, pauses, learned kinds) is not theirs. */
export type BiddingSettingsChanges = Omit<BiddingSettingsPatch, EngineSettingsField>;

/**
 * Applies a partial change of the user's own settings. Switching autobidding on here passes the
 * same checks as the toggle, and, like the toggle, restarts the engine's look-back window.
 */
export class UpdateBiddingSettings {
  constructor(
    private readonly repositories: Pick<Repositories, 'settings' | 'profiles' | 'ledger' | 'plans'>,
    private readonly clock: Clock,
    private readonly queuedBids: StopQueuedBids,
  ) {}

  async execute(user: User, changes: BiddingSettingsChanges): Promise<BiddingSettings> {
    const current = await this.repositories.settings.get(user.id);
    const patch: BiddingSettingsPatch = checkedRuleChanges(current, changes);
    const starting = changes.isActive === true && !current.isActive;
    if (starting) await assertCanStartAutobidding(this.repositories, user, this.clock.now());
    // Switching on again resumes a pause that waited for the user, as the toggle does.
    const resumes = starting && current.pause !== null && current.pause.until === null;
    const updated = await this.repositories.settings.update(
      user.id,
      starting ? { ...patch, lastRunAt: null, ...(resumes ? { pause: null } : {}) } : patch,
    );
    // Switched off here, as with the toggle: the bids still queued are cancelled.
    if (changes.isActive === false && current.isActive) await this.queuedBids.execute(user.id);
    return updated;
  }
}
