import type { ProjectKind } from '../../../core/domain/bidding/project-kind.js';
import type { SimulatorUpgrades } from './project-generator.js';

/** A refusal as Freelancer words it: the handler turns it into the error envelope. */
export interface SimulatorRefusal {
  readonly httpStatus: number;
  readonly errorCode: string;
  readonly message: string;
}

/**
 * Freelancer's refusals as the simulator answers them. The messages of the duplicate bid, the
 * balance minimum and "bidding too fast", and the codes of the duplicate, the balance minimum, the
 * featured and verified-only restrictions and of a token that is not authenticated, were seen in
 * real answers; the other codes were never captured, so BidPilot must not tell refusals apart by
 * them alone (it reads the status, the code and the message together).
 */
export const REFUSALS = {
  notAuthenticated: {
    httpStatus: 401,
    errorCode: 'RestExceptionCodes.NOT_AUTHENTICATED',
    message: 'You must be logged in to perform this request.',
  },
  rateLimited: {
    httpStatus: 429,
    errorCode: 'AuthorisationExceptionCodes.RATE_LIMITED',
    message: 'You have made too many of these requests.',
  },
  unknownError: { httpStatus: 500, errorCode: 'ExceptionCodes.UNKNOWN_ERROR', message: 'An error has occurred.' },
  bidsUsedUp: {
    httpStatus: 403,
    errorCode: 'ProjectExceptionCodes.NOT_ENOUGH_BIDS',
    message: 'You have used all of your bids.',
  },
  accountLimited: {
    httpStatus: 403,
    errorCode: 'UserExceptionCodes.ACCOUNT_LIMITED',
    message: 'Your account has been limited. Please contact Freelancer support.',
  },
  biddingTooFast: {
    httpStatus: 403,
    errorCode: 'ProjectExceptionCodes.BID_FAILED',
    message: 'You appear to be bidding too fast. Please wait a few minutes before bidding again.',
  },
  invalidBidder: {
    httpStatus: 403,
    errorCode: 'ProjectExceptionCodes.INVALID_BIDDER',
    message: 'You can only place bids as yourself.',
  },
  projectNotFound: {
    httpStatus: 404,
    errorCode: 'ProjectExceptionCodes.PROJECT_NOT_FOUND',
    message: 'Project not found.',
  },
  projectClosed: {
    httpStatus: 403,
    errorCode: 'ProjectExceptionCodes.PROJECT_NOT_ACTIVE',
    message: 'This project is no longer accepting bids.',
  },
  duplicateBid: {
    httpStatus: 409,
    errorCode: 'ProjectExceptionCodes.DUPLICATE_BID',
    message: 'You have already bid on that project.',
  },
  ndaNotSigned: {
    httpStatus: 403,
    errorCode: 'ProjectExceptionCodes.NDA_NOT_SIGNED',
    message: 'You must sign the NDA for this project before you can bid on it.',
  },
  featuredRestricted: {
    httpStatus: 403,
    errorCode: 'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_FEATURED',
    message: 'You need at least 5 reviews, a paid membership or a verified account to bid on featured projects.',
  },
  verifiedOnly: {
    httpStatus: 403,
    errorCode: 'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_PREMIUM_VERIFIED',
    message: 'Only verified freelancers can bid on this project.',
  },
  preferredOnly: {
    httpStatus: 403,
    errorCode: 'ProjectExceptionCodes.PREFERRED_FREELANCER_ONLY',
    message: 'Only Preferred Freelancers can bid on this project.',
  },
  qualificationRequired: {
    httpStatus: 403,
    errorCode: 'ProjectExceptionCodes.QUALIFICATION_REQUIRED',
    message: 'You need to pass the required exam to bid on this project.',
  },
} as const satisfies Record<string, SimulatorRefusal>;

export const balanceMinimumNotMet = (minimumUsd: number): SimulatorRefusal => ({
  httpStatus: 403,
  errorCode: 'ProjectExceptionCodes.BID_MINIMUM_REQUIREMENT_NOT_MET',
  message: `To bid on this project, you must have at least $${minimumUsd} USD or equivalent in your account balance.`,
});

/** What an unverified freelancer may bid at most, in USD; a larger bid needs a verified account. */
export const UNVERIFIED_BID_LIMIT_USD = 2500;

/** The kinds of project an account can be barred from; no account can sign an NDA through the API. */
export type AccountBar = Exclude<ProjectKind, 'nda'>;
export const ACCOUNT_BARS: readonly AccountBar[] = ['featured', 'preferred_only', 'verified_only', 'qualified'];

/** What Freelancer knows of the bidding account when a bid arrives. */
export interface BiddingAccount {
  readonly limited: boolean;
  readonly barredFrom: ReadonlySet<AccountBar>;
  /** Bids the account placed within the "too fast" window. */
  readonly recentBids: number;
  /** More than this many bids within the window is bidding too fast; null: no limit. */
  readonly tooFastAfter: number | null;
  /** The account's own Freelancer bids left in its quota. */
  readonly bidsRemaining: number;
  /** The account's balance in USD: the simulator's accounts hold none. */
  readonly balanceUsd: number;
}

/** The project as bidding sees it: its upgrades as served, not only as stored. */
export interface BiddingProject {
  readonly open: boolean;
  readonly upgrades: SimulatorUpgrades;
  /** The balance Freelancer asks of bidders, in USD; null: none. */
  readonly minimumBalanceUsd: number | null;
}

/**
 * Why Freelancer refuses a bid, or null when it takes it. Account-level refusals come first (a
 * limited account or one bidding too fast is refused whatever the project), then the project's.
 */
export function bidRefusal(input: {
  readonly account: BiddingAccount;
  readonly project: BiddingProject;
  readonly alreadyBid: boolean;
  readonly amountUsd: number;
}): SimulatorRefusal | null {
  const { account, project } = input;
  if (account.limited) return REFUSALS.accountLimited;
  if (account.tooFastAfter !== null && account.recentBids >= account.tooFastAfter) return REFUSALS.biddingTooFast;
  if (!project.open) return REFUSALS.projectClosed;
  if (account.bidsRemaining <= 0) return REFUSALS.bidsUsedUp;
  if (input.alreadyBid) return REFUSALS.duplicateBid;
  const { upgrades } = project;
  if (upgrades.NDA) return REFUSALS.ndaNotSigned;
  if (upgrades.featured && account.barredFrom.has('featured')) return REFUSALS.featuredRestricted;
  if (upgrades.pf_only && account.barredFrom.has('preferred_only')) return REFUSALS.preferredOnly;
  if (upgrades.premium && account.barredFrom.has('verified_only')) return REFUSALS.verifiedOnly;
  if (upgrades.qualified && account.barredFrom.has('qualified')) return REFUSALS.qualificationRequired;
  if (project.minimumBalanceUsd !== null && account.balanceUsd < project.minimumBalanceUsd)
    return balanceMinimumNotMet(project.minimumBalanceUsd);
  if (input.amountUsd > UNVERIFIED_BID_LIMIT_USD && account.barredFrom.has('verified_only'))
    return REFUSALS.verifiedOnly;
  return null;
}
