import { DomainError, isDomainError } from '../errors.js';
import type { ProjectKind } from './project-kind.js';

/**
 * What Freelancer said when it did not take a bid, as the adapter saw it: the HTTP status, the
 * envelope's `error_code` and its message. Any of them may be missing (a bare status, an HTML
 * page, an error the adapter raised before asking). Core decides what they mean
 * (docs/design.md#refusals).
 */
export interface RefusalFacts {
  readonly httpStatus: number | null;
  readonly errorCode: string | null;
  readonly message: string | null;
}

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
  | { readonly scope: 'account'; readonly pause: Exclude<AutobidPauseCode, 'TOKEN_INVALID'>; readonly resumes: 'cool-down' | 'user-action'; readonly message: string; readonly charged: false }
  | { readonly scope: 'token'; readonly pause: 'TOKEN_INVALID'; readonly resumes: 'user-action'; readonly message: string; readonly charged: false }
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

const PROJECT = 'ProjectExceptionCodes.';
const NOT_AUTHENTICATED = 'RestExceptionCodes.NOT_AUTHENTICATED';
const RATE_LIMITED = /^Auth\w*ExceptionCodes\.RATE_LIMITED$/;
const AUTH_CODE = /^Auth\w*ExceptionCodes\./;

/** Messages are matched by their stable start, case-insensitively; codes the simulator made up are a second signal, never the only one. */
const TOO_FAST = /^you appear to be bidding too fast/i;
const OUT_OF_BIDS = /^you have used all of your bids/i;
const LIMITED = /^your account has been (limited|restricted|suspended)/i;
const DUPLICATE = /^you have already bid on/i;
const BALANCE_MINIMUM = /^to bid on this project, you must have at least/i;
const CLOSED = /no longer accepting bids/i;

const KINDS: ReadonlyArray<readonly [ProjectKind, string, RegExp]> = [
  ['nda', 'NDA_NOT_SIGNED', /\bNDA\b/i],
  ['featured', 'RESTRICTED_FROM_BIDDING_ON_FEATURED', /bid on featured projects/i],
  ['verified_only', 'RESTRICTED_FROM_BIDDING_ON_PREMIUM_VERIFIED', /^only verified freelancers can bid/i],
  ['preferred_only', 'PREFERRED_FREELANCER_ONLY', /^only preferred freelancers can bid/i],
  ['qualified', 'QUALIFICATION_REQUIRED', /pass the required (exam|qualification)/i],
];

export const FALLBACK_REFUSAL = 'Freelancer refused the bid.';
const OUTAGE = 'Freelancer is not available right now. Please try again later.';
const TOKEN = 'Freelancer did not accept your token. Please save a new one.';

/**
 * Freelancer's refusal of a bid by cause (docs/design.md#refusals), from status, code and message
 * together: the code alone is often generic (BID_FAILED covers 'too fast'), and codes never seen
 * from the real API are not relied on alone. Only authentication codes and 401 mean a dead token;
 * a 403 with no code and no message is a firewall or proxy page, an outage.
 */
export function classifyRefusal(facts: RefusalFacts, bid: RefusedBid): RefusalClassification {
  const status = facts.httpStatus;
  const code = (facts.errorCode ?? '').trim();
  const said = (facts.message ?? '').trim();
  const message = said === '' ? null : said;
  const projectCode = code.startsWith(PROJECT) ? code.slice(PROJECT.length) : null;

  if (status === 429 || RATE_LIMITED.test(code)) return { scope: 'outage', rateLimited: true, message: message ?? OUTAGE, charged: false };
  if (status === 401 || code === NOT_AUTHENTICATED || AUTH_CODE.test(code)) return { scope: 'token', pause: 'TOKEN_INVALID', resumes: 'user-action', message: message ?? TOKEN, charged: false };
  if (status !== null && (status >= 500 || status === 408)) return outage(message);

  if (TOO_FAST.test(said)) return { scope: 'account', pause: 'TOO_FAST', resumes: 'cool-down', message: said, charged: false };
  if (OUT_OF_BIDS.test(said) || projectCode === 'NOT_ENOUGH_BIDS') {
    return { scope: 'account', pause: 'OUT_OF_BIDS', resumes: 'user-action', message: message ?? 'You have used all of your bids.', charged: false };
  }
  if (LIMITED.test(said) || code === 'UserExceptionCodes.ACCOUNT_LIMITED') {
    return { scope: 'account', pause: 'ACCOUNT_LIMITED', resumes: 'user-action', message: message ?? 'Your account has been limited.', charged: false };
  }

  const project = (over: { kind?: ProjectKind; duplicate?: boolean; notFound?: boolean; charged?: boolean }, fallback: string): RefusalClassification => ({
    scope: 'project',
    kind: over.kind ?? null,
    duplicate: over.duplicate ?? false,
    notFound: over.notFound ?? false,
    message: message ?? fallback,
    charged: over.charged ?? false,
  });

  if (projectCode === 'DUPLICATE_BID' || DUPLICATE.test(said) || status === 409) return project({ duplicate: true }, 'You have already bid on that project.');
  if (projectCode === 'PROJECT_NOT_FOUND' || (status === 404 && code === '')) return project({ notFound: true }, 'Project not found.');
  for (const [kind, kindCode, text] of KINDS) {
    if (projectCode !== kindCode && !text.test(said)) continue;
    const charged = kind === 'verified_only' && bid.isProfileVerified && bid.amountUsd > VERIFIED_PROFILE_THRESHOLD_USD;
    return project({ kind, charged }, FALLBACK_REFUSAL);
  }
  if (projectCode === 'BID_MINIMUM_REQUIREMENT_NOT_MET' || BALANCE_MINIMUM.test(said)) return project({}, FALLBACK_REFUSAL);
  if (projectCode === 'PROJECT_NOT_ACTIVE' || CLOSED.test(said)) return project({}, 'This project is no longer accepting bids.');
  if (projectCode !== null) return project({}, FALLBACK_REFUSAL);
  // Nothing Freelancer wrote: a firewall, a proxy or a load balancer answered, not Freelancer's rules.
  if (code === '' && message === null) return outage(null);
  return project({}, FALLBACK_REFUSAL);
}

const outage = (message: string | null): RefusalClassification => ({ scope: 'outage', rateLimited: false, message: message ?? OUTAGE, charged: false });

/** A BID_REJECTED error carrying Freelancer's facts for core to classify. */
export const bidRejected = (message: string, facts: Partial<RefusalFacts> = {}): DomainError =>
  new DomainError('BID_REJECTED', message, {
    httpStatus: facts.httpStatus ?? null,
    errorCode: facts.errorCode ?? null,
    // Null when Freelancer wrote nothing (an HTML page, an empty body): the message above is ours.
    vendorMessage: facts.message === undefined ? message : facts.message,
  });

/** The facts a marketplace error carries; null when `error` is not a refusal of a bid or of the token. */
export function refusalFactsOf(error: unknown): RefusalFacts | null {
  if (!isDomainError(error)) return null;
  const details = error.details ?? {};
  const status = typeof details.httpStatus === 'number' ? details.httpStatus : null;
  const code = typeof details.errorCode === 'string' ? details.errorCode : null;
  if (error.code === 'MARKETPLACE_TOKEN_INVALID') {
    // A token refused before asking Freelancer, or by its authentication codes: either way, dead.
    return { httpStatus: status ?? 401, errorCode: code ?? NOT_AUTHENTICATED, message: error.message };
  }
  if (error.code !== 'BID_REJECTED') return null;
  const vendorMessage = typeof details.vendorMessage === 'string' ? details.vendorMessage : details.vendorMessage === null ? null : error.message;
  return { httpStatus: status, errorCode: code, message: vendorMessage };
}

export type BidRefusalCause = 'PROJECT_NOT_FOUND' | 'REFUSED';

/** Whether a BID_REJECTED refusal was of a project Freelancer does not have; null when `error` is not one. */
export function bidRefusalCause(error: unknown): BidRefusalCause | null {
  if (!isDomainError(error) || error.code !== 'BID_REJECTED') return null;
  const facts = refusalFactsOf(error);
  const classified = facts === null ? null : classifyRefusal(facts, { amountUsd: 0, isProfileVerified: false });
  return classified?.scope === 'project' && classified.notFound ? 'PROJECT_NOT_FOUND' : 'REFUSED';
}
