import type { MarketplaceAccountCheck } from '../domain/bidding/marketplace-account.js';

export interface FreelancerProfile {
  readonly userId: string;
  /** The user's marketplace OAuth token in clear; adapters encrypt it at rest. */
  readonly oauthToken: string | null;
  /** The marketplace's id of the user, obtained when the token was saved. */
  readonly freelancerUserId: string | null;
  /** The account's own bids as last read from the marketplace; null when never read since the token was saved. */
  readonly marketplaceAccount: MarketplaceAccountCheck | null;
  readonly updatedAt: Date;
}

/** A profile without its token: whether one is stored, for readers that only need to know that. */
export type ProfileSummary = Omit<FreelancerProfile, 'oauthToken'> & { readonly hasToken: boolean };

/** What a save writes: the token and the account it is of, and a reading of that account when one was taken. */
export interface ProfileToSave {
  readonly oauthToken: string | null;
  readonly freelancerUserId: string | null;
  readonly marketplaceAccount?: MarketplaceAccountCheck | null;
}

export interface FreelancerProfileRepository {
  /** The stored profile, or null when the user never saved one. */
  get(userId: string): Promise<FreelancerProfile | null>;
  /**
   * The stored profiles of many users in one read, without their tokens: the scheduled dispatcher
   * only asks whether each has one, so thousands of tokens are neither decrypted nor held in
   * memory. Users who never saved a profile are absent from the map.
   */
  summaries(userIds: readonly string[]): Promise<ReadonlyMap<string, ProfileSummary>>;
  /**
   * Creates or replaces the profile's token and marketplace id, with the account reading taken
   * with that token (null when none: a reading of another token's account is dropped). Throws
   * USER_NOT_FOUND for an unknown user.
   */
  save(userId: string, profile: ProfileToSave): Promise<FreelancerProfile>;
  /**
   * Keeps a newer reading of the account, unless the profile's token changed since `token` was
   * read with it (the reading would be of another account). False when not kept, or no profile.
   */
  recordMarketplaceAccount(userId: string, token: string, check: MarketplaceAccountCheck): Promise<boolean>;
  /** One bid went through: a known remaining count goes down by one, atomically, never below zero; unknown stays unknown. */
  countDownMarketplaceBids(userId: string): Promise<void>;
}
