import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { productionSourceFiles } from './import-boundaries.js';

/** A route registered by a path string instead of a row of contract/endpoints.ts, or an `/api` path spelled out. */
const ROUTE_BY_PATH = /\b(?:anyone|signedIn|admin)\.(?:get|post|put|patch|delete)\(|['"`]\/api[/'"`]/;
/** A call of the web's api client by a path string instead of `api.call(endpoints…)`, or `/api` spelled out. */
const CALL_BY_PATH = /\bapi\.(?:get|post|put|patch|delete)\s*[<(]|['"`]\/api[/'"`]/;

function linesMatching(root: string, pattern: RegExp, skip: (file: string) => boolean): string[] {
  return productionSourceFiles(root)
    .filter((file) => !skip(relative(root, file)))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
}

/** `file:line: text` for every route of `routesRoot` registered by a path spelled there. */
export const routesByPath = (routesRoot: string): string[] => linesMatching(routesRoot, ROUTE_BY_PATH, () => false);

/** `file:line: text` for every api call of `webSrc` by a path spelled there, outside the tests' own helpers (testing/), which answer for the server. */
export const callsByPath = (webSrc: string): string[] =>
  linesMatching(webSrc, CALL_BY_PATH, (file) => file.startsWith('testing/'));
