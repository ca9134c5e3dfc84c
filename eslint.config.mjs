import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Modules meet at their public entry points (README, "The house"): never reach into another's internals.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(contract|accounts|billing|soft-delete|ai|queue)/server(/|$)',
              message: "Import the plugin's public entry point (src/plugins/<name>/public.ts) instead.",
            },
            {
              regex: '(^|/)api/[a-z-]+/(lib|services|controllers|routes|validators|content-types)(/|$)',
              message: "Import the API's public entry point (src/api/<name>/public.ts) instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.js', 'jest.config.js', '.ci/**/*.js'],
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
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
