import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeTree } from './fake-tree.js';
import { useCaseClasses, useCaseConstructions } from './use-case-construction.js';

const repository = resolve(import.meta.dirname, '../..');
const classes = useCaseClasses(join(repository, 'core/use-cases'));

/**
 * Where no use case may be constructed: everywhere outside the composition root. The driving
 * adapters (HTTP routes, CLI commands, the engine's jobs) take theirs from buildUseCases
 * (adapters/composition/use-cases.ts); the other adapters implement ports and build none.
 */
const GUARDED_FOLDERS = [
  ...readdirSync(join(repository, 'adapters'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'composition')
    .map((entry) => `adapters/${entry.name}`),
  'cli',
  'contract',
  ...(existsSync(join(repository, 'web')) ? ['web'] : []),
];

/**
 * Classes core/use-cases exports that are not use cases, which a use case may construct: an error
 * thrown to the queue, and state one use case keeps for itself (the what-if's cache of the recent
 * feed, one dispatch run's planned jobs). Any other use case a use case needs, it receives.
 */
const NOT_USE_CASES: ReadonlySet<string> = new Set(['DeliveryRetry', 'RecentFeed', 'PlannedRun']);
const useCasesProper: ReadonlySet<string> = new Set([...classes].filter((name) => !NOT_USE_CASES.has(name)));

describe('use cases are constructed by the composition root only', () => {
  it('knows the use-case classes core exports', () => {
    expect(classes).toContain('SignIn');
    expect(classes).toContain('RunEngineTick');
    expect(classes).not.toContain('viewUser');
  });

  it.each(GUARDED_FOLDERS)('finds no use case constructed under %s', (folder) => {
    expect(useCaseConstructions(join(repository, folder), classes)).toEqual([]);
  });

  it('finds no use case constructed inside core/: core use cases receive the ones they use', () => {
    expect([...NOT_USE_CASES].filter((name) => !classes.has(name))).toEqual([]);
    expect(useCaseConstructions(join(repository, 'core'), useCasesProper)).toEqual([]);
  });

  it('flags a core use case that constructs another', () => {
    const root = fakeTree({
      'use-cases/payments/complete-payment.ts':
        "import { ActivatePlan } from '../plans/activate-plan.js';\nconst activation = new ActivatePlan(this.storage, this.clock);\n",
    });
    expect(useCaseConstructions(root, useCasesProper)).toEqual([
      'use-cases/payments/complete-payment.ts constructs ActivatePlan',
    ]);
  });

  it('flags a route that constructs a use case', () => {
    const root = fakeTree({
      'routes/auth.routes.ts':
        "import { SignIn } from '../../../core/use-cases/auth/sign-in.js';\nexport const signIn = (users, hasher) => new SignIn(users, hasher);\n",
    });
    expect(useCaseConstructions(root, classes)).toEqual(['routes/auth.routes.ts constructs SignIn']);
  });

  it('flags a use case constructed under another name, or with type arguments, in a .tsx file', () => {
    const root = fakeTree({
      'commands/users.tsx':
        "import { ListUsers as Listing, type UserListing } from '../../core/use-cases/admin/users/list-users.js';\nconst a = new Listing(storage);\nconst b = new ListUsers<X>(storage);\n",
    });
    expect(useCaseConstructions(root, classes)).toEqual([
      'commands/users.tsx constructs Listing',
      'commands/users.tsx constructs ListUsers',
    ]);
  });

  it('allows other classes, type-only mentions of use cases and colocated tests', () => {
    const root = fakeTree({
      'routes/x.routes.ts':
        "import type { SignIn } from '../core/use-cases/auth/sign-in.js';\nconst router = new Router();\nlet s: SignIn;\nconst e = new Error('new SignIn');\n",
      'routes/x.routes.test.ts': 'const s = new SignIn(users, hasher);\n',
    });
    expect(useCaseConstructions(root, classes)).toEqual([]);
  });
});
