import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeTree } from './fake-tree.js';
import { literalRouteTargets } from './web-route-paths.js';

const webSrc = resolve(import.meta.dirname, '../../web/src');

describe('web app routes', () => {
  it('are spelled only in web/src/config/paths.ts: the router, links and navigations use it', () => {
    expect(literalRouteTargets(webSrc)).toEqual([]);
  });

  it('flags a literal link, navigation or route registration, and lets paths.ts and tests pass', () => {
    const root = fakeTree({
      'config/paths.ts': "export const paths = { login: '/login' } as const;\n",
      'a.tsx': '<Link to="/pricing">x</Link>\n<Link to={paths.pricing}>y</Link>\n',
      'b.ts': "void navigate('/login');\nconst tile = { to: '/admin/logs', hasScreen: false };\n",
      'c.test.tsx': '<Link to="/pricing">x</Link>\n',
    });
    expect(literalRouteTargets(root)).toEqual([
      'a.tsx:1: <Link to="/pricing">x</Link>',
      "b.ts:1: void navigate('/login');",
    ]);
  });
});
