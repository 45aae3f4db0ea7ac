import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { PlanUsage } from '../billing/billing.module.ts';
import { createCloseOut, registerCloseOut } from './campaigns.jobs.ts';
import { createAttributionRepository } from './attribution.repository.ts';
import { createCampaignsRepository } from './campaigns.repository.ts';
import { campaignsRoutes } from './campaigns.routes.ts';
import { createCampaignsService } from './campaigns.service.ts';

export interface CampaignsModuleDeps {
  db: Db;
  jobs: Jobs;
  limits: Pick<PlanUsage, 'exclusive'>;
  now: () => Date;
}

/** Campaigns (issue 16) under /api/v1, and their close-out on the job queue (every 5 minutes). */
export const registerCampaigns: FastifyPluginAsync<CampaignsModuleDeps> = async (app, deps) => {
  const service = createCampaignsService({
    ...deps,
    repository: createCampaignsRepository(deps.db),
    attribution: createAttributionRepository(deps.db),
  });
  registerCloseOut(deps.jobs, createCloseOut(deps));
  await app.register(campaignsRoutes, { prefix: '/api/v1', service });
};
