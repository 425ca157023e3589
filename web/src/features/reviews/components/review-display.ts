import type { ReviewResponse } from '@contract/reviews';

export const money = (amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 2 }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
};

export const budgetText = (review: ReviewResponse): string => {
  const { budgetMin, budgetMax, currency, type } = review.project;
  const range =
    budgetMax === null
      ? `${money(budgetMin, currency)}+`
      : `${money(budgetMin, currency)}–${money(budgetMax, currency)}`;
  return type === 'hourly' ? `${range} per hour` : `${range} fixed`;
};

/** "Expires in 42 minutes", "Expires in under a minute", "Expired". */
export function expiryText(expiresAt: string, now: number): string {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return 'Expired';
  const minutes = Math.floor(left / 60_000);
  if (minutes < 1) return 'Expires in under a minute';
  if (minutes < 120) return `Expires in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Expires in ${Math.floor(minutes / 60)} hours`;
}

/** A draft no longer waiting, as its card's corner says. */
export const STATUS_TEXT: Readonly<Record<ReviewResponse['status'], string>> = {
  waiting: 'Waiting',
  approved: 'Approved: placing the bid',
  placed: 'Approved and placed',
  rejected: 'Rejected',
  expired: 'Expired unplaced',
  failed: 'Not placed',
};

/**
 * The colour of the card's corner: amber only while a draft waits (its expiry is a warning); a bid
 * placed is good news, a draft dropped is done with, and Freelancer's refusal is a failure.
 */
export const STATUS_TONE: Readonly<Record<ReviewResponse['status'], string>> = {
  waiting: 'text-amber-800',
  approved: 'text-blue-800',
  placed: 'text-green-800',
  rejected: 'text-slate-600',
  expired: 'text-slate-600',
  failed: 'text-red-700',
};

/** Approval wrote the user's terms into the draft: from then on its amount and period are the approved ones. */
export const wasApproved = (status: ReviewResponse['status']): boolean =>
  status === 'approved' || status === 'placed' || status === 'failed';
