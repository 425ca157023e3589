import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCaseClassNames, useCaseConstructions } from './use-case-construction.js';

const repositoryRoot = resolve(import.meta.dirname, '../..');

function fakeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'bp-arch-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('use-case construction', () => {
  const useCases = useCaseClassNames(join(repositoryRoot, 'core/use-cases'));

  it('knows the use cases from core/use-cases', () => {
    expect(useCases).toContain('ListUsers');
    expect(useCases).toContain('ChangePaymentStatus');
    expect(useCases.size).toBeGreaterThan(30);
  });

  it('has no file in cli/ that constructs a use case', () => {
    expect(useCaseConstructions(join(repositoryRoot, 'cli'), useCases)).toEqual([]);
  });

  it('flags a command that constructs a use case, in .ts and .tsx files', () => {
    const root = fakeTree({
      'src/commands/users.tsx': 'const listing = await new ListUsers(storage).execute(query);\n',
      'src/commands/plans.ts': 'const plan = new CreatePlan (plans);\n',
    });
    expect(useCaseConstructions(root, new Set(['ListUsers', 'CreatePlan'])).sort()).toEqual(['src/commands/plans.ts constructs CreatePlan', 'src/commands/users.tsx constructs ListUsers']);
  });

  it('ignores other classes, a use case named without new, and colocated tests', () => {
    const root = fakeTree({
      'src/program.ts': "const program = new Command('bidpilot');\ntype Lister = ListUsers;\n",
      'src/users.test.ts': 'new ListUsers(storage);\n',
    });
    expect(useCaseConstructions(root, new Set(['ListUsers']))).toEqual([]);
  });

  it('reads the exported classes of core/use-cases, not the tests beside them', () => {
    const root = fakeTree({
      'admin/list-users.ts': 'export class ListUsers {\n  execute() {}\n}\nclass Helper {}\n',
      'admin/list-users.test.ts': 'export class TestOnly {}\n',
    });
    expect([...useCaseClassNames(root)]).toEqual(['ListUsers']);
  });
});
