import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callsByPath, routesByPath } from './api-paths.js';
import { fakeTree } from './fake-tree.js';

const repoRoot = resolve(import.meta.dirname, '../..');

describe('API paths (docs/adr/0007-one-spelling-per-api-path.md)', () => {
  it('are registered by the Koa routes only through contract/endpoints.ts', () => {
    expect(routesByPath(resolve(repoRoot, 'adapters/http/routes'))).toEqual([]);
  });

  it('are called by the web only through api.call and contract/endpoints.ts', () => {
    expect(callsByPath(resolve(repoRoot, 'web/src'))).toEqual([]);
  });

  it('flag a route or a call by a path string, and let rows of the table, tests and test helpers pass', () => {
    const routes = fakeTree({
      'a.routes.ts': "signedIn.get('/settings', handler);\nsignedIn.on(endpoints.bidding.settings, handler);\n",
      'b.routes.ts': "router.get('/api/health', handler);\n",
      'c.test.ts': "signedIn.get('/x', handler);\n",
    });
    expect(routesByPath(routes)).toEqual([
      "a.routes.ts:1: signedIn.get('/settings', handler);",
      "b.routes.ts:1: router.get('/api/health', handler);",
    ]);
    const web = fakeTree({
      'a.ts':
        "api.get<X>('/bidding/stats');\napi.call(endpoints.bidding.stats);\nconst url = `/api/events?token=${t}`;\n",
      'testing/msw/handlers.ts': "http.get(apiUrl('/auth/me'), answer);\n",
      'a.test.ts': "api.post('/buy');\n",
    });
    expect(callsByPath(web)).toEqual([
      "a.ts:1: api.get<X>('/bidding/stats');",
      'a.ts:3: const url = `/api/events?token=${t}`;',
    ]);
  });
});
