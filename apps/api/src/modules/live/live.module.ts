import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { LiveBus } from '../../lib/live/index.ts';
import { liveRoutes } from './live.routes.ts';

export interface LiveModuleOptions {
  db: Db;
  live: LiveBus;
  heartbeatMs?: number;
}

/** The live event stream (issue 14, "Live inbox") under /api/v1; the bus itself is built in services.ts. */
export const registerLive: FastifyPluginAsync<LiveModuleOptions> = async (app, { db, live, heartbeatMs }) => {
  const streams = new Set<() => void>();
  // Before the server waits for its connections to end: an open stream never would.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  await app.register(liveRoutes, { prefix: '/api/v1', db, live, heartbeatMs: heartbeatMs ?? 25_000, streams });
};
