import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

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
  build: { outDir, emptyOutDir: true, manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' },
  },
});
