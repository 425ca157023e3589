import { z } from 'zod';
import type { MarketplaceAccountCheck } from '../core/domain/bidding/marketplace-account.js';

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

/**
 * What Freelancer last said of the account's own bids (docs/design.md#freelancer-bid-balance):
 * null figures are ones Freelancer did not give.
 */
export interface MarketplaceAccountWire {
  readonly bidsRemaining: number | null;
  readonly bidLimit: number | null;
  readonly limited: boolean;
  /** ISO 8601. */
  readonly checkedAt: string;
}

export const toMarketplaceAccountWire = (check: MarketplaceAccountCheck | null): MarketplaceAccountWire | null =>
  check === null
    ? null
    : {
        bidsRemaining: check.bidsRemaining,
        bidLimit: check.bidLimit,
        limited: check.limited,
        checkedAt: check.checkedAt.toISOString(),
      };

/**
 * GET /api/users/freelancer-profile: the user's own token (shown to them only) and their Freelancer
 * account's own bids; nulls before a token was saved, marketplaceAccount null when never read.
 */
export interface FreelancerProfileResponse {
  readonly success: true;
  readonly oauthToken: string | null;
  readonly freelancerUserId: string | null;
  readonly marketplaceAccount: MarketplaceAccountWire | null;
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
