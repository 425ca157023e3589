import { z } from 'zod';

const MAX_TOKEN_LENGTH = 4096;

/**
 * PUT /api/users/freelancer-profile. A missing, null or blank token reaches the use case as ''
 * so every such case gets the one message 'OAuth token is required'.
 */
export const FreelancerProfileBody = z
  .strictObject({
    oauthToken: z
      .string({ error: 'oauthToken must be text' })
      .max(MAX_TOKEN_LENGTH, `oauthToken must be at most ${MAX_TOKEN_LENGTH} characters`)
      .nullish(),
  })
  .transform(({ oauthToken }) => ({ oauthToken: oauthToken ?? '' }));
export type FreelancerProfileBody = z.input<typeof FreelancerProfileBody>;

/** GET /api/users/freelancer-profile: the user's own token (shown to them only); nulls before one was saved. */
export interface FreelancerProfileResponse {
  readonly success: true;
  readonly oauthToken: string | null;
  readonly freelancerUserId: string | null;
}

/** PUT /api/users/freelancer-profile: the marketplace account the token belongs to. */
export interface SaveFreelancerProfileResponse {
  readonly success: true;
  readonly message: string;
  readonly freelancerUserId: string;
}

/** POST /api/users/syncskills (no body): the skills now in the user's bidding settings. */
export interface SyncSkillsResponse {
  readonly success: true;
  readonly skills: readonly string[];
  readonly skillsCount: number;
  readonly message: string;
}
