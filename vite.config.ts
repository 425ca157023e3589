import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/**
 * The web app's import aliases, so no import climbs `../../`: `@/` is web/src, `@contract/` and
 * `@core/` the shared wire contract and domain. web/tsconfig.json and the web test project in
 * vitest.config.ts resolve the same three (tests/architecture/web-imports checks they agree).
 */
export const webAliases = [
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./web/src', import.meta.url))}/` },
  { find: /^@contract\//, replacement: `${fileURLToPath(new URL('./contract', import.meta.url))}/` },
  { find: /^@core\//, replacement: `${fileURLToPath(new URL('./core', import.meta.url))}/` },
];

/**
 * The web app: sources in web/, built into dist/web, which the Koa server serves on the API's port.
 * `npm run build:web` builds it through adapters/web/web-app-build.ts, which also writes the
 * precompressed copies (docs/adr/0017); a bare `vite build` writes none.
 * The manifest lists each chunk's imports (the bench sums what `/` loads). `npm run dev` serves it
 * with hot reload and forwards /api and /sandbox to a server on :3000.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: { alias: webAliases },
  build: { outDir, emptyOutDir: true, manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' },
  },
});
