import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeTree } from '../architecture/fake-tree.js';
import { importsMissingFromDependencies } from './runtime-dependencies.js';

const repoRoot = resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const tsconfigBuild = JSON.parse(readFileSync(resolve(repoRoot, 'tsconfig.build.json'), 'utf8')) as {
  exclude: string[];
};
/** The files tsconfig.build.json names outright (its test globs aside): build tooling, never in dist/. */
const notBuilt = tsconfigBuild.exclude.filter((path) => !path.includes('*'));

describe('what the production build imports', () => {
  it('is Node itself or a package in dependencies, so `npm ci --omit=dev` installs all of it', () => {
    expect(importsMissingFromDependencies(repoRoot, Object.keys(manifest.dependencies), notBuilt)).toEqual([]);
  });

  it('flags a devDependency imported, dynamically or through a subpath, and ignores type-only imports and tests', () => {
    const root = fakeTree({
      'adapters/a.ts':
        "import { x } from 'tsx/esm/api';\nimport type { Y } from 'vitest';\nexport const load = () => import('@vitejs/plugin-react');\nimport { readFileSync } from 'node:fs';\nimport path from 'path';\n",
      'adapters/a.test.ts': "import { it } from 'vitest';\n",
      'cli/src/b.tsx': "import {\n  render,\n} from 'ink';\n",
      'knexfile.ts': "import knex from 'knex';\n",
    });
    expect(importsMissingFromDependencies(root, ['knex'])).toEqual([
      'adapters/a.ts imports tsx',
      'adapters/a.ts imports @vitejs/plugin-react',
      'cli/src/b.tsx imports ink',
    ]);
  });
});
