import type { AutobidPause } from '../../../domain/bidding/autobid-pause.js';
import type { BlockReasonCode, MarketplaceAccountBlock } from '../../../domain/bidding/autobid-reasons.js';

export type PlaceBidSkip =
  | 'ALREADY_BID'
  /** The job was cancelled (its user stopped) while this attempt held it, before the bid was sent. */
  | 'CANCELLED'
  | Extract<
      BlockReasonCode,
      | 'USER_DISABLED'
      | 'PLAN_NOT_ACTIVE'
      | 'NO_TOKEN'
      | 'NO_BIDS_LEFT'
      | 'AUTOBID_PAUSED'
      | 'AUTOBID_OFF'
      /** The user's bidsLimit is spent over the last 24 hours: checked again when the job is placed (docs/design.md#engine). */
      | 'DAILY_LIMIT_REACHED'
    >
  | MarketplaceAccountBlock;

export type PlaceBidOutcome =
  | { readonly kind: 'submitted'; readonly bidId: string; readonly marketplaceBidId: string }
  /** The one refusal that stays spent: over $2500 on a profile the user said was verified and Freelancer says is not (docs/design.md#refusals). */
  | { readonly kind: 'rejected'; readonly bidId: string; readonly message: string }
  /** Freelancer did not take the bid on this project (gone, closed, a kind the account cannot bid on…): logged failed, bid given back, never retried. */
  | { readonly kind: 'not-placed'; readonly bidId: string; readonly message: string }
  /** The user already had a bid there, placed on Freelancer by hand: logged submitted with its id, bid given back. */
  | { readonly kind: 'already-placed'; readonly bidId: string; readonly marketplaceBidId: string }
  /** Freelancer refused the account (or its token): the user is paused, the bid logged failed and given back. */
  | { readonly kind: 'paused'; readonly bidId: string; readonly message: string; readonly pause: AutobidPause }
  /** The proposal guard stopped the bid before it was placed: logged held with the reason, bid given back, never retried. */
  | { readonly kind: 'held'; readonly bidId: string; readonly reason: string }
  /** The review lane held the bid as a draft for its user (docs/design.md#review-lane): logged held, bid given back, no bid spent. */
  | { readonly kind: 'drafted'; readonly bidId: string; readonly draftId: string }
  | { readonly kind: 'skipped'; readonly reason: PlaceBidSkip };
