import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { literalPrefix } from './app.js';
import { apiRouter } from './routes/api-routes.js';

const withRoutes = (router: Router, paths: readonly string[]): Router => {
  for (const path of paths) router.get(path, (ctx) => (ctx.body = {}));
  return router;
};

describe('literalPrefix', () => {
  it('is the text every route of a case-sensitive router starts with, up to its first parameter', () => {
    expect(literalPrefix(withRoutes(apiRouter(), ['/api/auth/me', '/api/auth/login']))).toBe('/api/auth/');
    expect(literalPrefix(withRoutes(apiRouter(), ['/api/admin/users', '/api/admin/users/:id/status']))).toBe(
      '/api/admin/users',
    );
    expect(literalPrefix(withRoutes(apiRouter(), ['/api/currency/convert/:from/:to']))).toBe('/api/currency/convert/');
  });

  it('is empty when nothing is common, the router has no routes, or it ignores case', () => {
    expect(literalPrefix(withRoutes(apiRouter(), ['/api/a', '/other']))).toBe('/');
    expect(literalPrefix(apiRouter())).toBe('');
    expect(literalPrefix(withRoutes(new Router(), ['/sandbox/x/a', '/sandbox/x/b']))).toBe('');
  });
});
