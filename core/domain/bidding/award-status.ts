import type { BidStatus } from './bid.js';

/**
 * A bid's award status on the marketplace, as Freelancer spells it: `pending` until the client
 * decides, `awarded` when the bid won, `rejected` when another one did, `revoked` when the client
 * took an award back, `canceled` when an award ended before work began (the freelancer did not take
 * it up in time, or the project was cancelled).
 */
export type AwardStatus = 'pending' | 'awarded' | 'rejected' | 'revoked' | 'canceled';

export const AWARD_STATUSES: readonly AwardStatus[] = ['pending', 'awarded', 'rejected', 'revoked', 'canceled'];

/** The statuses a bid log row takes from its award; the sync never writes any other. */
export type AwardedBidStatus = Extract<BidStatus, 'accepted' | 'rejected'>;

/**
 * What an award status makes of a `submitted` bid in the bid log (docs/design.md#award-sync):
 * null while nothing is decided, so the bid stays `submitted` and is asked about again. Every
 * other status is final: the bid leaves `submitted` and is never asked about again. A revoked or
 * canceled award is `rejected`: the user did not get the project, which is what the bid log's
 * red "rejected" already tells them, and no screen, filter or count needs a status of its own.
 */
export function bidStatusForAward(award: AwardStatus): AwardedBidStatus | null {
  switch (award) {
    case 'pending':
      return null;
    case 'awarded':
      return 'accepted';
    case 'rejected':
    case 'revoked':
    case 'canceled':
      return 'rejected';
  }
}

/** An award status after which the bid is not asked about again. */
export const isFinalAward = (award: AwardStatus): boolean => bidStatusForAward(award) !== null;

/**
 * Freelancer's `award_status` text as one of ours, or null for a value BidPilot does not know
 * (the bid then stays `submitted`). No status yet means pending; `cancelled` is read like `canceled`.
 */
export function parseAwardStatus(raw: string | null | undefined): AwardStatus | null {
  const text = (raw ?? 'pending').trim().toLowerCase();
  const status = text === 'cancelled' ? 'canceled' : text;
  return (AWARD_STATUSES as readonly string[]).includes(status) ? (status as AwardStatus) : null;
}
