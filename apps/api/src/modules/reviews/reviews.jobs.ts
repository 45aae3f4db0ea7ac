import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { defineJob, type Jobs } from '../../jobs/index.ts';
import { importReviews, type ImportDeps, type ImportMode } from './reviews.import.ts';
import { createReviewsRepository } from './reviews.repository.ts';

/** One location's import. `short`: a second request while one waits is dropped (same key). */
export const reviewsImportJob = defineJob({
  name: 'reviews.import',
  payload: z.object({ locationId: z.uuid(), mode: z.enum(['full', 'incremental']) }),
  policy: 'short',
  retryLimit: 5,
  retryDelay: 60,
  expireInSeconds: 15 * 60,
});

/** The schedule's tick: an incremental import of every connected location. */
export const reviewsSyncAllJob = defineJob({ name: 'reviews.sync-all', payload: z.object({}), retryLimit: 0 });

/**
 * Topics and sentiment of the reviews stored before the analyser (or by the seed): a batch at a
 * time until none is left. `short`: the catch-up of several starting instances queues one.
 */
export const reviewsAnalyseJob = defineJob({
  name: 'reviews.analyse',
  payload: z.object({}),
  policy: 'short',
  retryLimit: 3,
  expireInSeconds: 60 * 60,
});

/** Every 30 minutes: Google's quota (about 300 calls a minute a project) is far from this. */
export const REVIEW_SYNC_CRON = '*/30 * * * *';

/** Reviews analysed a transaction: small enough to never hold a table's rows for long. */
const ANALYSE_BATCH = 500;

export type ReviewImports = ReturnType<typeof createReviewImports>;

/** Queues and runs review imports on the stored job queue, so requests never wait for Google. */
export function createReviewImports(jobs: Jobs, deps: ImportDeps & { db: Db }) {
  const repository = createReviewsRepository(deps.db);
  const enqueue = (locationId: string, mode: ImportMode, startAfter?: number) =>
    jobs.send(
      reviewsImportJob,
      { locationId, mode },
      { singletonKey: `${locationId}:${mode}`, ...(startAfter === undefined ? {} : { startAfter }) },
    );

  jobs.register(reviewsImportJob, async (payload) => {
    const result = await importReviews(deps, payload);
    // A 429 is not a failure: the import resumes from its page once Google's wait is over.
    if (result.status === 'rate-limited')
      await enqueue(payload.locationId, payload.mode, Math.ceil(result.retryAfterMs / 1000));
  });
  jobs.register(reviewsSyncAllJob, async () => {
    for (const id of await repository.connectedLocationIds()) await enqueue(id, 'incremental');
  });
  jobs.schedule(reviewsSyncAllJob, REVIEW_SYNC_CRON, {});
  jobs.register(reviewsAnalyseJob, async () => {
    while ((await repository.analyseBatch(ANALYSE_BATCH)) === ANALYSE_BATCH);
  });

  /** Locations whose first import never finished (the demo seed's, or a send lost in a crash): queue them. */
  async function catchUp(): Promise<number> {
    const ids = await repository.unfinishedLocationIds();
    for (const id of ids) await enqueue(id, 'full');
    // Reviews not analysed yet (the migration's, the seed's): a job, not the start-up's wait.
    if (await repository.hasUnanalysed()) await jobs.send(reviewsAnalyseJob, {}, { singletonKey: 'analyse' });
    return ids.length;
  }

  return { enqueue, catchUp };
}
