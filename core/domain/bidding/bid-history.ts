import type { BidPatch, BidStatus } from './bid.js';

/**
 * What one entry of a bid's history says happened. `refused`: the bid did not go through
 * (Freelancer refused it, or placing failed for good); `cancelled`: it was stopped before it
 * reached Freelancer (the user's Stop, a disabled account, an expired plan, a review draft the
 * user rejected or let expire).
 */
export const BID_EVENT_KINDS = [
  'queued',
  'placed',
  'refused',
  'held',
  'cancelled',
  'replied',
  'accepted',
  'rejected',
] as const;
export type BidEventKind = (typeof BID_EVENT_KINDS)[number];

/**
 * A patch as its caller writes it. A change of status is appended to the bid's history in the same
 * write, as the status's own kind unless `historyKind` names another (a stop logs `failed` as
 * `cancelled`); its detail is the bid's errorMessage after the change.
 */
export type BidChange = BidPatch & { readonly historyKind?: BidEventKind };

/** One change of a bid's status, appended by the write that made it (docs/design.md#bid-detail). */
export interface BidEvent {
  readonly bidId: string;
  readonly userId: string;
  readonly kind: BidEventKind;
  readonly at: Date;
  /** The full reason of a refusal, hold or stop, or the note a placed bid carries; null otherwise. */
  readonly detail: string | null;
}

/**
 * The history kind a change to each status appends by default. A Record over BidStatus, so a new
 * status does not compile until it is given its kind here (one line, with its kind in BID_EVENT_KINDS).
 */
const KIND_OF_STATUS: Readonly<Record<BidStatus, BidEventKind>> = {
  pending: 'queued',
  submitted: 'placed',
  replied: 'replied',
  failed: 'refused',
  held: 'held',
  // A draft the review lane closed unsent: stopped before Freelancer, as a Stop is.
  declined: 'cancelled',
  accepted: 'accepted',
  rejected: 'rejected',
};

/** Kinds whose entry carries the bid's reason: an award says nothing new about why it was placed. */
const REASONED: ReadonlySet<BidEventKind> = new Set(['placed', 'refused', 'held', 'cancelled']);

/**
 * The entry a write appends, or null when it leaves the status as it was. `historyKind` overrides
 * the status's own kind; the detail is the bid's reason after the write, for the kinds that have one.
 */
export function historyEntryFor(
  change: { readonly from: BidStatus | null; readonly to: BidStatus | undefined; readonly historyKind?: BidEventKind },
  bid: { readonly id: string; readonly userId: string; readonly errorMessage: string | null },
  at: Date,
): BidEvent | null {
  if (change.to === undefined || change.to === change.from) return null;
  const kind = change.historyKind ?? KIND_OF_STATUS[change.to];
  const detail =
    !REASONED.has(kind) || bid.errorMessage === null || bid.errorMessage.trim() === '' ? null : bid.errorMessage;
  return { bidId: bid.id, userId: bid.userId, kind, at, detail };
}
