import { describe, expect, it } from 'vitest';
import { mapModalPurchaseError } from './modal-purchase-error';

const fallback = 'Purchase failed. Please try again.';

describe('mapModalPurchaseError', () => {
  it('keeps the server message and code when the purchase was declined with both', () => {
    expect(
      mapModalPurchaseError({ kind: 'declined', message: 'Plan is inactive', errorCode: 'PLAN_INACTIVE' }),
    ).toEqual({
      message: 'Plan is inactive',
      errorCode: 'PLAN_INACTIVE',
    });
  });

  it('uses the default text and PURCHASE_FAILED when a decline carries nothing', () => {
    expect(mapModalPurchaseError({ kind: 'declined' })).toEqual({ message: fallback, errorCode: 'PURCHASE_FAILED' });
  });

  it('uses API_ERROR when an error response has no code', () => {
    expect(mapModalPurchaseError({ kind: 'response', message: 'Plan not found' })).toEqual({
      message: 'Plan not found',
      errorCode: 'API_ERROR',
    });
    expect(mapModalPurchaseError({ kind: 'response' })).toEqual({ message: fallback, errorCode: 'API_ERROR' });
  });

  it('keeps the code of an error response when it has one', () => {
    expect(mapModalPurchaseError({ kind: 'response', errorCode: 'NOT_FOUND' })).toEqual({
      message: fallback,
      errorCode: 'NOT_FOUND',
    });
  });

  it('uses NETWORK_ERROR when no response came', () => {
    expect(mapModalPurchaseError({ kind: 'no-response' })).toEqual({ message: fallback, errorCode: 'NETWORK_ERROR' });
  });

  it('uses UNKNOWN_ERROR when something else threw', () => {
    expect(mapModalPurchaseError({ kind: 'exception' })).toEqual({ message: fallback, errorCode: 'UNKNOWN_ERROR' });
  });
});
