import { healthResponseSchema } from '@starcrew/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { createReadinessCheck, READINESS_TTL_MS } from './health.readiness.ts';

/** `GET /api/live`'s answer: the process answers, nothing more. */
export const liveResponseSchema = z.object({ data: z.object({ status: z.literal('ok') }) });

/** The one answer of the liveness route, serialized once. */
const LIVE = { data: { status: 'ok' as const } };
const LIVE_JSON = JSON.stringify(LIVE);

export interface HealthOptions {
  database: Database;
  /** The app's clock: how old the last database check is. */
  now: () => Date;
}

/**
 * Two probes (apps/api/DECISIONS.md, "Health"): `GET /api/live`, liveness, touches no database
 * and no session (a process that answers it is up: restart it only when it does not);
 * `GET /api/health`, readiness, answers ok only when the database answered a check sent under
 * a second ago (send it traffic only then).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { database, now }) => {
  // A `select 1` sent at most once a second while it succeeds (health.readiness.ts): a
  // failure is not reused, so the next probe asks the database again.
  const databaseAnswers = createReadinessCheck(() => database.db.execute(sql`select 1`), now, READINESS_TTL_MS);
  // The ready answer never changes either: checked against the contract once, serialized once.
  const READY_JSON = JSON.stringify(healthResponseSchema.parse({ data: { status: 'ok', database: database.engine } }));

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
      // A load balancer probes every few seconds: logged as /api/live is, its errors only (a
      // failed check still writes its 'request failed' line with the cause).
      logLevel: 'warn',
      serializerCompiler: () => () => READY_JSON,
    },
    async () => {
      await databaseAnswers();
      return { data: { status: 'ok' as const, database: database.engine } };
    },
  );
};
