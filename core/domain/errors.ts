/**
 * Every failure the domain can report. Codes go over the wire (HTTP errorCode, CLI --json),
 * so they are UPPER_SNAKE and stable; each edge maps them once (HTTP status, exit code).
 */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'USER_NOT_FOUND'
  | 'USER_ALREADY_EXISTS'
  | 'LAST_ADMIN'
  | 'USER_HAS_PAYMENTS'
  | 'RESET_TOKEN_INVALID'
  | 'UNSUBSCRIBE_LINK_INVALID'
  | 'REVIEW_LINK_INVALID'
  | 'REVIEW_NOT_FOUND'
  | 'PLAN_NOT_FOUND'
  | 'PLAN_ALREADY_EXISTS'
  | 'ADDON_NOT_FOUND'
  | 'PAYMENT_NOT_FOUND'
  | 'BID_NOT_FOUND'
  | 'WEBHOOK_NOT_FOUND'
  | 'WEBHOOK_DELIVERY_NOT_FOUND'
  | 'WEBHOOK_LIMIT_REACHED'
  | 'CONTACT_MESSAGE_NOT_FOUND'
  | 'SEARCH_PROFILE_NOT_FOUND'
  | 'SEARCH_PROFILE_LIMIT_REACHED'
  | 'SEARCH_PROFILE_NAME_TAKEN'
  | 'PORTFOLIO_ITEM_NOT_FOUND'
  | 'PORTFOLIO_LIMIT_REACHED'
  | 'PROMPT_VARIANT_NOT_FOUND'
  | 'PROJECT_NOT_FOUND'
  | 'MAIL_NOT_FOUND'
  | 'CHANNEL_UNAVAILABLE'
  | 'CHANNEL_DELIVERY_FAILED'
  | 'INSUFFICIENT_BIDS'
  | 'ACTIVE_PLAN_REQUIRED'
  | 'OAUTH_TOKEN_REQUIRED'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'TOO_MANY_LIVE_CONNECTIONS'
  | 'CURRENCY_UNSUPPORTED'
  | 'MARKETPLACE_UNAVAILABLE'
  | 'MARKETPLACE_RATE_LIMITED'
  | 'MARKETPLACE_TOKEN_INVALID'
  | 'BID_REJECTED'
  | 'LLM_UNAVAILABLE'
  | 'PAYMENT_GATEWAY_UNAVAILABLE'
  | 'MANUAL_COMPLETION_UNAVAILABLE'
  | 'PAYMENT_NOT_CONFIRMED'
  | 'INTERNAL';

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

export const validationFailed = (message: string, field?: string): DomainError =>
  new DomainError('VALIDATION_FAILED', message, field === undefined ? undefined : { field });

export const notFound = (code: Extract<ErrorCode, `${string}_NOT_FOUND`>, what: string): DomainError =>
  new DomainError(code, `${what} not found`);

/**
 * The use case a refusal sends the caller to instead, carried as `details.instead`. Core names
 * the action only; each edge says how to reach it (the HTTP API adds the route).
 */
export type SuggestedUseCase = 'purchase-plan';

const SUGGESTED_USE_CASES: ReadonlySet<unknown> = new Set<SuggestedUseCase>(['purchase-plan']);

export const suggestedUseCaseOf = (error: DomainError): SuggestedUseCase | undefined => {
  const instead = error.details?.instead;
  return SUGGESTED_USE_CASES.has(instead) ? (instead as SuggestedUseCase) : undefined;
};
