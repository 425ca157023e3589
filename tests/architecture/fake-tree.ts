import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A throw-away folder holding `files` (path → source), for proving that an architecture check can
 * fail. With `under`, the files go below that subfolder and its path is answered. Call it inside a
 * test: the folder is removed when that test finishes.
 */
export function fakeTree(files: Record<string, string>, under = ''): string {
  const top = mkdtempSync(join(tmpdir(), 'bp-arch-'));
  onTestFinished(() => rmSync(top, { recursive: true, force: true }));
  const root = join(top, under);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}
