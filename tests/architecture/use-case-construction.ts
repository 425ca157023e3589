import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { productionSourceFiles } from './import-boundaries.js';

const EXPORTED_CLASS = /^export\s+(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)/gm;
const NAMED_IMPORTS = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const CONSTRUCTION = /\bnew\s+([A-Za-z_$][\w$]*)\s*[(<]/g;

/** The classes core/use-cases exports: the use cases only the composition root may construct (core's own helpers aside). */
export function useCaseClasses(useCasesRoot: string): ReadonlySet<string> {
  return new Set(
    productionSourceFiles(useCasesRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(EXPORTED_CLASS)].map((match) => match[1] ?? ''),
    ),
  );
}

/** The names a file may construct a use case by: the class names, and any alias it imports one as. */
function localNames(source: string, classes: ReadonlySet<string>): ReadonlySet<string> {
  const names = new Set(classes);
  for (const [, typeOnly, specifiers = ''] of source.matchAll(NAMED_IMPORTS)) {
    if (typeOnly !== undefined) continue;
    for (const specifier of specifiers.split(',')) {
      const [imported, local] = specifier
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((name) => name.trim());
      if (imported !== undefined && local !== undefined && classes.has(imported)) names.add(local);
    }
  }
  return names;
}

/**
 * Every `new` of a use case in the production files under `root`, as "path constructs Name"
 * (path relative to `root`). Use cases are built once, by the composition root's buildUseCases;
 * a driving adapter (HTTP routes, CLI commands, engine jobs) receives them instead, and so does a
 * use case that runs another.
 */
export function useCaseConstructions(root: string, classes: ReadonlySet<string>): string[] {
  return productionSourceFiles(root).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const names = localNames(source, classes);
    return [...source.matchAll(CONSTRUCTION)].flatMap(([, name = '']) =>
      names.has(name) ? [`${relative(root, file)} constructs ${name}`] : [],
    );
  });
}
