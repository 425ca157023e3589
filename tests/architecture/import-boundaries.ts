import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT_SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT_SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * Why an import breaks the core boundary, or null when it is allowed: core may import other
 * core files and Node's standard library, nothing else.
 */
export function coreImportViolation(coreRoot: string, file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const target = resolve(dirname(file), specifier);
    const inside = relative(coreRoot, target);
    return inside.startsWith('..') || inside.startsWith(sep) ? `imports ${specifier}, outside core/` : null;
  }
  return specifier.startsWith('node:') ? null : `imports the package ${specifier}`;
}

export function productionSourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function coreViolations(coreRoot: string): string[] {
  return productionSourceFiles(coreRoot).flatMap((file) =>
    importSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const violation = coreImportViolation(coreRoot, file, specifier);
      return violation === null ? [] : [`${relative(coreRoot, file)} ${violation}`];
    }),
  );
}
