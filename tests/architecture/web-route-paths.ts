import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { productionSourceFiles } from './import-boundaries.js';

/** A link, redirect or route registration whose target starts as a literal `/...` instead of coming from config/paths.ts. */
const LITERAL_ROUTE_TARGET = /(?:\bto=\{?|\bto:\s*|\bnavigate\(|\bpage\(|\bpath:\s*)['"`]\//;
/** The admin dashboard's tiles for screens that do not exist yet only record their target; no link leads there. */
const NOT_A_LINK = /hasScreen:\s*false/;

/** `file:line: text` for every app route spelled outside web/src/config/paths.ts. */
export function literalRouteTargets(webSrc: string): string[] {
  return productionSourceFiles(webSrc)
    .filter((file) => relative(webSrc, file) !== join('config', 'paths.ts'))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          LITERAL_ROUTE_TARGET.test(line) && !NOT_A_LINK.test(line)
            ? [`${relative(webSrc, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
}
