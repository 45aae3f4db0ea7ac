import type { FastifyPluginAsync } from 'fastify';
import type { PlacesProvider } from '../../adapters/places/index.ts';
import type { Db } from '../../db/database.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { PlanUsage } from '../billing/billing.module.ts';
import { createLocationsRepository } from '../locations/locations.repository.ts';
import { registerCompetitorJobs } from './competitors.jobs.ts';
import { createCompetitorsRepository } from './competitors.repository.ts';
import { competitorsRoutes } from './competitors.routes.ts';
import { createCompetitorsService } from './competitors.service.ts';

export interface CompetitorsModuleDeps {
  db: Db;
  jobs: Jobs;
  places: PlacesProvider;
  limits: Pick<PlanUsage, 'assertFits' | 'limitOf' | 'exclusive'>;
  now: () => Date;
  logError(error: unknown, what: string): void;
}

/** Competitor tracking (issue 17) under /api/v1, and its daily refresh on the job queue. */
export const registerCompetitors: FastifyPluginAsync<CompetitorsModuleDeps> = async (app, deps) => {
  const service = createCompetitorsService({
    ...deps,
    repository: createCompetitorsRepository(deps.db),
    locations: createLocationsRepository(deps.db),
  });
  registerCompetitorJobs(deps.jobs, service);
  await app.register(competitorsRoutes, { prefix: '/api/v1', service });
};
