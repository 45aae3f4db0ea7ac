import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createLocationsRepository } from '../locations/locations.repository.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The manager dashboard's calls under /api/v1. */
export const registerDashboard: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createDashboardService({
    repository: createDashboardRepository(db),
    locations: createLocationsRepository(db),
  });
  await app.register(dashboardRoutes, { prefix: '/api/v1', service });
};
