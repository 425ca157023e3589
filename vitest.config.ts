import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webAliases } from './vite.config.js';

export default defineConfig({
  test: {
    // A worker per core: Vitest's own default is one fewer, a single worker on a 2-core CI machine,
    // where most files spend their time waiting on child processes, Postgres or a browser.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'contract/**/*.test.ts',
            'adapters/**/*.test.ts',
            'cli/**/*.test.{ts,tsx}',
            'tests/architecture/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/support/temp-root-setup.ts'],
        },
      },
      {
        test: {
          name: 'storage',
          include: ['tests/contract/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/temp-root-setup.ts', 'tests/support/web-build-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: webAliases },
        test: {
          name: 'web',
          root: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup-tests.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/temp-root-setup.ts', 'tests/support/web-build-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
