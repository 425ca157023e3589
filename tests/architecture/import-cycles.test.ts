import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeTree } from './fake-tree.js';
import { importCycles } from './import-cycles.js';

const repoRoot = resolve(import.meta.dirname, '../..');
/** Every folder of ours that holds TypeScript; contract/ and web/ are checked as soon as they exist. */
const SOURCE_ROOTS = ['core', 'adapters', 'cli', 'contract', 'web', 'tests'];

describe('import cycles', () => {
  it('has none anywhere in the source tree, type-only imports included', () => {
    expect(importCycles(repoRoot, SOURCE_ROOTS)).toEqual([]);
  });

  it('reports a 2-cycle made by a type-only import, with its files', () => {
    const root = fakeTree({
      'core/a.ts': "import type { B } from './b.js';\nexport type A = B[];\n",
      'core/b.ts': "import { type A } from './a.js';\nexport type B = { a: A };\n",
    });
    expect(importCycles(root, ['core'])).toEqual(['core/a.ts -> core/b.ts -> core/a.ts']);
  });

  it('reports a 3-cycle across folders, through a folder index and a .tsx file', () => {
    const root = fakeTree({
      'adapters/x.ts': "import { y } from '../cli/y.js';\nexport const x = y;\n",
      'cli/y.tsx': "export { z as y } from '../tests/support';\n",
      'tests/support/index.ts': "import { x } from '../../adapters/x.js';\nexport const z = () => x;\n",
    });
    expect(importCycles(root, ['adapters', 'cli', 'tests'])).toEqual([
      'adapters/x.ts -> cli/y.tsx -> tests/support/index.ts -> adapters/x.ts',
    ]);
  });

  it('reports a file that imports itself, and each tangle once', () => {
    const root = fakeTree({
      'core/self.ts': "export * from './self.js';\n",
      'core/a.ts': "import './b.js';\nimport './c.js';\n",
      'core/b.ts': "import './a.js';\n",
      'core/c.ts': "import './a.js';\n",
    });
    expect(importCycles(root, ['core'])).toEqual([
      'core/a.ts -> core/b.ts -> core/a.ts',
      'core/self.ts -> core/self.ts',
    ]);
  });

  it('finds nothing in a tree without cycles, and ignores packages and missing roots', () => {
    const root = fakeTree({
      'core/a.ts': "import { b } from './b.js';\nimport { z } from 'zod';\nexport const a = [b, z];\n",
      'core/b.ts': "export const b = await import('./c.js');\n",
      'core/c.ts': 'export const c = 1;\n',
    });
    expect(importCycles(root, ['core', 'web'])).toEqual([]);
  });
});
