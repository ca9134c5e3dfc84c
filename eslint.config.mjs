import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import house from './eslint/module-boundaries.mjs';

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
