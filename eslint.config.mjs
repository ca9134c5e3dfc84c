import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/module-boundaries.mjs';
import tables from './eslint/tables.mjs';
import ownTablesDebt from './eslint/own-tables-debt.json' with { type: 'json' };

// The catalog module owns the content types whose folders sit beside it (their uids predate it).
const CATALOG_TYPES = [
  'category',
  'country',
  'city',
  'region',
  'destination',
  'hotel',
  'flight',
  'restaurant',
  'attraction',
];
const house = { rules: { ...boundaries.rules, ...tables.rules } };

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.tmp/**',
      '.strapi/**',
      'build/**',
      'types/generated/**',
      'public/**',
      'storage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { house },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Modules meet at their public entry points (docs/architecture.md): see eslint/module-boundaries.mjs.
      'house/module-boundaries': 'error',
      // Tables belong to their module, and the trash column to the soft-delete plugin: eslint/tables.mjs.
      'house/own-tables': [
        'error',
        {
          owners: {
            'plugin::users-permissions': 'plugins/accounts',
            ...Object.fromEntries(CATALOG_TYPES.map((type) => [`api::${type}`, 'api/catalog'])),
          },
          aliases: Object.fromEntries(CATALOG_TYPES.map((type) => [`api/${type}`, 'api/catalog'])),
          debt: ownTablesDebt,
        },
      ],
      'house/trash-column': 'error',
    },
  },
  {
    files: ['scripts/**/*.js', 'jest.config.js', 'jest.browser.config.js', '.ci/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
