import { afterOneBid, type MarketplaceAccountCheck } from '../../../core/domain/bidding/marketplace-account.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type {
  FreelancerProfile,
  FreelancerProfileRepository,
  ProfileSummary,
  ProfileToSave,
} from '../../../core/ports/freelancer-profile-repository.port.js';
import { copy, requireUser, type MemoryTables } from './memory-tables.js';

/** Keeps the token in clear: the fake has no "rest" to encrypt at. */
export class InMemoryFreelancerProfileRepository implements FreelancerProfileRepository {
  constructor(
    private readonly tables: MemoryTables,
    private readonly clock: Clock,
  ) {}

  async get(userId: string): Promise<FreelancerProfile | null> {
    const found = this.tables.profiles.get(userId);
    return found === undefined ? null : copy(found);
  }

  async summaries(userIds: readonly string[]): Promise<ReadonlyMap<string, ProfileSummary>> {
    const found = new Map<string, ProfileSummary>();
    for (const userId of userIds) {
      const profile = this.tables.profiles.get(userId);
      if (profile === undefined) continue;
      const { oauthToken, ...rest } = copy(profile);
      found.set(userId, { ...rest, hasToken: oauthToken !== null });
    }
    return found;
  }

  async save(userId: string, profile: ProfileToSave): Promise<FreelancerProfile> {
    requireUser(this.tables, userId);
    const stored: FreelancerProfile = {
      userId,
      oauthToken: profile.oauthToken,
      freelancerUserId: profile.freelancerUserId,
      marketplaceAccount: profile.marketplaceAccount ?? null,
      updatedAt: this.clock.now(),
    };
    this.tables.profiles.set(userId, copy(stored));
    return copy(stored);
  }

  async recordMarketplaceAccount(userId: string, token: string, check: MarketplaceAccountCheck): Promise<boolean> {
    const found = this.tables.profiles.get(userId);
    if (found === undefined || found.oauthToken !== token) return false;
    this.tables.profiles.set(userId, copy({ ...found, marketplaceAccount: check }));
    return true;
  }

  async countDownMarketplaceBids(userId: string): Promise<void> {
    const found = this.tables.profiles.get(userId);
    const check = found?.marketplaceAccount ?? null;
    if (found === undefined || check === null || check.bidsRemaining === null) return;
    this.tables.profiles.set(userId, copy({ ...found, marketplaceAccount: afterOneBid(check) }));
  }
}
