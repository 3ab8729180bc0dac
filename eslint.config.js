import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The import direction of DESIGN.md §3, enforced: domain is imported by api and web, never the other way,
// and its shared folder never reaches into an area; in the web app ui/lib <- features <- app, and features
// never import each other; api modules stay apart from each other except through shared platform code, and
// the platform's plugins and database layer never import a module (modules build on them, not the reverse).
const elements = [
  { type: 'domain-shared', pattern: 'packages/domain/src/shared' },
  { type: 'domain', pattern: 'packages/domain/src' },
  { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
  { type: 'api-plugin', pattern: 'apps/api/src/plugins' },
  { type: 'api-db', pattern: 'apps/api/src/db' },
  { type: 'api-platform', pattern: 'apps/api/src' },
  { type: 'web-ui', pattern: 'apps/web/src/ui' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
  { type: 'web-locales', pattern: 'apps/web/src/locales' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  // The typed test kit: test helpers that every feature's tests may use, and nothing else may.
  { type: 'web-test', pattern: 'apps/web/src/test' },
  { type: 'web-app', pattern: 'apps/web/src' },
  { type: 'tooling', pattern: '(e2e|bench)' },
];
const domain = ['domain', 'domain-shared'];
const apiPlatform = ['api-platform', 'api-plugin', 'api-db'];

// The domain is pure rules shared by server and browser: zod and its own files, nothing else (no Node
// built-ins, no framework); its tests may add vitest.
const domainImport = (allowed) => ({
  patterns: [
    {
      regex: `^(?!(${allowed.join('|')})$|\\.\\.?/)`,
      message: `The domain imports only ${allowed.join(' and ')} and its own files.`,
    },
  ],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['packages/**/*', 'apps/**/*', 'e2e/**/*', 'bench/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'domain-shared', allow: ['domain-shared'] },
            { from: 'domain', allow: ['domain', 'domain-shared'] },
            { from: ['api-plugin', 'api-db'], allow: [...domain, ...apiPlatform] },
            { from: 'api-platform', allow: [...domain, ...apiPlatform, 'api-module'] },
            {
              from: 'api-module',
              allow: [...domain, ...apiPlatform, ['api-module', { module: '${from.module}' }]],
            },
            { from: 'web-ui', allow: [...domain, 'web-ui', 'web-lib'] },
            { from: 'web-lib', allow: [...domain, 'web-lib', 'web-locales'] },
            {
              from: 'web-feature',
              allow: [
                ...domain,
                'web-ui',
                'web-lib',
                'web-test',
                ['web-feature', { feature: '${from.feature}' }],
              ],
            },
            { from: 'web-test', allow: [...domain, 'web-ui', 'web-lib', 'web-test'] },
            {
              from: 'web-app',
              allow: [...domain, 'web-ui', 'web-lib', 'web-feature', 'web-app', 'web-locales', 'web-test'],
            },
            { from: 'tooling', allow: [...domain, ...apiPlatform, 'api-module', 'tooling'] },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['packages/domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', domainImport(['zod'])] },
  },
  {
    files: ['packages/domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', domainImport(['zod', 'vitest'])] },
  },
  {
    // A test from Playwright itself would drive the first worker's portal from every worker.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from '../fixtures': it drives the portal of the worker's own slot.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
