import type { BidLogResponse } from '@contract/bid-logs';

export type BidLog = BidLogResponse;

/**
 * The label of a card's date, which is when the bid was logged: the spec's list calls it the
 * submitted date, true only of a bid the marketplace took. A pending bid is still being placed; a
 * failed one was tried and never reached the marketplace; a bid the proposal guard or the review
 * lane held (and a held draft later declined) was stopped before it. A Record, so a new status
 * cannot fall back to 'Submitted on' unnoticed.
 */
const CARD_DATE_LABELS: Readonly<Record<BidLog['status'], string>> = {
  pending: 'Pending since',
  submitted: 'Submitted on',
  replied: 'Submitted on',
  accepted: 'Submitted on',
  rejected: 'Submitted on',
  failed: 'Tried on',
  held: 'Held on',
  declined: 'Held on',
};

export const cardDateLabel = (status: BidLog['status']): string => CARD_DATE_LABELS[status];
