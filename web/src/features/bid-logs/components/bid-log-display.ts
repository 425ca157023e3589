import type { BidLogResponse } from '@contract/bidding';

export type BidLog = BidLogResponse;

/** A failed bid's reason reads in red; a held one's in amber, like its badge. */
export const reasonTone = (status: string): 'red' | 'amber' => (status === 'held' ? 'amber' : 'red');
