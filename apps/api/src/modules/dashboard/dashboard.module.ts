import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createLocationsRepository } from '../locations/locations.repository.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

export interface DashboardModuleDeps {
  db: Db;
  auth: AuthService;
  /** The server secret (XSRF tokens of cookie-authenticated calls). */
  secret: string;
}

/** Registers the manager dashboard's calls under /api/v1. */
export async function registerDashboard(app: FastifyInstance, deps: DashboardModuleDeps): Promise<void> {
  const service = createDashboardService({
    repository: createDashboardRepository(deps.db),
    locations: createLocationsRepository(deps.db),
  });
  await app.register(dashboardRoutes, {
    prefix: '/api/v1',
    auth: deps.auth,
    service,
    cookies: { secret: deps.secret },
  });
}
