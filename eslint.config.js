// @ts-check
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const frameworkPackages = [
  'koa',
  '@koa/*',
  'knex',
  'pg',
  'sqlite3',
  'react',
  'react-dom',
  'react-router-dom',
  'ink',
  'croner',
  'openai',
  'msw',
  'commander',
  'zod',
  'pino',
  'jose',
];

const webImportRules = [
  { group: ['node:*'], message: 'web/ runs in the browser.' },
  {
    group: ['**/adapters/**', '**/cli/**', '**/tests/**'],
    message: 'web/ talks to the server over HTTP only, typed by contract/.',
  },
  {
    regex: '^(\\.\\./){2,}',
    message: 'Import through @/, @contract/ or @core/ (webAliases in vite.config.ts) instead of climbing ../../.',
  },
];

// Every folder under web/src/features is a feature: a new one is covered without touching this file.
const webFeatures = readdirSync(fileURLToPath(import.meta.resolve('./web/src/features/')), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
            {
              group: ['**/adapters/**', '**/web/**', '**/cli/**', '**/tests/**'],
              message: 'core/ must not import an outer layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // The wire contract is zod and core only: the Koa routes, the CLI and the browser all import it.
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: frameworkPackages.filter((name) => name !== 'zod'),
              message: 'contract/ holds wire shapes only: zod and core, no framework.',
            },
            {
              group: ['**/adapters/**', '**/web/**', '**/cli/**', '**/tests/**'],
              message: 'contract/ must not import a driving or driven adapter.',
            },
          ],
        },
      ],
    },
  },
  {
    // The CLI and the web app read wire shapes from contract/, never from the HTTP adapter, not
    // even as types.
    files: ['cli/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/adapters/http/**'],
              message: 'Import wire shapes from contract/; the HTTP adapter is a sibling driving adapter.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app runs in a browser: it talks HTTP only, typed by contract/, and never imports Node
    // or a server-side adapter.
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportRules }] },
  },
  // Features do not import each other (bulletproof-react): what two features share moves to
  // web/src/components or web/src/lib, and web/src/app composes them.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webImportRules,
            {
              group: webFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [
                  `**/features/${other}`,
                  `**/features/${other}/**`,
                  ...['..', '../..', '../../..', '../../../..'].flatMap((up) => [
                    `${up}/${other}`,
                    `${up}/${other}/**`,
                  ]),
                ]),
              message: 'A feature does not import another feature: share through web/src/components or web/src/lib.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Test helpers read loosely typed JSON answers.
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
