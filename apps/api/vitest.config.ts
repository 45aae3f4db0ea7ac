import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { postgresBlocked } from './src/db/postgresCluster.ts';

const root = dirname(fileURLToPath(import.meta.url));

// The same test files run on both engines; only the global setup (which database each file
// gets) differs.
const shared = {
  environment: 'node' as const,
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // The files of a worker share one module graph instead of each importing the app afresh in
  // a new process: imports were 180 of the unit step's ~600 worker-seconds in CI. On 30 files
  // of src/modules, 160 -> 82 CPU-seconds, imports 158 -> 27 s (a loaded machine). Each file
  // still builds its own app on a fresh database (test/app.ts); no file mocks a module or the
  // environment, and the one spy (on a file's own database) is restored.
  isolate: false,
  setupFiles: ['test/one-query-at-a-time.ts'],
};

/** Test files outside the adapters that open no database (checked by their imports). */
const databaseFree = [
  'src/config.test.ts',
  'src/db/embedded.test.ts',
  'src/db/embeddedChoice.test.ts',
  'src/db/lock.test.ts',
  'src/lib/images.test.ts',
  'src/lib/live/live-hub.test.ts',
  'src/lib/loggable-error.test.ts',
  'src/lib/passwords.test.ts',
  'src/lib/s3-uploads.test.ts',
  'src/modules/billing/planLimits.test.ts',
  'src/probes/routes.test.ts',
];

/**
 * PGlite on its own thread (EMBEDDED_DATABASE=pglite-worker): the same PGlite as the `api`
 * project's behind a socket, so a few of the suite's files, enough to show the API answers,
 * signs in and lists reviews there. src/db/embedded.test.ts opens it as the server does.
 */
const onPgliteWorker = [
  'src/modules/health/health.test.ts',
  'src/modules/auth/auth.test.ts',
  'src/modules/reviews/reviews.inbox.routes.test.ts',
];

/**
 * As root, the embedded PostgreSQL runs in a user namespace (src/db/postgresCluster.ts): on a
 * machine that refuses them, its tests are left out, and said so.
 */
function embeddedPostgresRuns(): boolean {
  const blocked = postgresBlocked();
  if (blocked) console.warn(`api-embedded-postgres left out: ${blocked}`);
  return !blocked;
}

export default defineProject({
  plugins: [
    {
      name: 'starcrew:api-on-postgres',
      // Vitest 4.1 has no nested projects: the twins are injected from here; the PostgreSQL
      // one only when the test script has started a server (TEST_DATABASE_URL).
      async configureVitest({ injectTestProjects }) {
        await injectTestProjects([
          {
            root,
            test: {
              ...shared,
              name: 'api-pglite-worker',
              include: onPgliteWorker,
              globalSetup: ['test/global-setup.pglite-worker.ts'],
            },
          },
          ...(embeddedPostgresRuns()
            ? [
                {
                  root,
                  test: {
                    ...shared,
                    name: 'api-embedded-postgres',
                    // The whole suite, as on Debian's server: 57 s more on two quiet cores, fewer
                    // than PGlite's 94 s (a template copy per file instead of a PGlite clone).
                    exclude: ['**/node_modules/**', 'src/adapters/**', ...databaseFree],
                    globalSetup: ['test/global-setup.embedded-postgres.ts'],
                  },
                },
              ]
            : []),
        ]);
        if (!process.env.TEST_DATABASE_URL) return;
        await injectTestProjects({
          root,
          test: {
            ...shared,
            name: 'api-pg',
            // The adapters' tests and these touch no database: running them twice would prove nothing.
            exclude: ['**/node_modules/**', 'src/adapters/**', ...databaseFree],
            globalSetup: ['test/global-setup.postgres.ts'],
          },
        });
      },
    },
  ],
  test: { ...shared, name: 'api', globalSetup: ['test/global-setup.pglite.ts'] },
});
