import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type pg from 'pg';

/**
 * pg-boss wraps its schema changes as one string `BEGIN; … COMMIT;`. On PGlite's single
 * connection a failure inside it (pg-boss even fails one on purpose to detect an applied
 * migration) would leave the connection in an aborted transaction, and the next request's
 * query would run inside it. Such scripts run through `client.transaction`, which rolls
 * back under PGlite's own lock, before any other query gets the connection.
 */
const WRAPPED_TRANSACTION = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/**
 * pg-boss's `db` option on PGlite. PGlite queues queries one at a time and waits for an
 * open drizzle transaction to end, so pg-boss and the requests share the connection safely;
 * `FOR UPDATE SKIP LOCKED` and advisory locks parse and work (there is only one session),
 * and pg-boss 10 never uses LISTEN/NOTIFY (its workers poll).
 */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // Parameters mean one statement: the extended protocol, as pg does.
      if (values && values.length > 0) return client.query(text, values);
      const wrapped = WRAPPED_TRANSACTION.exec(text);
      if (wrapped) {
        const inner = wrapped[1] ?? '';
        const results = await client.transaction((tx) => tx.exec(inner));
        return results.at(-1) ?? { rows: [] };
      }
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * The same on PGlite behind a socket (EMBEDDED_DATABASE=pglite-worker), whose one connection
 * is the app's pool's: a wrapped script runs on a connection taken from the pool, rolled back
 * there when it fails, so no request's query lands in an aborted transaction.
 */
export function poolExecutor(pool: pg.Pool): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const wrapped = values && values.length > 0 ? null : WRAPPED_TRANSACTION.exec(text);
      if (!wrapped) return pool.query(text, values);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const results = (await client.query(wrapped[1] ?? '')) as unknown as pg.QueryResult | pg.QueryResult[];
        await client.query('COMMIT');
        return Array.isArray(results) ? (results.at(-1) ?? { rows: [] }) : results;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
