import { BidRejectedError, refusalOf, type MarketplaceRefusal } from '../../ports/marketplace-refusal.port.js';
import type { ProjectKind } from './project-kind.js';

/** What the classifier needs of the bid itself. */
export interface RefusedBid {
  readonly amountUsd: number;
  readonly isProfileVerified: boolean;
}

/** Why a user's autobidding stops as a whole. */
export const AUTOBID_PAUSE_CODES = ['OUT_OF_BIDS', 'TOO_FAST', 'ACCOUNT_LIMITED', 'TOKEN_INVALID'] as const;
export type AutobidPauseCode = (typeof AUTOBID_PAUSE_CODES)[number];

/**
 * One refusal by cause. `account`: the user is paused (a cool-down that ends by itself, or until the
 * user acts). `token`: Freelancer does not accept the user's token, which also pauses until a
 * token is saved. `project`: this project is never tried again; `kind` names a kind of project
 * the account cannot bid on, `duplicate` that the user already has a bid there, `notFound` that
 * the project is gone. `outage`: nothing is wrong with the bid; it is tried again with backoff.
 * Only `charged` refusals keep the user's BidPilot bid.
 */
export type RefusalClassification =
  | {
      readonly scope: 'account';
      readonly pause: Exclude<AutobidPauseCode, 'TOKEN_INVALID'>;
      readonly resumes: 'cool-down' | 'user-action';
      readonly message: string;
      readonly charged: false;
    }
  | {
      readonly scope: 'token';
      readonly pause: 'TOKEN_INVALID';
      readonly resumes: 'user-action';
      readonly message: string;
      readonly charged: false;
    }
  | {
      readonly scope: 'project';
      readonly kind: ProjectKind | null;
      readonly duplicate: boolean;
      readonly notFound: boolean;
      readonly message: string;
      readonly charged: boolean;
    }
  | { readonly scope: 'outage'; readonly rateLimited: boolean; readonly message: string; readonly charged: false };

/** The spec's warning: over this a bid needs a verified profile, and the user vouched for theirs. */
export const VERIFIED_PROFILE_THRESHOLD_USD = 2500;

export const FALLBACK_REFUSAL = 'Freelancer refused the bid.';
const OUTAGE = 'Freelancer is not available right now. Please try again later.';

/** BidPilot's words for a refusal Freelancer gave no message for. */
const FALLBACK_MESSAGES: Readonly<Record<MarketplaceRefusal['kind'], string>> = {
  'rate-limited': OUTAGE,
  unavailable: OUTAGE,
  'token-refused': 'Freelancer did not accept your token. Please save a new one.',
  'bidding-too-fast': 'You appear to be bidding too fast.',
  'out-of-bids': 'You have used all of your bids.',
  'account-limited': 'Your account has been limited.',
  'duplicate-bid': 'You have already bid on that project.',
  'project-not-found': 'Project not found.',
  'project-closed': 'This project is no longer accepting bids.',
  'project-kind-barred': FALLBACK_REFUSAL,
  'project-refused': FALLBACK_REFUSAL,
};

/** Freelancer's words for the refusal, or BidPilot's when it wrote none. */
export const refusalMessage = (refusal: MarketplaceRefusal): string =>
  refusal.message ?? FALLBACK_MESSAGES[refusal.kind];

/**
 * What a refusal means for the user and the bid (docs/design.md#refusals): which pause it starts,
 * whether the project is tried again, and whether the bid stays charged. Only the verified-only
 * refusal of a large bid on a profile the user vouched for is charged.
 */
export function classifyRefusal(refusal: MarketplaceRefusal, bid: RefusedBid): RefusalClassification {
  const message = refusalMessage(refusal);
  const project = (over: {
    kind?: ProjectKind;
    duplicate?: boolean;
    notFound?: boolean;
    charged?: boolean;
  }): RefusalClassification => ({
    scope: 'project',
    kind: over.kind ?? null,
    duplicate: over.duplicate ?? false,
    notFound: over.notFound ?? false,
    message,
    charged: over.charged ?? false,
  });
  switch (refusal.kind) {
    case 'rate-limited':
      return { scope: 'outage', rateLimited: true, message, charged: false };
    case 'unavailable':
      return { scope: 'outage', rateLimited: false, message, charged: false };
    case 'token-refused':
      return { scope: 'token', pause: 'TOKEN_INVALID', resumes: 'user-action', message, charged: false };
    case 'bidding-too-fast':
      return { scope: 'account', pause: 'TOO_FAST', resumes: 'cool-down', message, charged: false };
    case 'out-of-bids':
      return { scope: 'account', pause: 'OUT_OF_BIDS', resumes: 'user-action', message, charged: false };
    case 'account-limited':
      return { scope: 'account', pause: 'ACCOUNT_LIMITED', resumes: 'user-action', message, charged: false };
    case 'duplicate-bid':
      return project({ duplicate: true });
    case 'project-not-found':
      return project({ notFound: true });
    case 'project-kind-barred':
      return project({
        kind: refusal.projectKind,
        charged:
          refusal.projectKind === 'verified_only' &&
          bid.isProfileVerified &&
          bid.amountUsd > VERIFIED_PROFILE_THRESHOLD_USD,
      });
    case 'project-closed':
    case 'project-refused':
      return project({});
  }
}

/** A BID_REJECTED error for `refusal`, with Freelancer's words (or BidPilot's) as its message. */
export const bidRejected = (refusal: MarketplaceRefusal, message = refusalMessage(refusal)): BidRejectedError =>
  new BidRejectedError(refusal, message);

export type BidRefusalCause = 'PROJECT_NOT_FOUND' | 'REFUSED';

/** Whether a BID_REJECTED refusal was of a project Freelancer does not have; null when `error` is not one. */
export function bidRefusalCause(error: unknown): BidRefusalCause | null {
  if (!(error instanceof BidRejectedError)) return null;
  return refusalOf(error)?.kind === 'project-not-found' ? 'PROJECT_NOT_FOUND' : 'REFUSED';
}
