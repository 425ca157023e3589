import type { ProjectType } from './project.js';
import type { HoldReason } from './review-hold.js';

/**
 * A held bid waiting for its user (docs/design.md#review-lane). `waiting` until the user approves or
 * rejects it, or its time runs out (`expired`); an approved draft becomes `placed` once the worker
 * places its bid. An approved bid the worker could not place goes back to `waiting` when the reason
 * passes (no bids left, a pause, a Stop…) or ends `failed` when Freelancer refused the project for
 * good, with the reason in `note` either way. Only a waiting draft is decided, so two decisions on one
 * draft never both win.
 */
export type ReviewStatus = 'waiting' | 'approved' | 'rejected' | 'expired' | 'placed' | 'failed';
export const REVIEW_STATUSES: readonly ReviewStatus[] = [
  'waiting',
  'approved',
  'rejected',
  'expired',
  'placed',
  'failed',
];

export interface ReviewDraft {
  readonly id: string;
  readonly userId: string;
  /** The bid log row the draft stands for (status `held` while waiting). */
  readonly bidId: string;
  readonly projectId: string;
  readonly projectTitle: string;
  readonly projectUrl: string;
  readonly projectType: ProjectType;
  /** The client's brief, as the bid log keeps it. */
  readonly description: string;
  /** In `currency`. */
  readonly budgetMin: number;
  readonly budgetMax: number | null;
  readonly currency: string;
  readonly clientId: string | null;
  readonly clientCountry: string | null;
  readonly proposal: string;
  /** In `currency`, 2 decimals. */
  readonly amount: number;
  readonly amountUsd: number;
  /** Days. */
  readonly period: number;
  /** The fit score when it was known; null otherwise. */
  readonly fitScore: number | null;
  readonly holdReasons: readonly HoldReason[];
  readonly status: ReviewStatus;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  /** When it left `waiting` (approved, rejected, expired); null while waiting. */
  readonly decidedAt: Date | null;
  /**
   * Why the last approval placed no bid: on a draft back in `waiting`, what kept it (no bids left,
   * a pause, a Stop…); on a `failed` one, Freelancer's refusal. Null otherwise.
   */
  readonly note: string | null;
  /** The place-bid job that drafted it, as JSON: approving queues it again with the approved terms. */
  readonly job: string;
}

/**
 * The draft's status as it stands at `now`: a waiting draft past its expiry is expired, whether or
 * not the expiry job has marked it yet (a decision on it would be refused as expired all the same).
 */
export const reviewStatusAt = (draft: Pick<ReviewDraft, 'status' | 'expiresAt'>, now: Date): ReviewStatus =>
  draft.status === 'waiting' && draft.expiresAt <= now ? 'expired' : draft.status;

export type NewReviewDraft = Omit<ReviewDraft, 'status' | 'decidedAt' | 'note'>;

/** The terms the user approved; absent fields stay as drafted. */
export interface ApprovedTerms {
  readonly proposal: string;
  readonly amount: number;
  readonly amountUsd: number;
  readonly period: number;
}

/** A USD value for an edited amount: the drafted rate, so no rate lookup is needed to approve. */
export const usdForAmount = (draft: Pick<ReviewDraft, 'amount' | 'amountUsd'>, amount: number): number =>
  draft.amount > 0 ? Math.round((amount * draft.amountUsd * 100) / draft.amount) / 100 : draft.amountUsd;
