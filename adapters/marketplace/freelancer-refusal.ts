import type { ProjectKind } from '../../core/domain/bidding/project-kind.js';
import type { MarketplaceRefusal } from '../../core/ports/marketplace-refusal.port.js';

/**
 * What Freelancer said when it did not take a request: the HTTP status, the envelope's
 * `error_code` and its message. Any of them may be missing (a bare status, an HTML page, an error
 * raised before asking).
 */
export interface FreelancerRefusalFacts {
  readonly httpStatus: number | null;
  readonly errorCode: string | null;
  readonly message: string | null;
}

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

/**
 * Freelancer's refusal by kind (docs/design.md#refusals), from status, code and message together:
 * the code alone is often generic (BID_FAILED covers 'too fast'), and codes never seen from the
 * real API are not relied on alone. Only authentication codes and 401 mean a dead token; a 403
 * with no code and no message is a firewall or proxy page, an outage.
 */
export function readFreelancerRefusal(facts: FreelancerRefusalFacts): MarketplaceRefusal {
  const status = facts.httpStatus;
  const code = (facts.errorCode ?? '').trim();
  const said = (facts.message ?? '').trim();
  const message = said === '' ? null : said;
  const projectCode = code.startsWith(PROJECT) ? code.slice(PROJECT.length) : null;

  if (status === 429 || RATE_LIMITED.test(code)) return { kind: 'rate-limited', message };
  if (status === 401 || code === NOT_AUTHENTICATED || AUTH_CODE.test(code)) return { kind: 'token-refused', message };
  if (status !== null && (status >= 500 || status === 408)) return { kind: 'unavailable', message };

  if (TOO_FAST.test(said)) return { kind: 'bidding-too-fast', message: said };
  if (OUT_OF_BIDS.test(said) || projectCode === 'NOT_ENOUGH_BIDS') return { kind: 'out-of-bids', message };
  if (LIMITED.test(said) || code === 'UserExceptionCodes.ACCOUNT_LIMITED') return { kind: 'account-limited', message };

  if (projectCode === 'DUPLICATE_BID' || DUPLICATE.test(said) || status === 409)
    return { kind: 'duplicate-bid', message };
  if (projectCode === 'PROJECT_NOT_FOUND' || (status === 404 && code === ''))
    return { kind: 'project-not-found', message };
  for (const [projectKind, kindCode, text] of KINDS) {
    if (projectCode === kindCode || text.test(said)) return { kind: 'project-kind-barred', projectKind, message };
  }
  if (projectCode === 'BID_MINIMUM_REQUIREMENT_NOT_MET' || BALANCE_MINIMUM.test(said))
    return { kind: 'project-refused', message };
  if (projectCode === 'PROJECT_NOT_ACTIVE' || CLOSED.test(said)) return { kind: 'project-closed', message };
  if (projectCode !== null) return { kind: 'project-refused', message };
  // Nothing Freelancer wrote: a firewall, a proxy or a load balancer answered, not Freelancer's rules.
  if (code === '' && message === null) return { kind: 'unavailable', message: null };
  return { kind: 'project-refused', message };
}
