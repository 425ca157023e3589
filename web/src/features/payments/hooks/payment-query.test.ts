import { describe, expect, it } from 'vitest';
import { readProcessingQuery, readSuccessQuery, safeReturnPath } from './payment-query';

describe('safeReturnPath', () => {
  it.each([
    ['/subscription', '/subscription'],
    ['/dashboard', '/dashboard'],
    ['/pricing?billing=annual#plans', '/pricing?billing=annual#plans'],
    ['/a/../dashboard', '/dashboard'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/subscription'],
    ['absolute https', 'https://evil.example'],
    ['absolute http to a path', 'http://evil.example/dashboard'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['backslash host', '/\\evil.example'],
    ['backslash later', '/\\/evil.example'],
    ['tab before a second slash', '/\t/evil.example'],
    ['newline before a second slash', '/\n/evil.example'],
    ['leading space', ' /dashboard'],
    ['relative', 'dashboard'],
    ['a dot path', './dashboard'],
    ['dot segments resolving to a second slash', '/..//evil.example'],
    ['dot segments deeper down', '/a/b/../../..//evil.example/x'],
    ['encoded dot segments', '/%2e%2e//evil'],
    ['encoded dot segments in capitals', '/%2E%2E//evil'],
    ['mixed encoded dot segments', '/.%2e//evil'],
    ['a single encoded dot', '/%2e//evil'],
    ['a double backslash', '/\\\\evil'],
    ['a backslash after dot segments', '/..\\evil.example'],
    ['https', 'https://evil'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a carriage return before a second slash', '/\r/evil.example'],
    ['a trailing newline', '/dashboard\n'],
    ['a non-breaking space', '/\u00a0/evil.example'],
  ])('falls back to /subscription for a %s value', (_, raw) => {
    expect(safeReturnPath(raw)).toBe('/subscription');
  });
});

describe('the payment pages’ query', () => {
  it('reads the success page’s references and its return path', () => {
    const query = readSuccessQuery(
      new URLSearchParams('payment_id=BP-1&pf_payment_id=PF-9&custom_str4=monthly&return_to=%2Fdashboard'),
    );
    expect(query).toEqual({ paymentId: 'BP-1', pfPaymentId: 'PF-9', returnTo: '/dashboard' });
  });

  it('treats a blank payment_id as none, and an absent return_to as /subscription', () => {
    expect(readSuccessQuery(new URLSearchParams('payment_id=%20%20'))).toEqual({
      paymentId: null,
      pfPaymentId: null,
      returnTo: '/subscription',
    });
  });

  it('reads the processing page’s payment_id', () => {
    expect(readProcessingQuery(new URLSearchParams('payment_id=BP-2'))).toEqual({ paymentId: 'BP-2' });
    expect(readProcessingQuery(new URLSearchParams(''))).toEqual({ paymentId: null });
  });
});
