import { BROTLI_QUALITY, type Compression } from './precompress.js';
import { viteBuild } from './vite-build.js';

/**
 * Builds the web app into dist/web: `npm run build` and `npm run build:web` with `best`, and
 * `npm start` in a child process with `quick` while the server starts (adapters/web/background-build.ts).
 */
const requested = process.argv[2] ?? 'best';
if (!(requested in BROTLI_QUALITY)) {
  console.error(`usage: build-web-app.ts [${Object.keys(BROTLI_QUALITY).join('|')}]`);
  process.exit(2);
}
await viteBuild(requested as Compression);
