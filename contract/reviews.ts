import { z } from 'zod';
import { PROPOSAL_MAX_CHARS, PROPOSAL_MIN_CHARS } from '../core/domain/bidding/proposal-guard.js';
import type { ReviewDraft, ReviewStatus } from '../core/domain/bidding/review-draft.js';
import type { HoldReasonCode } from '../core/domain/bidding/review-hold.js';
import { MAX_PERIOD_DAYS } from '../core/use-cases/reviews/review-drafts.js';
import { pageQuery, pagination, type Pagination } from './common.js';

const REVIEWS_PAGE_SIZE = 20;

/** GET /api/reviews?page&limit: the signed-in user's drafts, waiting first (soonest to expire first). */
export const ReviewsQuery = z.strictObject({ ...pageQuery(REVIEWS_PAGE_SIZE) });
export type ReviewsQuery = z.input<typeof ReviewsQuery>;

export const ReviewParams = z.object({
  id: z.string().min(1, 'Review id is required').max(100, 'Review id is too long'),
});

/** POST /api/reviews/{id}/approve: the draft as is, or with the user's edits. */
export const ApproveReviewBody = z.strictObject({
  proposal: z
    .string({ error: 'proposal must be text' })
    .trim()
    .min(PROPOSAL_MIN_CHARS, `The proposal must be at least ${PROPOSAL_MIN_CHARS} characters`)
    .max(PROPOSAL_MAX_CHARS, `The proposal must be at most ${PROPOSAL_MAX_CHARS.toLocaleString('en-US')} characters`)
    .optional(),
  amount: z
    .number({ error: 'amount must be a number' })
    .positive('amount must be more than 0')
    .max(10_000_000, 'amount is too large')
    .optional(),
  period: z
    .number({ error: 'period must be a number' })
    .int('period must be whole days')
    .min(1, 'period must be at least 1 day')
    .max(MAX_PERIOD_DAYS, `period must be at most ${MAX_PERIOD_DAYS} days`)
    .optional(),
});
export type ApproveReviewBody = z.input<typeof ApproveReviewBody>;

/** POST /api/reviews/{id}/reject: `blockClient` adds the project's client to the blocked clients. */
export const RejectReviewBody = z.strictObject({
  blockClient: z.boolean({ error: 'blockClient must be true or false' }).optional(),
});
export type RejectReviewBody = z.input<typeof RejectReviewBody>;

/** POST /api/review-links/confirm: the action a signed link names, confirmed on its page. */
export const ReviewLinkBody = z.strictObject({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(2_000, 'token is too long'),
});
export type ReviewLinkBody = z.input<typeof ReviewLinkBody>;
export const ReviewLinkQuery = z.strictObject({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(2_000, 'token is too long'),
});
export type ReviewLinkQuery = z.input<typeof ReviewLinkQuery>;

export interface ReviewResponse {
  readonly id: string;
  readonly status: ReviewStatus;
  /** The bid log row the draft stands for: `/bid-logs/<bidId>` reads it whole (held while waiting). */
  readonly bidId: string;
  readonly project: {
    readonly id: string;
    readonly title: string;
    readonly url: string;
    readonly type: 'fixed' | 'hourly';
    readonly description: string;
    readonly budgetMin: number;
    readonly budgetMax: number | null;
    readonly currency: string;
  };
  readonly client: { readonly id: string | null; readonly country: string | null };
  readonly proposal: string;
  readonly amount: number;
  readonly currency: string;
  readonly amountUsd: number;
  readonly period: number;
  /** Null when the fit score was not known when the draft was held. */
  readonly fitScore: number | null;
  readonly holdReasons: readonly { readonly code: HoldReasonCode; readonly message: string }[];
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly decidedAt: string | null;
  /**
   * Why the last approval placed no bid: on a `waiting` draft, what kept it (it may be approved
   * again); on a `failed` one, Freelancer's refusal. Null otherwise.
   */
  readonly note: string | null;
}

export interface ReviewsResponse {
  readonly success: true;
  readonly reviews: readonly ReviewResponse[];
  readonly pagination: Pagination;
  /** Drafts still waiting: the navigation's badge. */
  readonly waiting: number;
}

export interface ReviewCountResponse {
  readonly success: true;
  readonly waiting: number;
}

export interface ReviewDecisionResponse {
  readonly success: true;
  readonly message: string;
  readonly review: ReviewResponse;
}

/** What a signed link's confirm page shows before the user confirms. */
export interface ReviewLinkResponse {
  readonly success: true;
  readonly action: 'approve' | 'reject';
  readonly review: ReviewResponse;
}

export const toReviewResponse = (draft: ReviewDraft): ReviewResponse => ({
  id: draft.id,
  status: draft.status,
  bidId: draft.bidId,
  project: {
    id: draft.projectId,
    title: draft.projectTitle,
    url: draft.projectUrl,
    type: draft.projectType,
    description: draft.description,
    budgetMin: draft.budgetMin,
    budgetMax: draft.budgetMax,
    currency: draft.currency,
  },
  client: { id: draft.clientId, country: draft.clientCountry },
  proposal: draft.proposal,
  amount: draft.amount,
  currency: draft.currency,
  amountUsd: draft.amountUsd,
  period: draft.period,
  fitScore: draft.fitScore,
  holdReasons: draft.holdReasons,
  createdAt: draft.createdAt.toISOString(),
  expiresAt: draft.expiresAt.toISOString(),
  decidedAt: draft.decidedAt?.toISOString() ?? null,
  note: draft.note,
});

export const reviewsPagination = (page: number, limit: number, total: number): Pagination =>
  pagination(page, limit, total);
