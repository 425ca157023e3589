import { describe, expect, it } from 'vitest';
import { mapPurchaseFailure } from './purchase-error-mapping';

const status = (code: number, message?: string) =>
  mapPurchaseFailure(
    message === undefined ? { kind: 'status', status: code } : { kind: 'status', status: code, message },
  );

describe('mapPurchaseFailure without a response', () => {
  it('says it cannot connect when the connection failed', () => {
    expect(mapPurchaseFailure({ kind: 'no-response', cause: 'connection' })).toEqual({
      message: 'Unable to connect to server. Please check your internet connection',
      errorCode: 'CONNECTION_ERROR',
    });
  });

  it('says the request timed out when it timed out', () => {
    expect(mapPurchaseFailure({ kind: 'no-response', cause: 'timeout' })).toEqual({
      message: 'Request timed out. Please try again',
      errorCode: 'TIMEOUT',
    });
  });

  it('gives the generic network error when the cause is unknown', () => {
    expect(mapPurchaseFailure({ kind: 'no-response', cause: 'other' })).toEqual({
      message: 'Network error. Please try again',
      errorCode: 'NETWORK_ERROR',
    });
  });
});

describe('mapPurchaseFailure with success false', () => {
  it('passes the server message and code through when both are given', () => {
    expect(
      mapPurchaseFailure({ kind: 'success-false', message: 'Plan is inactive', errorCode: 'PLAN_INACTIVE' }),
    ).toEqual({
      message: 'Plan is inactive',
      errorCode: 'PLAN_INACTIVE',
    });
  });

  it('defaults to Purchase failed and PURCHASE_FAILED when the server gives neither', () => {
    expect(mapPurchaseFailure({ kind: 'success-false' })).toEqual({
      message: 'Purchase failed',
      errorCode: 'PURCHASE_FAILED',
    });
    expect(mapPurchaseFailure({ kind: 'success-false', message: '  ', errorCode: '' })).toEqual({
      message: 'Purchase failed',
      errorCode: 'PURCHASE_FAILED',
    });
  });
});

describe('mapPurchaseFailure by status', () => {
  const fixedRows: ReadonlyArray<[number, string, string]> = [
    [401, 'Please log in to purchase a plan', 'UNAUTHORIZED'],
    [403, "You don't have permission to purchase this plan", 'FORBIDDEN'],
    [409, 'Plan purchase conflict. Please refresh and try again', 'CONFLICT'],
    [429, 'Too many requests. Please wait a moment and try again', 'RATE_LIMITED'],
    [500, 'Server error: Please try again later', 'SERVER_ERROR'],
    [502, 'Service temporarily unavailable. Please try again', 'BAD_GATEWAY'],
    [503, 'Service temporarily unavailable. Please try again later', 'SERVICE_UNAVAILABLE'],
    [504, 'Request timed out. Please try again', 'GATEWAY_TIMEOUT'],
  ];

  it.each(fixedRows)(
    'answers the fixed text for %i even when the server sends a message',
    (code, message, errorCode) => {
      expect(status(code, 'server says something')).toEqual({ message, errorCode });
    },
  );

  const serverRows: ReadonlyArray<[number, string, string]> = [
    [400, 'Invalid plan selection or billing period', 'BAD_REQUEST'],
    [404, 'Plan not found', 'NOT_FOUND'],
    [422, 'Invalid purchase data provided', 'VALIDATION_ERROR'],
  ];

  it.each(serverRows)('prefers the server message for %i when one is given', (code, _fallback, errorCode) => {
    expect(status(code, 'Exact server text')).toEqual({ message: 'Exact server text', errorCode });
  });

  it.each(serverRows)(
    'falls back to the spec text for %i when the server message is missing or blank',
    (code, message, errorCode) => {
      expect(status(code)).toEqual({ message, errorCode });
      expect(status(code, ' ')).toEqual({ message, errorCode });
    },
  );

  it('names the status in text and code when the status has no row', () => {
    expect(status(418, 'teapot')).toEqual({
      message: 'Purchase failed (418): Please try again',
      errorCode: 'HTTP_418',
    });
    expect(status(501)).toEqual({ message: 'Purchase failed (501): Please try again', errorCode: 'HTTP_501' });
  });
});
