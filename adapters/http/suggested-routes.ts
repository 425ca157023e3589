import { suggestedUseCaseOf, type DomainError, type SuggestedUseCase } from '../../core/domain/errors.js';

/** The API route of each use case a refusal may send the caller to; a new one without a route fails to compile. */
const routeOf: Readonly<Record<SuggestedUseCase, string>> = {
  'purchase-plan': 'POST /api/pricing/purchase',
};

/** A refusal's message as an API client reads it: core names the use case to call instead, the API adds its route. */
export function apiMessage(error: DomainError): string {
  const instead = suggestedUseCaseOf(error);
  return instead === undefined ? error.message : `${error.message} (${routeOf[instead]})`;
}
