import { builtinModules } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { productionSourceFiles } from '../architecture/import-boundaries.js';

/** What `npm run build` compiles into dist/ (tsconfig.build.json), and so what runs in production. */
export const BUILT_TREES = ['core', 'contract', 'adapters', 'cli'] as const;
export const BUILT_FILES = ['knexfile.ts'] as const;

/** Imports that stay in the JavaScript: static and side-effect imports, re-exports, import() and require(); `import type` is erased. */
const VALUE_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const isBuiltin = (specifier: string): boolean =>
  specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/**
 * Every package the built server and CLI import that `npm ci --omit=dev` would not install: one
 * entry per file and package, relative to `root`. Files the build leaves out (`excluded`) do not count.
 */
export function importsMissingFromDependencies(
  root: string,
  dependencies: readonly string[],
  excluded: readonly string[] = [],
): string[] {
  const files = [
    ...BUILT_TREES.map((tree) => join(root, tree))
      .filter(existsSync)
      .flatMap(productionSourceFiles),
    ...BUILT_FILES.map((file) => join(root, file)).filter(existsSync),
  ];
  return files
    .filter((file) => !excluded.includes(relative(root, file)))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)]
        .map((match) => match[1] ?? match[2] ?? match[3] ?? match[4] ?? '')
        .filter(
          (specifier) =>
            !specifier.startsWith('.') && !isBuiltin(specifier) && !dependencies.includes(packageOf(specifier)),
        )
        .map((specifier) => `${relative(root, file)} imports ${packageOf(specifier)}`),
    );
}
