import { healthResponseSchema } from '@starcrew/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';

/** `GET /api/live`'s answer: the process answers, nothing more. */
export const liveResponseSchema = z.object({ data: z.object({ status: z.literal('ok') }) });

/** The one answer of the liveness route, serialized once. */
const LIVE = { data: { status: 'ok' as const } };
const LIVE_JSON = JSON.stringify(LIVE);

/**
 * Two probes (apps/api/DECISIONS.md, "Health"): `GET /api/live`, liveness, touches no database
 * and no session (a process that answers it is up: restart it only when it does not);
 * `GET /api/health`, readiness, answers ok only when the database answers too (send it
 * traffic only then).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  // Checks that arrive while one is under way share it: each answer still waits for a round
  // trip that ends after it arrived, but a burst of probes costs the database one query.
  let inFlight: Promise<unknown> | undefined;
  const databaseAnswers = () => {
    inFlight ??= database.db.execute(sql`select 1`).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  app.get(
    '/live',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (no database)',
        response: { 200: liveResponseSchema },
      },
      // A probe calls it every few seconds: two log lines each would drown the log. Errors still show.
      logLevel: 'warn',
      // The answer never changes: no schema check and no stringify per request.
      serializerCompiler: () => () => LIVE_JSON,
    },
    async () => LIVE,
  );
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'Readiness and database engine', response: { 200: healthResponseSchema } },
    },
    async () => {
      await databaseAnswers();
      return { data: { status: 'ok' as const, database: database.engine } };
    },
  );
};
