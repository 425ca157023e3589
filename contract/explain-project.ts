import { z } from 'zod';
import type { SkipReasonCode } from '../core/domain/bidding/autobid-reasons.js';
import { PROJECT_REFERENCE_REQUIRED } from '../core/domain/bidding/project-reference.js';
import type { Explanation } from '../core/use-cases/decisions/explain-project.js';
import { toFitResponse, type FitResponse } from './fit-score.js';

/** GET /api/bidding/explain?project=<Freelancer link or id>: "why not this project?". */
export const ExplainQuery = z.strictObject({
  project: z
    .string({ error: PROJECT_REFERENCE_REQUIRED })
    .trim()
    .min(1, PROJECT_REFERENCE_REQUIRED)
    .max(500, 'A Freelancer project link must be at most 500 characters'),
});
export type ExplainQuery = z.input<typeof ExplainQuery>;

export interface ExplainResponse {
  readonly success: true;
  readonly project: {
    readonly id: string;
    readonly title: string;
    readonly url: string;
    readonly type: 'fixed' | 'hourly';
    readonly currency: string;
    readonly budgetMin: number | null;
    readonly budgetMax: number | null;
    readonly bidCount: number;
    readonly postedAt: string;
  };
  readonly verdict: Explanation['verdict'];
  readonly blocks: readonly { readonly code: string; readonly message: string }[];
  /** The rules of the profile that would bid the project, else the main profile's. */
  readonly rules: readonly RuleVerdictResponse[];
  readonly fit: FitResponse;
  /** The search profile `rules` and `fit` are of ('main': the settings themselves). */
  readonly profileId: string;
  readonly profileName: string;
  /** Every active profile's answer, main first (docs/design.md#search-profiles): the first that passes would bid. */
  readonly profiles: readonly {
    readonly id: string;
    readonly name: string;
    readonly verdict: 'bid' | 'skip';
    readonly rules: readonly RuleVerdictResponse[];
    readonly fit: FitResponse;
  }[];
}

export interface RuleVerdictResponse {
  readonly code: SkipReasonCode;
  readonly label: string;
  readonly passed: boolean;
  readonly message: string | null;
}

export const toExplainResponse = (explanation: Explanation): ExplainResponse => ({
  success: true,
  project: {
    id: explanation.project.id,
    title: explanation.project.title,
    url: explanation.project.url,
    type: explanation.project.type,
    currency: explanation.project.currency,
    budgetMin: explanation.project.budgetMin,
    budgetMax: explanation.project.budgetMax,
    bidCount: explanation.project.bidCount,
    postedAt: explanation.project.postedAt.toISOString(),
  },
  verdict: explanation.verdict,
  blocks: explanation.blocks.map((block) => ({ code: block.code, message: block.message })),
  rules: explanation.rules,
  fit: toFitResponse(explanation.fit),
  profileId: explanation.profileId,
  profileName: explanation.profileName,
  profiles: explanation.profiles.map((profile) => ({
    id: profile.profileId,
    name: profile.name,
    verdict: profile.verdict,
    rules: profile.rules,
    fit: toFitResponse(profile.fit),
  })),
});
