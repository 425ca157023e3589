import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeTree } from './fake-tree.js';
import { coreViolations, importSpecifiers } from './import-boundaries.js';

const coreRoot = resolve(import.meta.dirname, '../../core');

describe('core boundaries', () => {
  it('has no import of a framework package or an outer layer', () => {
    expect(coreViolations(coreRoot)).toEqual([]);
  });

  it('flags a framework package import', () => {
    const root = fakeTree({ 'domain/x.ts': "import Koa from 'koa';\nexport const x = Koa;\n" }, 'core');
    expect(coreViolations(root)).toEqual(['domain/x.ts imports the package koa']);
  });

  it('flags a relative import that leaves core', () => {
    const root = fakeTree(
      { 'ports/y.ts': "import type { Knex } from '../../adapters/storage/knex/knex-client.js';\n" },
      'core',
    );
    expect(coreViolations(root)).toEqual([
      'ports/y.ts imports ../../adapters/storage/knex/knex-client.js, outside core/',
    ]);
  });

  it('allows core-relative and node: imports, and ignores colocated tests', () => {
    const root = fakeTree(
      {
        'domain/a.ts': "import { randomUUID } from 'node:crypto';\nimport type { B } from './b.js';\n",
        'domain/b.ts': 'export type B = number;\n',
        'domain/a.test.ts': "import { it } from 'vitest';\n",
      },
      'core',
    );
    expect(coreViolations(root)).toEqual([]);
  });

  it('reads static, type-only, side-effect and dynamic imports and re-exports', () => {
    const source =
      "import a from 'a';\nimport type { B } from 'b';\nimport 'c';\nexport { d } from 'd';\nconst e = await import('e');\n";
    expect(importSpecifiers(source)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
