import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './adapters/web/precompress.js';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/** Brotli and gzip copies of the built text files, which the server sends to browsers that take them. */
const precompressed = (): Plugin => {
  let builtInto = outDir;
  return {
    name: 'bidpilot-precompress',
    apply: 'build',
    configResolved: (config) => {
      builtInto = config.build.outDir;
    },
    closeBundle: () => void precompress(builtInto),
  };
};

/**
 * The web app: sources in web/, built into dist/web, which the Koa server serves on the API's port.
 * The manifest lists each chunk's imports (the bench sums what `/` loads). `npm run dev` serves it
 * with hot reload and forwards /api and /sandbox to a server on :3000.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), precompressed()],
  build: { outDir, emptyOutDir: true, manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' },
  },
});
