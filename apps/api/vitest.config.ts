import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const root = dirname(fileURLToPath(import.meta.url));

// The same test files run on both engines; only the global setup (which database each file
// gets) differs.
const shared = {
  environment: 'node' as const,
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineProject({
  plugins: [
    {
      name: 'starcrew:api-on-postgres',
      // Vitest 4.1 has no nested projects: the PostgreSQL twin is injected from here, and
      // only when the test script has started a server (TEST_DATABASE_URL).
      async configureVitest({ injectTestProjects }) {
        if (!process.env.TEST_DATABASE_URL) return;
        await injectTestProjects({
          root,
          test: {
            ...shared,
            name: 'api-pg',
            // The adapters' tests touch no database: running them twice would prove nothing.
            exclude: ['**/node_modules/**', 'src/adapters/**'],
            globalSetup: ['test/global-setup.postgres.ts'],
          },
        });
      },
    },
  ],
  test: { ...shared, name: 'api', globalSetup: ['test/global-setup.pglite.ts'] },
});
