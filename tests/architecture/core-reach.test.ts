import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreModulesTheServerNeverReaches } from './core-reach.js';
import { fakeTree } from './fake-tree.js';

const repoRoot = resolve(import.meta.dirname, '../..');

describe('core holds what the server runs', () => {
  it('has no module only the web app imports: display helpers live in web/src/lib', () => {
    expect(coreModulesTheServerNeverReaches(repoRoot)).toEqual([]);
  });

  it('flags a core module the web alone imports, and follows the server through core', () => {
    const root = fakeTree({
      'core/rules/limit.ts': 'export const limit = 1;\n',
      'core/rules/uses-limit.ts': "import { limit } from './limit.js';\nexport const twice = limit * 2;\n",
      'core/display/banner.ts': 'export const banner = "hi";\n',
      'core/display/banner.test.ts': "import { banner } from './banner.js';\n",
      'adapters/http/route.ts': "import { twice } from '../../core/rules/uses-limit.js';\n",
      'web/src/app.tsx': "import { banner } from '../../core/display/banner.js';\n",
    });
    expect(coreModulesTheServerNeverReaches(root)).toEqual(['core/display/banner.ts']);
  });
});
