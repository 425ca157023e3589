export interface FreelancerProfile {
  readonly userId: string;
  /** The user's marketplace OAuth token in clear; adapters encrypt it at rest. */
  readonly oauthToken: string | null;
  /** The marketplace's id of the user, obtained when the token was saved. */
  readonly freelancerUserId: string | null;
  readonly updatedAt: Date;
}

export interface FreelancerProfileRepository {
  /** The stored profile, or null when the user never saved one. */
  get(userId: string): Promise<FreelancerProfile | null>;
  /** The stored profiles of many users in one read; users who never saved one are absent from the map. */
  getMany(userIds: readonly string[]): Promise<ReadonlyMap<string, FreelancerProfile>>;
  /** Creates or replaces the profile's token and marketplace id. Throws USER_NOT_FOUND for an unknown user. */
  save(userId: string, profile: { readonly oauthToken: string | null; readonly freelancerUserId: string | null }): Promise<FreelancerProfile>;
}
