import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { productionSourceFiles } from './import-boundaries.js';

const EXPORTED_CLASS = /\bexport\s+(?:abstract\s+)?class\s+(\w+)/g;
const CONSTRUCTION = /\bnew\s+(\w+)\s*[<(]/g;

/** Every class a production file under core/use-cases exports: the use cases. */
export function useCaseClassNames(useCasesRoot: string): ReadonlySet<string> {
  return new Set(productionSourceFiles(useCasesRoot).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(EXPORTED_CLASS)].map((match) => match[1] ?? '')));
}

/**
 * `<file> constructs <UseCase>` for each `new` of a use-case class in the production files under
 * `root`: only the composition root builds use cases, everyone else is handed them.
 */
export function useCaseConstructions(root: string, useCases: ReadonlySet<string>): string[] {
  return productionSourceFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(CONSTRUCTION)]
      .map((match) => match[1] ?? '')
      .filter((name) => useCases.has(name))
      .map((name) => `${relative(root, file)} constructs ${name}`),
  );
}
