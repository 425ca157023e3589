import type { NewSearchProfile, SearchProfile, SearchProfilePatch } from '../domain/bidding/search-profile.js';

/** The profiles beside each user's main one (docs/design.md#search-profiles); the main one is the settings. */
export interface SearchProfileRepository {
  /** The user's profiles, oldest first. */
  list(userId: string): Promise<readonly SearchProfile[]>;
  /** Active profiles of these users in one read, for the dispatcher; users without any are absent. */
  listActiveForUsers(userIds: readonly string[]): Promise<ReadonlyMap<string, readonly SearchProfile[]>>;
  /** The user's profile; null when absent or another user's. */
  find(userId: string, id: string): Promise<SearchProfile | null>;
  /**
   * Adds a profile unless the user already has `maxOthers` of them, checked and written at once so
   * two creations at the same time cannot pass the limit together; null when the limit was met.
   */
  create(userId: string, profile: NewSearchProfile, maxOthers: number): Promise<SearchProfile | null>;
  /** Applies the patch (rules merged field by field); null when absent or another user's. */
  update(userId: string, id: string, patch: SearchProfilePatch): Promise<SearchProfile | null>;
  /** False when absent or another user's. */
  delete(userId: string, id: string): Promise<boolean>;
}
