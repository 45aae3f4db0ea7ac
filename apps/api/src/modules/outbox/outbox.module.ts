import type { FastifyPluginAsync } from 'fastify';
import type { DbOutboxStore } from './outbox.repository.ts';
import { outboxRoutes } from './outbox.routes.ts';

export interface OutboxModuleDeps {
  outbox: DbOutboxStore;
  /** Outside production, or with DEV_OUTBOX=1 (app.ts decides); otherwise the module adds no route. */
  serve: boolean;
}

/** The development outbox at /api/dev/outbox: what the mail and SMS adapters would have sent. */
export const registerOutbox: FastifyPluginAsync<OutboxModuleDeps> = async (app, { outbox, serve }) => {
  if (serve) await app.register(outboxRoutes, { prefix: '/api/dev', outbox });
};
