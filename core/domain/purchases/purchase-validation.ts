import { DomainError, validationFailed } from '../errors.js';
import type { BillingPeriod } from '../users/user.js';

export const PLAN_SELECTION_REQUIRED = 'Plan selection is required';
export const BILLING_PERIOD_REQUIRED = 'Valid billing period (monthly or annual) is required';
export const LOGIN_TO_PURCHASE = 'Please log in to purchase a plan';

export interface PurchaseRequestInput {
  readonly plan: unknown;
  readonly billingPeriod: unknown;
  readonly signedIn: boolean;
}

export type PurchaseRequestCheck =
  | { readonly ok: true; readonly planSlug: string; readonly billingPeriod: BillingPeriod }
  | { readonly ok: false; readonly error: DomainError };

const isBillingPeriod = (value: unknown): value is BillingPeriod => value === 'monthly' || value === 'annual';

/**
 * The spec's purchase checks. Sign-in is checked first because a server answers 401 before
 * looking at the body; the field checks follow in the spec's order.
 */
export function checkPurchaseRequest(input: PurchaseRequestInput): PurchaseRequestCheck {
  if (!input.signedIn) return { ok: false, error: new DomainError('UNAUTHORIZED', LOGIN_TO_PURCHASE) };
  const planSlug = typeof input.plan === 'string' ? input.plan.trim() : '';
  if (planSlug.length === 0) return { ok: false, error: validationFailed(PLAN_SELECTION_REQUIRED, 'planSlug') };
  if (!isBillingPeriod(input.billingPeriod))
    return { ok: false, error: validationFailed(BILLING_PERIOD_REQUIRED, 'billingPeriod') };
  return { ok: true, planSlug, billingPeriod: input.billingPeriod };
}
