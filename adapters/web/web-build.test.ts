import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ensureWebBuild, webBuildIsStale, type WebBuildPlan } from './web-build.js';

const at = (path: string, seconds: number): void => utimesSync(path, seconds, seconds);

/** A checkout with web/src/a.tsx, contract/b.ts and, when `builtAt` is given, a build made then. */
function checkout(sourcesAt: number, builtAt?: number): WebBuildPlan {
  const root = mkdtempSync(join(tmpdir(), 'bp-build-'));
  mkdirSync(join(root, 'web', 'src'), { recursive: true });
  mkdirSync(join(root, 'contract'));
  writeFileSync(join(root, 'web', 'src', 'a.tsx'), 'a');
  writeFileSync(join(root, 'contract', 'b.ts'), 'b');
  at(join(root, 'web', 'src', 'a.tsx'), sourcesAt);
  at(join(root, 'contract', 'b.ts'), sourcesAt);
  const outDir = join(root, 'dist', 'web');
  if (builtAt !== undefined) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), '<!doctype html>');
    at(join(outDir, 'index.html'), builtAt);
  }
  return { outDir, sources: [join(root, 'web'), join(root, 'contract'), join(root, 'vite.config.ts')] };
}

describe('building the web app at start', () => {
  it('builds when there is no build', async () => {
    const build = vi.fn(async () => undefined);
    expect(await ensureWebBuild(checkout(1_000), build)).toBe(true);
    expect(build).toHaveBeenCalledOnce();
  });

  it('builds when a source under web/ is newer than the build', async () => {
    const plan = checkout(1_000, 2_000);
    at(join(plan.sources[0]!, 'src', 'a.tsx'), 3_000);
    const build = vi.fn(async () => undefined);
    expect(await ensureWebBuild(plan, build)).toBe(true);
    expect(build).toHaveBeenCalledOnce();
  });

  it('builds when the contract changed after the build', async () => {
    const plan = checkout(1_000, 2_000);
    at(join(plan.sources[1]!, 'b.ts'), 3_000);
    expect(webBuildIsStale(plan)).toBe(true);
  });

  it('starts at once when the build is newer than every source', async () => {
    const build = vi.fn(async () => undefined);
    expect(await ensureWebBuild(checkout(1_000, 2_000), build)).toBe(false);
    expect(build).not.toHaveBeenCalled();
  });

  it('serves a shipped build as it is when the sources are not there', async () => {
    const build = vi.fn(async () => undefined);
    const plan = checkout(1_000);
    expect(await ensureWebBuild({ outDir: plan.outDir, sources: ['/nowhere/web', '/nowhere/contract'] }, build)).toBe(
      false,
    );
    expect(build).not.toHaveBeenCalled();
  });
});
