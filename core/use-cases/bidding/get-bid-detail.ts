import type { BidEvent } from '../../domain/bidding/bid-history.js';
import type { Bid } from '../../domain/bidding/bid.js';
import { MAIN_PROFILE_ID } from '../../domain/bidding/search-profile.js';
import { notFound } from '../../domain/errors.js';
import type { BidRepository } from '../../ports/bid-repository.port.js';
import type { BiddingSettingsRepository } from '../../ports/bidding-settings-repository.port.js';
import type { PromptExperimentRepository } from '../../ports/prompt-experiment-repository.port.js';
import type { SearchProfileRepository } from '../../ports/search-profile-repository.port.js';
import type { UserRepository } from '../../ports/user-repository.port.js';
import { findUserOrFail } from '../admin/users/admin-user-view.js';

/** The search profile a bid came from (docs/design.md#search-profiles); `name` is null once that profile was deleted. */
export interface BidProfile {
  readonly id: string;
  readonly name: string | null;
}

/** The prompt experiment's variant that wrote a bid's proposal (docs/design.md#prompt-experiments), by the name it has now. */
export interface BidPromptVariant {
  readonly id: string;
  readonly name: string;
}

/**
 * One bid, whole: the row with the project and match kept at bid time, its profile, the variant
 * that wrote it (null: the profile's own prompt) and its status history.
 */
export interface BidDetail {
  readonly bid: Bid;
  readonly profile: BidProfile;
  readonly promptVariant: BidPromptVariant | null;
  readonly history: readonly BidEvent[];
}

export interface BidDetailRepositories {
  readonly bids: Pick<BidRepository, 'findById' | 'history'>;
  readonly settings: Pick<BiddingSettingsRepository, 'get'>;
  readonly searchProfiles: Pick<SearchProfileRepository, 'find'>;
  readonly promptExperiments: Pick<PromptExperimentRepository, 'find'>;
}

/** The bid's profile as it is named now: the main one by the settings' profile name. */
async function profileOf(repositories: BidDetailRepositories, bid: Bid): Promise<BidProfile> {
  if (bid.profileId === null)
    return { id: MAIN_PROFILE_ID, name: (await repositories.settings.get(bid.userId)).profileName };
  const profile = await repositories.searchProfiles.find(bid.userId, bid.profileId);
  return { id: bid.profileId, name: profile?.name ?? null };
}

/** An ended variant is kept, so a bid it wrote still names it. */
async function promptVariantOf(repositories: BidDetailRepositories, bid: Bid): Promise<BidPromptVariant | null> {
  if (bid.promptVariantId === null) return null;
  const variant = await repositories.promptExperiments.find(bid.userId, bid.promptVariantId);
  return variant === null ? null : { id: variant.id, name: variant.name };
}

const detailOf = async (repositories: BidDetailRepositories, bid: Bid): Promise<BidDetail> => {
  const [profile, promptVariant, history] = await Promise.all([
    profileOf(repositories, bid),
    promptVariantOf(repositories, bid),
    repositories.bids.history(bid.id),
  ]);
  return { bid, profile, promptVariant, history };
};

/**
 * A bid of `userId`'s, or BID_NOT_FOUND: another user's bid answers exactly as an unknown id, so
 * the answer never says that a bid exists (docs/design.md#bid-detail).
 */
export async function getBidDetail(
  repositories: BidDetailRepositories,
  userId: string,
  bidId: string,
): Promise<BidDetail> {
  const bid = await repositories.bids.findById(bidId);
  if (bid === null || bid.userId !== userId) throw notFound('BID_NOT_FOUND', 'Bid');
  return detailOf(repositories, bid);
}

/** The admin's view of one user's bid: USER_NOT_FOUND for an unknown user, then as getBidDetail. */
export async function getUserBidDetail(
  repositories: BidDetailRepositories & { readonly users: Pick<UserRepository, 'findById'> },
  userId: string,
  bidId: string,
): Promise<BidDetail> {
  const user = await findUserOrFail(repositories.users, userId);
  return getBidDetail(repositories, user.id, bidId);
}

/** Any user's bid, by its id alone: the operator's view from the CLI (`bids show`). */
export async function getAnyBidDetail(repositories: BidDetailRepositories, bidId: string): Promise<BidDetail> {
  const bid = await repositories.bids.findById(bidId);
  if (bid === null) throw notFound('BID_NOT_FOUND', 'Bid');
  return detailOf(repositories, bid);
}
