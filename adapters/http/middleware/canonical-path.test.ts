import { describe, expect, it } from 'vitest';
import { isCanonicalApiPath, namesApi, refusedSpelling } from './canonical-path.js';

describe('namesApi', () => {
  it.each([
    '/api',
    '/api/admin/users',
    '/Api/admin',
    '/API',
    '//api/x',
    '/./api/x',
    '/x/../api/y',
    '/%61pi/x',
    '/%41PI/x',
    '\\api\\x',
    '/api%2Fadmin',
  ])('sees the API in %s', (path) => {
    expect(namesApi(path)).toBe(true);
  });

  it.each([
    '/',
    '/dashboard',
    '/apis',
    '/sandbox/payfast/eng/process',
    '/api/../dashboard',
    '/%2561pi/x',
    '/assets/api.js',
  ])('sees no API in %s', (path) => {
    expect(namesApi(path)).toBe(false);
  });
});

describe('isCanonicalApiPath', () => {
  it.each([
    '/api',
    '/api/admin/users',
    '/api/admin/users/4f9c-AbC/bids',
    '/api/payments/status/PAY%2F1',
    '/api/currency/convert/USD/ZAR/10.5',
    '/api/Admin/users',
  ])('accepts %s (case is for the case-sensitive routers)', (path) => {
    expect(isCanonicalApiPath(path)).toBe(true);
  });

  it.each([
    '/Api/admin',
    '/api/',
    '/api//admin',
    '//api/admin',
    '/api/./admin',
    '/api/admin/..',
    '/api/%61dmin',
    '/api/admin/user%73',
    '/api/%2e%2e/admin',
    '/api/admin%5Fx',
    '/api\\admin',
    '/x/../api/admin',
  ])('refuses %s', (path) => {
    expect(isCanonicalApiPath(path)).toBe(false);
  });
});

describe('refusedSpelling', () => {
  // Its shortcut for plain paths must decide as the general rule does.
  it.each([
    '/',
    '/api',
    '/Api',
    '/API',
    '/aPi/x',
    '/api/auth/me',
    '/api/Admin/users',
    '/apis',
    '/apI-x/y',
    '/dashboard',
    '/x/api',
    '/api/admin/users/4f9c-AbC/bids',
    '/api~/x',
    '/_api',
    '/api/x_y~z',
    ...[
      '/Api/admin',
      '/api/',
      '/api//admin',
      '//api/admin',
      '/api/./admin',
      '/api/%61dmin',
      '/api/%2e%2e/admin',
      '/api\\admin',
      '/x/../api/admin',
      '/%61pi/x',
      '/api/currency/convert/USD/ZAR/10.5',
      '/assets/api.js',
    ],
  ])('decides %s as namesApi and isCanonicalApiPath do', (path) => {
    expect(refusedSpelling(path)).toBe(namesApi(path) && !isCanonicalApiPath(path));
  });
});
