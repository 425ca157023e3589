import { bidRejected } from '../../core/domain/bidding/bid-refusal.js';
import { DomainError } from '../../core/domain/errors.js';
import { readFreelancerRefusal } from './freelancer-refusal.js';
import type { FreelancerErrorEnvelope } from './freelancer.schemas.js';

/** The Marketplace call a request serves: what a refusal means depends on it. */
export type FreelancerOperation =
  'getSelf' | 'search' | 'findProject' | 'placeBid' | 'findOwnBid' | 'awardStatuses' | 'repliedProjects';

const TOKEN_REFUSED = 'The Freelancer token was refused. Please check it and try again.';

export const unavailable = (message: string): DomainError =>
  new DomainError('MARKETPLACE_UNAVAILABLE', message, { retryable: true });
export const rateLimited = (): DomainError =>
  new DomainError(
    'MARKETPLACE_RATE_LIMITED',
    'Freelancer is limiting requests right now. Please try again in a minute.',
    { retryable: true },
  );
export const tokenRefused = (): DomainError => new DomainError('MARKETPLACE_TOKEN_INVALID', TOKEN_REFUSED);

const PROJECT_NOT_FOUND = 'ProjectExceptionCodes.PROJECT_NOT_FOUND';

/**
 * Freelancer's error (HTTP status + envelope) as a DomainError. Transport failures are decided
 * here (5xx, timeouts, an answer that is not JSON: outages, never a dead token); a refusal of a
 * bid is read into a typed refusal (freelancer-refusal.ts) that core classifies
 * (docs/design.md#refusals). On reads only authentication (401, Auth*ExceptionCodes,
 * NOT_AUTHENTICATED) marks the token invalid; any other refusal of a read is an outage.
 */
export function mapFailure(
  operation: FreelancerOperation,
  status: number,
  envelope: FreelancerErrorEnvelope,
  isJson: boolean,
): DomainError {
  const code = envelope.error_code ?? envelope.error?.code ?? '';
  const message = (envelope.message ?? envelope.error?.detail ?? '').trim();
  const refusal = readFreelancerRefusal({
    httpStatus: status,
    errorCode: code === '' ? null : code,
    message: message === '' ? null : message,
  });
  if (refusal.kind === 'rate-limited') return rateLimited();
  if (status >= 500 || status === 408)
    return unavailable('Freelancer is not available right now. Please try again later.');
  if (refusal.kind === 'token-refused') return tokenRefused();
  // A read of one project that Freelancer answers 404 (in its own JSON) finds no such project.
  if (operation === 'findProject' && isJson && (status === 404 || code === PROJECT_NOT_FOUND))
    return new DomainError('PROJECT_NOT_FOUND', 'Freelancer has no such project.');
  if (!isJson && status !== 404)
    return unavailable(
      `Freelancer answered with a page BidPilot could not read (HTTP ${status}). Please try again later.`,
    );
  if (operation === 'placeBid' && refusal.kind !== 'unavailable') return bidRejected(refusal);
  return unavailable(
    `Freelancer refused the request (HTTP ${status}${code === '' ? '' : `, ${code}`}). Please try again later.`,
  );
}
