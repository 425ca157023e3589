import type { BidLogResponse } from '../../../../../contract/bidding';

export type BidLog = BidLogResponse;

/** '$120.00' in the bid's own currency; a code Intl does not know is shown as written ('120.00 XYZ'). */
export function formatBidAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatSubmittedAt = (iso: string): string => dateTime.format(new Date(iso));

export const statusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/** A failed bid's reason reads in red; a held one's in amber, like its badge. */
export const reasonTone = (status: string): 'red' | 'amber' => (status === 'held' ? 'amber' : 'red');
