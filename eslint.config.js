import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importBoundaryConfigs } from './frontend/import-boundaries.js';

const frontendFeatures = readdirSync(new URL('./frontend/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/routeTree.gen.ts',
      '**/locales/**/*.ts',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'pg', 'express', 'mongodb', 'ioredis', 'bullmq', '@eventstore/*'],
              message: 'contracts is used by the browser: no Node or server imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'pg',
                'express',
                'mongodb',
                'ioredis',
                'bullmq',
                '@eventstore/*',
                '@fleetcheck/platform',
                '@fleetcheck/*-api',
              ],
              message: 'domain is pure: it imports only contracts (no I/O, no Node, no apps).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...importBoundaryConfigs(frontendFeatures),
);
