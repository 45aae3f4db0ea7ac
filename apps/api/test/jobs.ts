import type { Database } from '../src/db/database.ts';
import { createJobs } from '../src/jobs/index.ts';

/**
 * Installs pg-boss's tables into the migrated snapshot/template once, so no test file pays
 * for it (several seconds on PGlite). Each app still creates its own queues, which is quick.
 */
export async function installJobTables(database: Database): Promise<void> {
  const jobs = createJobs({
    database,
    logError: (error, what) => console.error(what, error),
  });
  await jobs.start();
  await jobs.stop();
}
