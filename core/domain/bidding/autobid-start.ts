import { DomainError } from '../errors.js';
import type { PlanStatus, Role } from '../users/user.js';

export const ACTIVE_PLAN_REQUIRED = 'Active plan required to start autobidding';
export const OAUTH_TOKEN_REQUIRED = 'OAuth token required to start autobidding';
export const BIDS_EXHAUSTED_NOTICE = 'Your available bids are exhausted. Autobidding stopped.';

/**
 * Turning autobidding on (never off) needs an active plan unless admin, then a token and
 * freelancer user id; the plan is checked first, as the spec's screen does.
 */
export function checkAutobidStart(input: {
  readonly role: Role;
  readonly planStatus: PlanStatus;
  readonly hasToken: boolean;
}): DomainError | null {
  if (input.role !== 'admin' && input.planStatus !== 'active')
    return new DomainError('ACTIVE_PLAN_REQUIRED', ACTIVE_PLAN_REQUIRED);
  if (!input.hasToken) return new DomainError('OAUTH_TOKEN_REQUIRED', OAUTH_TOKEN_REQUIRED);
  return null;
}

/** The notice fires on the step from above zero to exactly zero, not on every zero reading. */
export const bidsJustExhausted = (previous: number, current: number): boolean => previous > 0 && current === 0;
