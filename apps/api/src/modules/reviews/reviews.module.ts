import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createLocationsRepository } from '../locations/locations.repository.ts';
import type { ReviewImports } from './reviews.jobs.ts';
import { reviewSyncRoutes } from './reviews.routes.ts';

export interface ReviewsModuleDeps {
  db: Db;
  /** The import jobs (services.ts), shared with the business-profile connection that starts them. */
  imports: ReviewImports;
  logError: (error: unknown, what: string) => void;
}

/** The on-demand review sync under /api/v1, and the catch-up of imports a restart interrupted. */
export const registerReviews: FastifyPluginAsync<ReviewsModuleDeps> = async (app, { db, imports, logError }) => {
  app.addHook('onReady', async () => {
    await imports.catchUp().catch((error: unknown) => logError(error, 'queue first review imports'));
  });
  await app.register(reviewSyncRoutes, {
    prefix: '/api/v1',
    locations: createLocationsRepository(db),
    enqueue: (locationId, mode) =>
      void imports.enqueue(locationId, mode).catch((error: unknown) => logError(error, 'queue review import')),
  });
};
