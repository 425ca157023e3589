import { viteBuild, WEB_APP } from '../../../adapters/web/web-app-build.js';
import { ensureWebBuild } from '../../../adapters/web/web-build.js';

/** One web build before the browser suites, so servers started in parallel never build at once. */
export default async function setup(): Promise<void> {
  await ensureWebBuild(WEB_APP, viteBuild);
}
