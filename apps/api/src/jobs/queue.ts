import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Database } from '../db/database.ts';
import { pgliteExecutor, poolExecutor } from './pglite-executor.ts';

/** The schema pg-boss keeps its tables in (beside drizzle's `public`). */
export const JOBS_SCHEMA = 'pgboss';

/** Defaults of every queue; a definition overrides them. */
export const QUEUE_DEFAULTS = {
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
} as const;

export interface BossOptions {
  /** Maintenance (expiry, archiving) and cron; on in the server, off in tests. */
  supervise: boolean;
}

/**
 * A pg-boss on the app's database. PGlite: through the app's one connection (see
 * pgliteExecutor). PostgreSQL: its own small pool on the same server, so long-running
 * jobs never take the connections requests need.
 */
export function createBoss(database: Database, options: BossOptions): PgBoss {
  const common = {
    schema: JOBS_SCHEMA,
    supervise: options.supervise,
    schedule: options.supervise,
    migrate: true,
    // Job rows are kept two weeks, failed ones too, for someone to look at.
    deleteAfterDays: 14,
  };
  // drizzle exposes the client it was given: the PGlite instance or the pg.Pool.
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.driver === 'pglite') {
    return new PgBoss({ ...common, db: pgliteExecutor(client as PGlite) });
  }
  const pool = client as pg.Pool;
  // PGlite behind a socket takes one connection: pg-boss queues on the app's pool.
  if (database.singleConnection) return new PgBoss({ ...common, db: poolExecutor(pool) });
  return new PgBoss({ ...common, ...connectionOf(pool), max: 4, application_name: 'starcrew-jobs' });
}

/** The connection settings of the app's pool, so pg-boss reaches the same database. */
function connectionOf(pool: pg.Pool): PgBoss.DatabaseOptions {
  const { connectionString, host, port, database, user, password, ssl } = pool.options;
  if (connectionString) return { connectionString, ...(ssl ? { ssl } : {}) };
  return { host, port, database, user, password: typeof password === 'string' ? password : undefined, ssl };
}

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's `db` for one send inside a drizzle transaction: its connection (pg PoolClient)
 * or PGlite's transaction handle. Both are drizzle internals (`session.client`), checked by
 * the tests on both engines.
 */
export function transactionExecutor(tx: unknown): PgBoss.Db {
  const client = (tx as { session?: { client?: SqlClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('jobs.send: `tx` is not a drizzle transaction');
  return { executeSql: async (text, values) => client.query(text, values) as Promise<{ rows: never[] }> };
}
