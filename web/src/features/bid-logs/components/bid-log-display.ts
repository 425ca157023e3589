import type { BidLogResponse } from '@contract/bidding';

export type BidLog = BidLogResponse;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatSubmittedAt = (iso: string): string => dateTime.format(new Date(iso));

/** A failed bid's reason reads in red; a held one's in amber, like its badge. */
export const reasonTone = (status: string): 'red' | 'amber' => (status === 'held' ? 'amber' : 'red');
