import type { ApproveReviewBody, ReviewResponse } from '@contract/reviews';

/** The text's length limits, as the API's (docs/design.md#proposal-guard). */
export const PROPOSAL_MIN = 30;
export const PROPOSAL_MAX = 1_500;

/** The card's fields the user edits before approving. */
export type ReviewField = 'proposal' | 'amount' | 'period';

/** A refusal of the terms: its words, and the fields they are about (marked invalid, described by the words). */
export interface ReviewProblem {
  readonly message: string;
  readonly fields: readonly ReviewField[];
}

/** Only what changed goes to the API, so an untouched draft is approved exactly as held. */
export function editsOf(
  review: ReviewResponse,
  form: { readonly proposal: string; readonly amount: string; readonly period: string },
): ApproveReviewBody | ReviewProblem {
  const edits: { proposal?: string; amount?: number; period?: number } = {};
  const text = form.proposal.trim();
  if (text !== review.proposal.trim()) {
    if (text.length < PROPOSAL_MIN)
      return { message: `The proposal must be at least ${PROPOSAL_MIN} characters.`, fields: ['proposal'] };
    if (text.length > PROPOSAL_MAX)
      return {
        message: `The proposal must be at most ${PROPOSAL_MAX.toLocaleString('en-US')} characters.`,
        fields: ['proposal'],
      };
    edits.proposal = text;
  }
  const value = Number(form.amount);
  if (!Number.isFinite(value) || Math.round(value * 100) < 1)
    return { message: 'The amount must be at least 0.01.', fields: ['amount'] };
  if (value !== review.amount) edits.amount = value;
  const days = Number(form.period);
  if (!Number.isInteger(days) || days < 1 || days > 365)
    return { message: 'The period is whole days from 1 to 365.', fields: ['period'] };
  if (days !== review.period) edits.period = days;
  return edits;
}

export const isProblem = (value: ApproveReviewBody | ReviewProblem): value is ReviewProblem => 'message' in value;

/**
 * The fields the server's refusal (VALIDATION_FAILED) of these edits is about: the one it names.
 * The server checks only what changed, so a refusal of a proposal the user did not edit is caused
 * by the terms they did (it still names the old price or delivery, docs/design.md#review-lane):
 * those terms are marked with it. A refusal naming no field of the card is about whatever was edited.
 */
export function fieldsRefused(field: string | null, edits: ApproveReviewBody): readonly ReviewField[] {
  const terms = (['amount', 'period'] as const).filter((term) => edits[term] !== undefined);
  if (field === 'amount' || field === 'period') return [field];
  if (field === 'proposal') return edits.proposal === undefined ? ['proposal', ...terms] : ['proposal'];
  if (edits.proposal !== undefined || terms.length === 0) return ['proposal'];
  return terms;
}
