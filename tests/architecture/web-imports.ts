import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { importSpecifiers } from './import-boundaries.js';

/**
 * The web app's import aliases, alias → folder from the repository root, as web/tsconfig.json,
 * vite.config.ts and the web test project declare them. The checks that follow imports resolve them too.
 */
export const WEB_ALIASES: Readonly<Record<string, string>> = {
  '@/': 'web/src/',
  '@contract/': 'contract/',
  '@core/': 'core/',
};

const WEB_SRC = `${sep}web${sep}src${sep}`;

/** The path an aliased import of a web/src file names, or null when it is no alias (or the file is not in web/src). */
export function resolveWebAlias(file: string, specifier: string): string | null {
  const at = file.lastIndexOf(WEB_SRC);
  if (at < 0) return null;
  const alias = Object.keys(WEB_ALIASES).find((prefix) => specifier.startsWith(prefix));
  return alias === undefined ? null : join(file.slice(0, at), WEB_ALIASES[alias] ?? '', specifier.slice(alias.length));
}

const CLIMBS_TWO_LEVELS = /^(?:\.\.\/){2,}/;

/** `file: specifier` for every import under `webSrc` (tests included) that climbs `../../` instead of using an alias. */
export function climbingImports(webSrc: string): string[] {
  return readdirSync(webSrc, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) =>
        CLIMBS_TWO_LEVELS.test(specifier) ? [`${relative(webSrc, file)}: ${specifier}`] : [],
      ),
    );
}
