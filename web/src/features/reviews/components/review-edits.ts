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
 * The fields the server's refusal (VALIDATION_FAILED) of these edits is about. The envelope names
 * no field, so the edits sent say it: the server checks only what changed. A proposal still
 * naming the old price or delivery (docs/design.md#review-lane) is about the proposal and the
 * term changed; a refusal of the amount or the period names it first; anything else is about the
 * proposal (its guard), or about whatever was edited.
 */
export function fieldsRefused(message: string, edits: ApproveReviewBody): readonly ReviewField[] {
  const terms = (['amount', 'period'] as const).filter((field) => edits[field] !== undefined);
  if (/^The proposal still says /.test(message)) return ['proposal', ...terms];
  const named = terms.find((field) => new RegExp(`^(Invalid request: )?(the )?${field}\\b`, 'i').test(message));
  if (named !== undefined) return [named];
  if (edits.proposal !== undefined || terms.length === 0) return ['proposal'];
  return terms;
}
