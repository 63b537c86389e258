// Lint: typescript-eslint's recommended rules plus the architecture's import boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // The typed client's api.ts is generated (scripts/bff-client.ts).
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'packages/*/dist/**', 'packages/bff-client/src/api.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', Buffer: 'readonly', fetch: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The BFF never imports the demo upstream: only the entry point and the tests do.
    files: ['server/**/*.ts'],
    ignores: ['server/main.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/demo/**', '../demo/*', '../../demo/*'], message: 'BFF code must not import the demo upstream.' }] }] },
  },
  {
    // shared/ is imported by both sides: no Node or DOM specifics, no server or client imports.
    files: ['shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/client/**', '**/demo/**'], message: 'shared/ must stay independent of server, client and demo.' }] }] },
  },
);
