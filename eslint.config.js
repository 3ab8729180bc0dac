import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The import direction of DESIGN.md §3, enforced: domain is imported by api and web, never the other way;
// in the web app ui/lib <- features <- app, and features never import each other; api modules stay apart
// from each other except through shared platform code.
const elements = [
  { type: 'domain', pattern: 'packages/domain/src' },
  { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
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
            { from: 'domain', allow: ['domain'] },
            { from: 'api-platform', allow: ['domain', 'api-platform', 'api-module'] },
            {
              from: 'api-module',
              allow: ['domain', 'api-platform', ['api-module', { module: '${from.module}' }]],
            },
            { from: 'web-ui', allow: ['domain', 'web-ui', 'web-lib'] },
            { from: 'web-lib', allow: ['domain', 'web-lib', 'web-locales'] },
            {
              from: 'web-feature',
              allow: [
                'domain',
                'web-ui',
                'web-lib',
                'web-test',
                ['web-feature', { feature: '${from.feature}' }],
              ],
            },
            { from: 'web-test', allow: ['domain', 'web-ui', 'web-lib', 'web-test'] },
            {
              from: 'web-app',
              allow: ['domain', 'web-ui', 'web-lib', 'web-feature', 'web-app', 'web-locales', 'web-test'],
            },
            { from: 'tooling', allow: ['domain', 'api-platform', 'api-module', 'tooling'] },
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
