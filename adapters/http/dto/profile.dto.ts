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
