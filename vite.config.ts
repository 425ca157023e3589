import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app: sources in web/, built into dist/web, which the Koa server serves on the API's port.
 * `npm run dev` serves it with hot reload and forwards /api and /sandbox to a server on :3000.
 */
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../dist/web', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' },
  },
});
