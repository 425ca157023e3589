import { viteBuild } from '../../adapters/web/vite-build.js';
import { WEB_APP } from '../../adapters/web/web-app-build.js';
import { ensureWebBuild } from '../../adapters/web/web-build.js';

/**
 * One web build before suites that start the server as `npm start` does, so the servers they
 * start in parallel find a fresh build instead of each building one within their start-up time.
 */
export default async function setup(): Promise<void> {
  await ensureWebBuild(WEB_APP, viteBuild);
}
