import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { literalPrefix, literalRoutes } from './app.js';
import { apiRouter } from './routes/api-routes.js';

const withRoutes = (router: Router, paths: readonly string[]): Router => {
  for (const path of paths) router.get(path, (ctx) => (ctx.body = {}));
  return router;
};

describe('literalPrefix', () => {
  it('is the text every route of a case-sensitive router starts with, up to its first parameter', () => {
    expect(literalPrefix(withRoutes(apiRouter(), ['/api/auth/me', '/api/auth/login']))).toBe('/api/auth/');
    expect(literalPrefix(withRoutes(apiRouter(), ['/api/admin/users', '/api/admin/users/:id/status']))).toBe('/api/admin/users');
    expect(literalPrefix(withRoutes(apiRouter(), ['/api/currency/convert/:from/:to']))).toBe('/api/currency/convert/');
  });

  it('is empty when nothing is common, the router has no routes, or it ignores case', () => {
    expect(literalPrefix(withRoutes(apiRouter(), ['/api/a', '/other']))).toBe('/');
    expect(literalPrefix(apiRouter())).toBe('');
    expect(literalPrefix(withRoutes(new Router(), ['/sandbox/x/a', '/sandbox/x/b']))).toBe('');
  });
});

describe('literalRoutes', () => {
  const methodsOf = (router: Router) => new Map([...literalRoutes(router)].map(([path, byMethod]) => [path, [...byMethod.keys()].sort()]));

  it('lists a literal path by its methods (HEAD with GET) when the router would run that one layer for it', () => {
    const router = withRoutes(apiRouter(), ['/api/auth/me']);
    router.post('/api/auth/me', (ctx) => (ctx.body = {}));
    expect(methodsOf(router)).toEqual(new Map([['/api/auth/me', ['GET', 'HEAD', 'POST']]]));
  });

  it('leaves to the router a path another layer also matches: a parameter, the same path twice, a use', () => {
    expect(methodsOf(withRoutes(apiRouter(), ['/api/users/me', '/api/users/:id']))).toEqual(new Map());
    expect(methodsOf(withRoutes(apiRouter(), ['/api/a', '/api/a']))).toEqual(new Map());
    const used = withRoutes(apiRouter(), ['/api/b']);
    used.use((ctx, next) => next());
    expect(methodsOf(used)).toEqual(new Map());
  });

  it('is empty for a router that ignores case or trailing slashes', () => {
    expect(literalRoutes(withRoutes(new Router(), ['/sandbox/a'])).size).toBe(0);
  });
});

describe('a literal route’s chain', () => {
  const runOf = (router: Router) => {
    const route = literalRoutes(router).get('/api/a')?.get('GET');
    if (route === undefined) throw new Error('no literal route');
    return route.run;
  };
  const ctx = {} as Parameters<ReturnType<typeof runOf>>[0];

  it('runs the layer’s middleware in order, each one’s next the rest, the last one’s next the router’s', async () => {
    const calls: string[] = [];
    const router = apiRouter();
    router.get(
      '/api/a',
      async (_ctx, next) => {
        calls.push('guard in');
        await next();
        calls.push('guard out');
      },
      async (_ctx, next) => {
        calls.push('handler');
        await next();
      },
    );
    await runOf(router)(ctx, async () => {
      calls.push('after the route');
    });
    expect(calls).toEqual(['guard in', 'handler', 'after the route', 'guard out']);
  });

  it('answers a promise that rejects when a middleware throws, even synchronously', async () => {
    const router = apiRouter();
    router.get('/api/a', () => {
      throw new Error('refused');
    });
    const answer = runOf(router)(ctx, () => Promise.resolve());
    expect(answer).toBeInstanceOf(Promise);
    await expect(answer).rejects.toThrow('refused');
  });
});
