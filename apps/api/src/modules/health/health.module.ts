import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import { healthRoutes } from './health.routes.ts';

/** `GET /api/live` and `GET /api/health`, open to anyone (load balancers, uptime checks). */
export const registerHealth: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  await app.register(healthRoutes, { prefix: '/api', database });
};
