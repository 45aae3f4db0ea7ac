import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createLocationsRepository } from '../locations/locations.repository.ts';
import { createNetworksRepository } from './networks.repository.ts';
import { networksRoutes } from './networks.routes.ts';

/** My Networks (spec section 2) under /api/v1. */
export const registerNetworks: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(networksRoutes, {
    prefix: '/api/v1',
    networks: createNetworksRepository(db),
    locations: createLocationsRepository(db),
  });
};
