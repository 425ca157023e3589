import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Brotli's quality per kind of build (docs/adr/0017): `best` (11) for `npm run build`, what a
 * deployment serves; `quick` (5) for the build `npm start` makes on a fresh clone, where quality 11
 * cost about 4 s of a 2-core machine for copies only about 9% smaller.
 */
export const BROTLI_QUALITY = { best: 11, quick: 5 } as const;
export type Compression = keyof typeof BROTLI_QUALITY;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of a built app, once per build,
 * so the server streams them without compressing per request (docs/adr/0017).
 */
export function precompress(dir: string, compression: Compression = 'best'): number {
  let written = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE_EXTENSIONS.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[compression] } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    written += 1;
  }
  return written;
}
