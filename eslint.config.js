// One lint configuration for the workspace: TypeScript, React hooks, accessibility of JSX,
// and FormatJS rules that keep every string a person reads in the message catalogues.
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.data/**',
      '.tmp/**',
      'coverage/**',
      'test-results/**',
      'e2e/.report/**',
      '.storybook/public/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '(aria-label|aria-description|alt|title|placeholder|label|description)']] } },
      ],
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    // Stories and tests render fixtures: their literal strings are data, not product copy.
    files: ['**/*.stories.tsx', '**/*.test.tsx', '**/testing/**', 'packages/ui/src/docs/**', '.storybook/**', 'e2e/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  {
    // The console reads in route loaders and on events, never from an effect (docs/decisions.md,
    // "Console data"). API calls take the client first (`call(api, …)`), which is what is matched.
    files: ['apps/console/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.name=/^use(Layout)?Effect$/] CallExpression[arguments.0.name='api']",
          "CallExpression[callee.name=/^use(Layout)?Effect$/] CallExpression[arguments.0.property.name='api']",
          "CallExpression[callee.name=/^use(Layout)?Effect$/] CallExpression[callee.name='fetch']",
        ].map((selector) => ({
          selector,
          message: 'No API call from an effect: read in the route loader, or call it from the event that asks.',
        })),
      ],
    },
  },
  ...boundaries,
);
