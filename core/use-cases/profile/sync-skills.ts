import { checkOf } from '../../domain/bidding/marketplace-account.js';
import { PRODUCT } from '../../domain/config.js';
import { DomainError } from '../../domain/errors.js';
import type { BiddingSettingsRepository } from '../../ports/bidding-settings-repository.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { FreelancerProfileRepository } from '../../ports/freelancer-profile-repository.port.js';
import type { Marketplace } from '../../ports/marketplace.port.js';
import { normalizeSkills } from '../bidding/skills.js';

export const SAVE_TOKEN_FIRST = `Save your ${PRODUCT.host} OAuth token first`;

export const skillsSyncedMessage = (count: number): string =>
  `Successfully synced ${count} skills from ${PRODUCT.host}!`;

/**
 * Replaces the user's skills with the jobs on their marketplace profile, read with their saved
 * token; the same answer refreshes the reading of the account's own bids.
 */
export class SyncSkills {
  constructor(
    private readonly profiles: Pick<FreelancerProfileRepository, 'get' | 'recordMarketplaceAccount'>,
    private readonly settings: Pick<BiddingSettingsRepository, 'update'>,
    private readonly marketplace: Pick<Marketplace, 'getSelf'>,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<readonly string[]> {
    const token = (await this.profiles.get(userId))?.oauthToken ?? null;
    if (token === null) throw new DomainError('OAUTH_TOKEN_REQUIRED', SAVE_TOKEN_FIRST);
    const self = await this.marketplace.getSelf(token);
    await this.profiles.recordMarketplaceAccount(userId, token, checkOf(self.account, this.clock.now()));
    const updated = await this.settings.update(userId, { skills: normalizeSkills(self.skills) });
    return updated.skills;
  }
}
