import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The product's version from its package.json, found by walking up from this file: the same
 * answer from the sources (tsx) and from a build in dist/, wherever the build puts the bin.
 */
export function productVersion(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === 'bidpilot' && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // No package.json here (or not ours): look one folder up.
    }
    if (dirname(dir) === dir) return 'unknown';
  }
}
