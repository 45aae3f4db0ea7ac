// The arrows of ../shared/design/architecture.md, as lint rules: which workspace package each
// folder may import, and no import past a package's `exports` map. `npm test` lints, and
// scripts/check-boundaries.mjs proves on planted files that each rule can fail.
//
// contract <- api-client <- console, review-form
// contract <- machines   <- console
// i18n     <- ui         <- console, review-form
// contract <- api              (contract imports i18n, a leaf: docs/decisions.md, Languages)

const workspace = ['contract', 'i18n', 'ui', 'machines', 'api-client', 'console', 'review-form', 'api'];

/** Relative paths that climb into another package or app, and deep package imports. */
const crossing = [
  {
    group: ['**/packages/**', '**/apps/**', ...workspace.map((name) => `**/${name}/src/**`)],
    message: 'Import a workspace package by its name (@starcrew/…), never by a path into its folder.',
  },
  {
    group: ['@starcrew/*/src', '@starcrew/*/src/**'],
    message: "Import what the package's `exports` map offers, not a file behind it.",
  },
];

/** The rule for a folder whose code may import only the `allowed` workspace packages. */
function only(allowed, extra = [], paths = []) {
  const forbidden = workspace.filter((name) => !allowed.includes(name));
  return {
    'no-restricted-imports': [
      'error',
      {
        paths,
        patterns: [
          ...crossing,
          {
            group: forbidden.flatMap((name) => [`@starcrew/${name}`, `@starcrew/${name}/**`]),
            message: `architecture.md: this folder may import only ${allowed.map((n) => `@starcrew/${n}`).join(', ') || 'no workspace package'}.`,
          },
          ...extra,
        ],
      },
    ],
  };
}

const noReact = {
  group: ['react', 'react-dom', 'react-dom/*', '@xstate/react', 'react-router', 'react-router/*'],
  message: 'architecture.md: machines know nothing of React or routes.',
};
const noHttp = { group: ['ofetch'], message: 'architecture.md: machines call the API through provided actors.' };
const noRoutes = {
  group: ['react-router', 'react-router/*', 'xstate', '@xstate/react', 'ofetch'],
  message: 'architecture.md: ui knows nothing of machines, the API or routes.',
};

export const boundaries = [
  { files: ['packages/i18n/**/*.{ts,tsx}'], rules: only([]) },
  { files: ['packages/contract/**/*.{ts,tsx}'], rules: only(['i18n']) },
  {
    // The contract's schemas take zod from its zod.ts, which turns compilation with eval off
    // before the first schema is built (the content security policy forbids eval).
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/zod.ts', '**/*.test.ts'],
    rules: only(
      ['i18n'],
      [],
      [{ name: 'zod', message: "Import { z } from './zod.ts': it configures zod before any schema." }],
    ),
  },
  { files: ['packages/ui/**/*.{ts,tsx}'], rules: only(['i18n'], [noRoutes]) },
  { files: ['packages/machines/**/*.{ts,tsx}'], rules: only(['contract'], [noReact, noHttp]) },
  { files: ['packages/api-client/**/*.{ts,tsx}'], rules: only(['contract']) },
  { files: ['apps/api/**/*.{ts,tsx}'], rules: only(['contract']) },
  { files: ['apps/review-form/**/*.{ts,tsx}'], rules: only(['api-client', 'contract', 'i18n', 'ui']) },
  { files: ['apps/console/**/*.{ts,tsx}'], rules: only(['api-client', 'contract', 'i18n', 'machines', 'ui']) },
  {
    files: ['.storybook/**/*.{ts,tsx}', 'e2e/**/*.{ts,tsx}', 'bench/**/*.{ts,tsx,js,mjs}'],
    rules: only(['api-client', 'contract', 'i18n', 'machines', 'ui']),
  },
];
