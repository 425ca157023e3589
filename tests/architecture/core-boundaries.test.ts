import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreViolations, importSpecifiers } from './import-boundaries.js';

const coreRoot = resolve(import.meta.dirname, '../../core');

function fakeCore(files: Record<string, string>): string {
  const root = join(mkdtempSync(join(tmpdir(), 'bp-arch-')), 'core');
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('core boundaries', () => {
  it('has no import of a framework package or an outer layer', () => {
    expect(coreViolations(coreRoot)).toEqual([]);
  });

  it('flags a framework package import', () => {
    const root = fakeCore({ 'domain/x.ts': "import Koa from 'koa';\nexport const x = Koa;\n" });
    expect(coreViolations(root)).toEqual(['domain/x.ts imports the package koa']);
  });

  it('flags a relative import that leaves core', () => {
    const root = fakeCore({ 'ports/y.ts': "import type { Knex } from '../../adapters/storage/knex/knex-client.js';\n" });
    expect(coreViolations(root)).toEqual(['ports/y.ts imports ../../adapters/storage/knex/knex-client.js, outside core/']);
  });

  it('allows core-relative and node: imports, and ignores colocated tests', () => {
    const root = fakeCore({
      'domain/a.ts': "import { randomUUID } from 'node:crypto';\nimport type { B } from './b.js';\n",
      'domain/b.ts': 'export type B = number;\n',
      'domain/a.test.ts': "import { it } from 'vitest';\n",
    });
    expect(coreViolations(root)).toEqual([]);
  });

  it('reads static, type-only, side-effect and dynamic imports and re-exports', () => {
    const source = "import a from 'a';\nimport type { B } from 'b';\nimport 'c';\nexport { d } from 'd';\nconst e = await import('e');\n";
    expect(importSpecifiers(source)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
