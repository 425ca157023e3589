import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeTree } from './fake-tree.js';
import { contractViolations, httpAdapterImports } from './layer-boundaries.js';

const repoRoot = resolve(import.meta.dirname, '../..');

describe('contract boundaries', () => {
  it('has contract/ import only itself, core/ and zod', () => {
    expect(contractViolations(repoRoot)).toEqual([]);
  });

  it('has cli/ and web/ import nothing from adapters/http, not even types', () => {
    expect([...httpAdapterImports(repoRoot, 'cli'), ...httpAdapterImports(repoRoot, 'web')]).toEqual([]);
  });

  it('flags a framework package, node: and an adapter imported by contract/', () => {
    const root = fakeTree({
      'contract/auth.ts':
        "import Koa from 'koa';\nimport { readFileSync } from 'node:fs';\nimport type { AuthState } from '../adapters/http/middleware/authenticate.js';\n",
    });
    expect(contractViolations(root)).toEqual([
      'auth.ts imports the package koa',
      'auth.ts imports the package node:fs',
      'auth.ts imports ../adapters/http/middleware/authenticate.js, outside contract/ and core/',
    ]);
  });

  it('allows contract/ zod, core/ and its own files, and ignores its tests', () => {
    const root = fakeTree({
      'contract/auth.ts':
        "import { z } from 'zod';\nimport type { User } from '../core/domain/users/user.js';\nimport { iso } from './common.js';\n",
      'contract/auth.test.ts': "import { it } from 'vitest';\nimport { x } from '../adapters/http/api.js';\n",
    });
    expect(contractViolations(root)).toEqual([]);
  });

  it('flags a cli/ or web/ import of adapters/http, type-only too, and allows the rest of adapters/', () => {
    const root = fakeTree({
      'cli/src/commands/plans.tsx':
        "import type { PlanResponse } from '../../../adapters/http/dto/plan.dto.js';\nimport { createRuntime } from '../../../adapters/composition/runtime.js';\n",
      'web/src/lib/api-client.ts':
        "import { toPlanResponse } from '../../../adapters/http/routes/pricing.routes.js';\nimport type { PlanResponse } from '../../../contract/pricing.js';\n",
    });
    expect(httpAdapterImports(root, 'cli')).toEqual([
      'cli/src/commands/plans.tsx imports ../../../adapters/http/dto/plan.dto.js',
    ]);
    expect(httpAdapterImports(root, 'web')).toEqual([
      'web/src/lib/api-client.ts imports ../../../adapters/http/routes/pricing.routes.js',
    ]);
  });
});
