import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WebBuildPlan } from './web-build.js';

/** The folder holding adapters/: the checkout when run from sources, dist/ when run from the build. */
export const APP_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** tsx and Vitest run this file as TypeScript; `npm run build` compiles it into dist/adapters/web/. */
const RUNS_FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * This checkout's web app: built from web/ (and what it imports) into dist/web by vite.config.ts and
 * this file. From the build (dist/adapters/…) the same folder is dist/web, served as it is: there
 * are no sources to compare it with, and no Vite in a production install.
 */
export const WEB_APP: WebBuildPlan = RUNS_FROM_SOURCES
  ? {
      outDir: join(APP_ROOT, 'dist', 'web'),
      sources: [
        'web',
        'contract',
        'core/domain',
        'vite.config.ts',
        'adapters/web/web-app-build.ts',
        'adapters/web/vite-build.ts',
      ].map((path) => join(APP_ROOT, path)),
    }
  : { outDir: join(APP_ROOT, 'web'), sources: [] };
