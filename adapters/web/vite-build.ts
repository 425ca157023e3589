import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { precompress, type Compression } from './precompress.js';
import { APP_ROOT, WEB_APP } from './web-app-build.js';

// Build tooling, never part of the production build (tsconfig.build.json leaves it out): Vite and
// the web app's packages are devDependencies, which `npm ci --omit=dev` does not install.

/**
 * Vite builds React's development bundle (three times the size, with its warnings) when NODE_ENV
 * says development or test, as it does in a dev shell or under the tests; what is served is
 * always the production app, so the build runs with NODE_ENV production and the caller's is restored.
 */
async function asProduction<T>(work: () => Promise<T>): Promise<T> {
  const callers = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (callers === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callers;
  }
}

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

/**
 * One production build with Vite's own API (loaded only when a build is due), errors only on the
 * console, precompressed before it is moved into place so no request ever meets a half-written copy.
 */
export async function viteBuild(compression: Compression = 'quick'): Promise<void> {
  const { build } = await import('vite');
  const staging = `${WEB_APP.outDir}.${process.pid}.building`;
  await asProduction(() =>
    build({
      configFile: join(APP_ROOT, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir: staging, emptyOutDir: true },
    }),
  );
  precompress(staging, compression);
  moveIntoPlace(staging, WEB_APP.outDir);
}
