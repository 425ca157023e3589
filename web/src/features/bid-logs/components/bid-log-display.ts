import type { BidLogResponse } from '@contract/bid-logs';

export type BidLog = BidLogResponse;

/**
 * The label of a card's date. The spec's list shows every bid's submitted date; a bid the proposal
 * guard or the review lane held (and a held draft later declined) was never submitted: its date is
 * when it was held.
 */
export const cardDateLabel = (status: BidLog['status']): string =>
  status === 'held' || status === 'declined' ? 'Held on' : 'Submitted on';
