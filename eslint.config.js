// Lint: typescript-eslint's recommended rules plus the architecture's import boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

// The client's layers (README, "The client"): app → features → parts → ui / lib, never back; a
// feature never imports another feature. Each zone forbids `target` importing from `from`.
const C = './client/src';
const FEATURES = ['assistant', 'card', 'care', 'content', 'customer', 'customer-admin', 'disaster', 'epolicy', 'group', 'home', 'mass', 'nonvehicle', 'org', 'policy', 'poster', 'public', 'report', 'robot', 'service-pack', 'tasks', 'value-added', 'wechat'];
const clientZones = [
  { target: [`${C}/features`, `${C}/parts`, `${C}/ui`, `${C}/lib`], from: `${C}/app`, message: 'Only app/ imports app/ (app → features → parts → ui/lib).' },
  { target: [`${C}/parts`, `${C}/ui`, `${C}/lib`], from: `${C}/features`, message: 'A feature is imported only by app/ (through its index.ts).' },
  { target: [`${C}/ui`, `${C}/lib`], from: `${C}/parts`, message: 'parts/ sits above ui/ and lib/.' },
  ...FEATURES.map((f) => ({ target: `${C}/features/${f}`, from: `${C}/features`, except: [`./${f}`], message: 'A feature never imports another feature: move the shared piece to parts/, ui/ or lib/.' })),
];

const JSSDK_ONLY_THROUGH_SDK = { name: '@wecom/jssdk', message: 'Import the SDK through client/src/lib/wecom/sdk.ts (only the functions used).', allowTypeImports: true };

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
    // The client: import boundaries, no import cycles, the rules of hooks.
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.css'] })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: clientZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The WeCom JS-SDK is reached through lib/wecom/sdk.ts, which names the functions the client
    // uses (about 7 KB gzip of its 17.7 KB); elsewhere only its types may be imported.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/wecom/sdk.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [JSSDK_ONLY_THROUGH_SDK] }] },
  },
  {
    // A feature's screens and components call the upstream through their area's api/ (one place per
    // area for its calls), never lib/api's call() directly.
    files: ['client/src/features/*/screens/**/*.tsx', 'client/src/features/*/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [JSSDK_ONLY_THROUGH_SDK],
        patterns: [{ group: ['**/lib/api', '**/lib/api/call'], importNames: ['call', 'callByName'], message: "Call the upstream through the area's api/ (features/<area>/api)." }],
      }],
    },
  },
  {
    // One read layer (lib/query): a screen reads through the query cache — useCall for one catalogue
    // call, useLoad for a keyed read of several calls — or a paged list through usePaged; no second
    // read hook and no request of its own to cancel beside them.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/query/**', 'client/src/lib/api/**', 'client/src/ui/use-paged.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='AbortController']", message: 'Read through the query cache (useCall / useLoad in lib/query, or usePaged): it cancels what is no longer shown.' },
        { selector: ':matches(FunctionDeclaration, VariableDeclarator)[id.name=/^use(Query|Fetch|Data|Request|Async|Resource)$/]', message: 'One read hook: useCall / useLoad (lib/query).' },
      ],
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
