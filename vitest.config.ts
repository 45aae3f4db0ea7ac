import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole workspace: each package or app declares its own project in
 * its `vitest.config.ts`; Storybook's stories run as the `storybook` project.
 */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', '.storybook/vitest.config.ts'],
  },
});
