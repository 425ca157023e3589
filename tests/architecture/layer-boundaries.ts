import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { importSpecifiers, productionSourceFiles } from './import-boundaries.js';
import { resolveWebAlias } from './web-imports.js';

const isInside = (root: string, target: string): boolean => {
  const inside = relative(root, target);
  return inside !== '' && !inside.startsWith('..') && !inside.startsWith(sep);
};

/** Every import of the production files under `root`, as [file relative to root, specifier, resolved path or null for a package]. */
function importsUnder(root: string): [string, string, string | null][] {
  if (!existsSync(root)) return [];
  return productionSourceFiles(root).flatMap((file) =>
    importSpecifiers(readFileSync(file, 'utf8')).map((specifier): [string, string, string | null] => [
      relative(root, file),
      specifier,
      specifier.startsWith('.') ? resolve(dirname(file), specifier) : resolveWebAlias(file, specifier),
    ]),
  );
}

/**
 * Why contract/ breaks its boundary, per import: the wire contract may import itself, core/ (domain
 * types and pure functions) and zod, nothing else; not even node:, since a browser may load it.
 */
export function contractViolations(repoRoot: string): string[] {
  const contractRoot = resolve(repoRoot, 'contract');
  const coreRoot = resolve(repoRoot, 'core');
  return importsUnder(contractRoot).flatMap(([file, specifier, target]) => {
    if (target === null) return specifier === 'zod' ? [] : [`${file} imports the package ${specifier}`];
    return isInside(contractRoot, target) || isInside(coreRoot, target)
      ? []
      : [`${file} imports ${specifier}, outside contract/ and core/`];
  });
}

/** The imports under `root` (cli/, web/) that reach into adapters/http, type-only ones included. */
export function httpAdapterImports(repoRoot: string, root: string): string[] {
  const httpRoot = resolve(repoRoot, 'adapters/http');
  return importsUnder(resolve(repoRoot, root)).flatMap(([file, specifier, target]) =>
    target !== null && isInside(httpRoot, target) ? [`${root}/${file} imports ${specifier}`] : [],
  );
}

/**
 * The product's imports of adapters/testing: its fakes stand in for the outside world in tests only,
 * so none is reachable from what ships (core/, contract/, cli/ and the other adapters, tests aside).
 */
export function testingAdapterImports(repoRoot: string): string[] {
  const testingRoot = resolve(repoRoot, 'adapters/testing');
  return ['core', 'contract', 'cli', 'adapters'].flatMap((root) =>
    importsUnder(resolve(repoRoot, root)).flatMap(([file, specifier, target]) => {
      const from = resolve(repoRoot, root, file);
      return target !== null && isInside(testingRoot, target) && !isInside(testingRoot, from)
        ? [`${root}/${file} imports ${specifier}`]
        : [];
    }),
  );
}
