import { DomainError, isDomainError } from '../errors.js';

/**
 * Why the marketplace refused a bid, where the engine must tell causes apart. A project the
 * marketplace does not know (deleted, or lost by a simulator) never received the bid, so the
 * user is not charged for it; every other refusal stays charged, as the spec warns users (docs/design.md#engine).
 */
export type BidRefusalCause = 'PROJECT_NOT_FOUND' | 'REFUSED';

/** A BID_REJECTED error carrying its cause, and the marketplace's own code when it sent one. */
export const bidRejected = (message: string, cause: BidRefusalCause = 'REFUSED', vendorCode?: string): DomainError =>
  new DomainError('BID_REJECTED', message, vendorCode === undefined ? { refusal: cause } : { refusal: cause, errorCode: vendorCode });

/** The cause of a bid refusal; null when `error` is not one. */
export function bidRefusalCause(error: unknown): BidRefusalCause | null {
  if (!isDomainError(error) || error.code !== 'BID_REJECTED') return null;
  return error.details?.refusal === 'PROJECT_NOT_FOUND' ? 'PROJECT_NOT_FOUND' : 'REFUSED';
}
