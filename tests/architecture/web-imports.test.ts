import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webAliases } from '../../vite.config.js';
import { fakeTree } from './fake-tree.js';
import { importCycles } from './import-cycles.js';
import { climbingImports, resolveWebAlias, WEB_ALIASES } from './web-imports.js';

const repoRoot = resolve(import.meta.dirname, '../..');

describe('web imports', () => {
  it('never climb ../../ in web/src: they use @/, @contract/ or @core/', () => {
    expect(climbingImports(join(repoRoot, 'web/src'))).toEqual([]);
  });

  it('resolve the same aliases in web/tsconfig.json, vite.config.ts (the build and the web tests) and these checks', () => {
    const tsconfig = JSON.parse(readFileSync(join(repoRoot, 'web/tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const fromTsconfig = Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [
      alias.replace(/\*$/, ''),
      join(repoRoot, 'web', (target ?? '').replace(/\*$/, '')),
    ]);
    const fromVite = webAliases.map(({ find, replacement }) => [
      find.source.replace(/^\^/, '').replace(/\\\//g, '/'),
      replacement,
    ]);
    const fromChecks = Object.entries(WEB_ALIASES).map(([alias, folder]) => [alias, join(repoRoot, folder)]);
    const normalised = (pairs: string[][]) => pairs.map(([alias, folder]) => [alias, join(folder ?? '', '/')]).sort();
    expect(normalised(fromTsconfig)).toEqual(normalised(fromChecks));
    expect(normalised(fromVite)).toEqual(normalised(fromChecks));
  });

  it('flags a climbing import, static or lazy, test files included, and lets one level and aliases pass', () => {
    const root = fakeTree({
      'a.tsx': "import { x } from '../../lib/x';\nimport { y } from '../y';\nimport { z } from '@/lib/z';\n",
      'b/c.test.tsx': "const page = () => import('../../../app/page');\n",
    });
    expect(climbingImports(root).sort()).toEqual(['a.tsx: ../../lib/x', 'b/c.test.tsx: ../../../app/page']);
  });

  it('are followed through their aliases by the cycle check', () => {
    const root = fakeTree({
      'web/src/lib/a.ts': "import { b } from '@/features/b';\nexport const a = 1;\n",
      'web/src/features/b.ts': "import { a } from '@/lib/a';\nexport const b = a;\n",
    });
    expect(resolveWebAlias(join(root, 'web/src/lib/a.ts'), '@contract/auth')).toBe(join(root, 'contract/auth'));
    expect(importCycles(root, ['web'])).not.toEqual([]);
  });
});
