import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes, type HealthOptions } from './health.routes.ts';

/** `GET /api/live` and `GET /api/health`, open to anyone (load balancers, uptime checks). */
export const registerHealth: FastifyPluginAsync<HealthOptions> = async (app, { database, now }) => {
  await app.register(healthRoutes, { prefix: '/api', database, now });
};
