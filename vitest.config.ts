import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole workspace: each package or app declares its own project in
 * its `vitest.config.ts`; Storybook's stories run as the `storybook` project.
 */
export default defineConfig({
  test: {
    // Every run ends with handles left open (file handles, not found yet) and Vitest then waits
    // this long before it exits anyway: 3 s instead of 10 is ample for the databases' teardown.
    teardownTimeout: 3_000,
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', '.storybook/vitest.config.ts'],
  },
});
