import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createLocationsRepository } from '../locations/locations.repository.ts';
import { createRewardLedger } from './rewardLedger.repository.ts';
import { createRewardsRepository } from './rewards.repository.ts';
import { rewardsRoutes } from './rewards.routes.ts';
import { createRewardsService } from './rewards.service.ts';

export interface RewardsModuleDeps {
  db: Db;
  now: () => Date;
}

/** Rewards (issue 16) under /api/v1: created by the campaigns' close-out, distributed here. */
export const registerRewards: FastifyPluginAsync<RewardsModuleDeps> = async (app, deps) => {
  const service = createRewardsService({
    repository: createRewardsRepository(deps.db),
    ledger: createRewardLedger(deps.db),
    locations: createLocationsRepository(deps.db),
    now: deps.now,
  });
  await app.register(rewardsRoutes, { prefix: '/api/v1', service });
};
