import { healthResponseSchema } from '@starcrew/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';

/** `GET /api/health`: answers ok only when the database answers too. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'Liveness and database engine', response: { 200: healthResponseSchema } },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, database: database.engine } };
    },
  );
};
