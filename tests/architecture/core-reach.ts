import { join, relative } from 'node:path';
import { importGraph } from './import-cycles.js';

/** Where the product's server side starts: every module here ships and may use core. */
const SERVER_ROOTS = ['adapters', 'cli', 'contract'];
const isTest = (file: string): boolean => /\.test\.tsx?$/.test(file);

/**
 * The core modules nothing on the server side reaches (adapters, cli, contract and the core
 * modules they import, transitively; tests left out): a module only the web app imports is a
 * display helper, not a business rule, and belongs in web/src/lib. Paths relative to `base`.
 */
export function coreModulesTheServerNeverReaches(base: string): string[] {
  const graph = importGraph(['core', 'web/src', ...SERVER_ROOTS].map((root) => join(base, root)));
  const reached = new Set<string>();
  const pending = [...graph.keys()].filter(
    (file) => !isTest(file) && SERVER_ROOTS.some((root) => !relative(join(base, root), file).startsWith('..')),
  );
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...(graph.get(file) ?? []));
  }
  return [...graph.keys()]
    .filter((file) => !isTest(file) && !relative(join(base, 'core'), file).startsWith('..') && !reached.has(file))
    .map((file) => relative(base, file))
    .sort();
}
