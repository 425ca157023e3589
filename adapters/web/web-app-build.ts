import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WebBuildPlan } from './web-build.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** This checkout's web app: built from web/ (and what it imports) into dist/web by vite.config.ts. */
export const WEB_APP: WebBuildPlan = {
  outDir: join(REPO_ROOT, 'dist', 'web'),
  sources: ['web', 'contract', 'core/domain', 'vite.config.ts'].map((path) => join(REPO_ROOT, path)),
};

/**
 * Puts a finished build in place with renames, so a server never serves half a build and two
 * processes building at once (tests start several) never write into one folder. When another
 * process's build landed first, that one stays: it is just as fresh.
 */
function moveIntoPlace(staging: string, target: string): void {
  const previous = `${target}.${process.pid}.old`;
  try {
    renameSync(target, previous);
  } catch {
    // No build yet, or another process is replacing it right now.
  }
  try {
    renameSync(staging, target);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(previous, { recursive: true, force: true });
}

/** One production build with Vite's own API (loaded only when a build is due), errors only on the console. */
export async function viteBuild(): Promise<void> {
  const { build } = await import('vite');
  const staging = `${WEB_APP.outDir}.${process.pid}.building`;
  await build({ configFile: join(REPO_ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir: staging, emptyOutDir: true } });
  moveIntoPlace(staging, WEB_APP.outDir);
}
