import { checkOf } from '../../domain/bidding/marketplace-account.js';
import { validationFailed } from '../../domain/errors.js';
import type { BiddingSettingsRepository } from '../../ports/bidding-settings-repository.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { FreelancerProfileRepository } from '../../ports/freelancer-profile-repository.port.js';
import type { Marketplace } from '../../ports/marketplace.port.js';

export const OAUTH_TOKEN_MISSING = 'OAuth token is required';

/**
 * Saves the user's marketplace token with the marketplace's id of its owner and what the
 * marketplace says of the account's own bids (docs/design.md#freelancer-bid-balance). The
 * marketplace is asked first, so a refused token (MARKETPLACE_TOKEN_INVALID) or an outage saves
 * nothing. A saved token resumes autobidding that Freelancer paused until the user acts
 * (docs/design.md#refusals); a 'too fast' cool-down runs its course.
 */
export class SaveFreelancerProfile {
  constructor(
    private readonly profiles: FreelancerProfileRepository,
    private readonly marketplace: Pick<Marketplace, 'getSelf'>,
    private readonly settings: Pick<BiddingSettingsRepository, 'get' | 'update'>,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, oauthToken: string): Promise<{ readonly freelancerUserId: string }> {
    const token = oauthToken.trim();
    if (token === '') throw validationFailed(OAUTH_TOKEN_MISSING, 'oauthToken');
    const self = await this.marketplace.getSelf(token);
    await this.profiles.save(userId, {
      oauthToken: token,
      freelancerUserId: self.id,
      marketplaceAccount: checkOf(self.account, this.clock.now()),
    });
    const { pause } = await this.settings.get(userId);
    if (pause !== null && pause.until === null)
      await this.settings.update(userId, { pause: null, isActive: true, lastRunAt: null });
    return { freelancerUserId: self.id };
  }
}

/** The user's own token, marketplace id and last reading of the account's own bids; nulls before a token was saved. */
export async function getFreelancerProfile(profiles: Pick<FreelancerProfileRepository, 'get'>, userId: string) {
  const profile = await profiles.get(userId);
  return {
    oauthToken: profile?.oauthToken ?? null,
    freelancerUserId: profile?.freelancerUserId ?? null,
    marketplaceAccount: profile?.marketplaceAccount ?? null,
  };
}
