// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const frameworkPackages = ['koa', '@koa/*', 'knex', 'pg', 'pg-boss', 'sqlite3', 'react', 'react-dom', 'react-router-dom', 'ink', 'inversify', 'reflect-metadata', 'croner', 'openai', 'msw', 'commander', 'zod', 'pino', 'jose'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Dependencies point inwards: core knows no framework and no outer layer.
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: frameworkPackages, message: 'core/ is framework-free: talk to the world through a port.' },
            { group: ['**/adapters/**', '**/web/**', '**/cli/**', '**/tests/**'], message: 'core/ must not import an outer layer.' },
          ],
        },
      ],
    },
  },
  {
    // inversify lives in the composition root only.
    files: ['adapters/**/*.ts', 'cli/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}', 'tests/**/*.ts'],
    ignores: ['adapters/composition/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['inversify'], message: 'Only adapters/composition/ may use inversify.' }] }],
    },
  },
  {
    // Test helpers read loosely typed JSON answers.
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
