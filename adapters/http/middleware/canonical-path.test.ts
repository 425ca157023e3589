import { describe, expect, it } from 'vitest';
import { isCanonicalApiPath, namesApi } from './canonical-path.js';

describe('namesApi', () => {
  it.each(['/api', '/api/admin/users', '/Api/admin', '/API', '//api/x', '/./api/x', '/x/../api/y', '/%61pi/x', '/%41PI/x', '\\api\\x', '/api%2Fadmin'])('sees the API in %s', (path) => {
    expect(namesApi(path)).toBe(true);
  });

  it.each(['/', '/dashboard', '/apis', '/sandbox/payfast/eng/process', '/api/../dashboard', '/%2561pi/x', '/assets/api.js'])('sees no API in %s', (path) => {
    expect(namesApi(path)).toBe(false);
  });
});

describe('isCanonicalApiPath', () => {
  it.each(['/api', '/api/admin/users', '/api/admin/users/4f9c-AbC/bids', '/api/payments/status/PAY%2F1', '/api/currency/convert/USD/ZAR/10.5', '/api/Admin/users'])('accepts %s (case is for the case-sensitive routers)', (path) => {
    expect(isCanonicalApiPath(path)).toBe(true);
  });

  it.each(['/Api/admin', '/api/', '/api//admin', '//api/admin', '/api/./admin', '/api/admin/..', '/api/%61dmin', '/api/admin/user%73', '/api/%2e%2e/admin', '/api/admin%5Fx', '/api\\admin', '/x/../api/admin'])('refuses %s', (path) => {
    expect(isCanonicalApiPath(path)).toBe(false);
  });
});
