import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createLocationsRepository } from './locations.repository.ts';
import { locationsRoutes } from './locations.routes.ts';

/** The top bar's location selector (spec section 4) under /api/v1. */
export const registerLocations: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(locationsRoutes, { prefix: '/api/v1', repository: createLocationsRepository(db) });
};
