import type { ProjectKind } from '../domain/bidding/project-kind.js';
import { DomainError, isDomainError } from '../domain/errors.js';

/**
 * Why the marketplace did not take a bid, as its adapter read Freelancer's status, code and
 * message (docs/design.md#refusals). `message` is Freelancer's own words, null when it wrote none;
 * core decides what each kind means for the user and the bid (bid-refusal.ts).
 */
export type MarketplaceRefusal =
  /** Freelancer is limiting requests: nothing is wrong with the bid. */
  | { readonly kind: 'rate-limited'; readonly message: string | null }
  /** Freelancer did not answer as itself (5xx, a timeout, a firewall page): nothing is wrong with the bid. */
  | { readonly kind: 'unavailable'; readonly message: string | null }
  /** The user's token is dead (401, an authentication code). */
  | { readonly kind: 'token-refused'; readonly message: string | null }
  | { readonly kind: 'bidding-too-fast'; readonly message: string }
  /** The Freelancer account has no bids left. */
  | { readonly kind: 'out-of-bids'; readonly message: string | null }
  | { readonly kind: 'account-limited'; readonly message: string | null }
  /** The bidder already has a bid on the project. */
  | { readonly kind: 'duplicate-bid'; readonly message: string | null }
  | { readonly kind: 'project-not-found'; readonly message: string | null }
  | { readonly kind: 'project-closed'; readonly message: string | null }
  /** The account may not bid on this kind of project. */
  | { readonly kind: 'project-kind-barred'; readonly projectKind: ProjectKind; readonly message: string | null }
  /** Any other refusal of this bid on this project. */
  | { readonly kind: 'project-refused'; readonly message: string | null };

/** BID_REJECTED with the refusal it stands for, typed, so core never reads it out of a free bag. */
export class BidRejectedError extends DomainError {
  constructor(
    readonly refusal: MarketplaceRefusal,
    message: string,
  ) {
    super('BID_REJECTED', message);
  }
}

/**
 * The refusal an error of the marketplace stands for; null for any other error. A refused token is
 * one however it was found (before asking Freelancer, or by its authentication codes).
 */
export function refusalOf(error: unknown): MarketplaceRefusal | null {
  if (error instanceof BidRejectedError) return error.refusal;
  if (isDomainError(error) && error.code === 'MARKETPLACE_TOKEN_INVALID')
    return { kind: 'token-refused', message: error.message };
  return null;
}
