import { describe, expect, it } from 'vitest';
import { checkPurchaseRequest } from './purchase-validation.js';

const refusal = (plan: unknown, billingPeriod: unknown, signedIn = true) => {
  const result = checkPurchaseRequest({ plan, billingPeriod, signedIn });
  return result.ok ? null : { code: result.error.code, message: result.error.message };
};

describe('checkPurchaseRequest', () => {
  it('returns the trimmed slug and period when the request is valid', () => {
    expect(checkPurchaseRequest({ plan: ' starter ', billingPeriod: 'annual', signedIn: true })).toEqual({
      ok: true,
      planSlug: 'starter',
      billingPeriod: 'annual',
    });
  });

  it('asks to log in with UNAUTHORIZED when not signed in, even with a bad body', () => {
    expect(refusal('', 'weekly', false)).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in to purchase a plan' });
  });

  it('requires a plan when the plan is blank, missing or not a string', () => {
    for (const plan of ['', '   ', undefined, null, 42]) {
      expect(refusal(plan, 'monthly')).toEqual({ code: 'VALIDATION_FAILED', message: 'Plan selection is required' });
    }
  });

  it('requires monthly or annual when the period is anything else', () => {
    for (const period of ['Monthly', 'yearly', '', undefined, ' annual']) {
      expect(refusal('starter', period)).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Valid billing period (monthly or annual) is required',
      });
    }
  });
});
