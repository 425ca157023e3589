import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WebBuildPlan } from './web-build.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** This checkout's web app: built from web/ (and what it imports) into dist/web by vite.config.ts. */
export const WEB_APP: WebBuildPlan = {
  outDir: join(REPO_ROOT, 'dist', 'web'),
  sources: ['web', 'contract', 'core/domain', 'vite.config.ts'].map((path) => join(REPO_ROOT, path)),
};

/** One production build with Vite's own API, loaded only when a build is due. */
export async function viteBuild(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(REPO_ROOT, 'vite.config.ts'), logLevel: 'warn' });
}
