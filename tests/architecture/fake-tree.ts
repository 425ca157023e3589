import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away folder holding `files` (path → source), for proving that an architecture check can
 * fail. With `under`, the files go below that subfolder and its path is answered.
 */
export function fakeTree(files: Record<string, string>, under = ''): string {
  const root = join(mkdtempSync(join(tmpdir(), 'bp-arch-')), under);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}
