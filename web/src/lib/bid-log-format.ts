export const ERROR_MESSAGE_CARD_LENGTH = 60;
export const ERROR_MESSAGE_TABLE_LENGTH = 80;
export const PROPOSAL_PREVIEW_LENGTH = 120;

export type StatusTone = 'blue' | 'green' | 'yellow' | 'red' | 'amber' | 'grey';

/**
 * The first `max` characters plus '...' when longer; '' for none. The ellipsis comes on top of
 * the limit so the reader always sees the full `max` characters of the text.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

export const errorMessageForCard = (message: string | null | undefined): string =>
  truncate(message, ERROR_MESSAGE_CARD_LENGTH);
export const errorMessageForTable = (message: string | null | undefined): string =>
  truncate(message, ERROR_MESSAGE_TABLE_LENGTH);
export const proposalPreview = (proposal: string | null | undefined): string =>
  truncate(proposal, PROPOSAL_PREVIEW_LENGTH);

const TONES: ReadonlyMap<string, StatusTone> = new Map<string, StatusTone>([
  ['accepted', 'green'],
  ['submitted', 'yellow'],
  // The client wrote: on the way to an award, not there yet.
  ['replied', 'blue'],
  ['failed', 'red'],
  ['rejected', 'red'],
  // Stopped by the proposal guard and given back: neither placed nor refused.
  ['held', 'amber'],
  // A review draft the user rejected or let expire: their choice, not a failure, so not red.
  ['declined', 'grey'],
]);

/** Any status without a colour of its own (pending, or one added later) is grey. */
export const bidStatusTone = (status: string): StatusTone => TONES.get(status) ?? 'grey';

/** Failed, held and declined bids carry why in `errorMessage`, and the bid log shows it under the bid. */
export const showsBidReason = (status: string): boolean =>
  status === 'failed' || status === 'held' || status === 'declined';

/** A bid's reason reads in its badge's colour: red for a failed bid, amber for a held one, grey for a declined one. */
export const bidReasonTone = (status: string): 'red' | 'amber' | 'grey' =>
  status === 'held' ? 'amber' : status === 'declined' ? 'grey' : 'red';
