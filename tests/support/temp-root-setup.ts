import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every test run writes its throw-away folders (data dirs, fake trees, builds) under one folder of
 * its own, removed when the run ends: a test that forgets to clean up, or one killed half-way,
 * leaves nothing behind in the machine's temp dir. The workers start after this and inherit
 * TMPDIR, which os.tmpdir() reads.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'bidpilot-test-run-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
