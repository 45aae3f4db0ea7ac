import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { closingAlso, openPglite, openPostgres, type Database } from '../src/db/database.ts';
import { databaseUrl } from './pg-url.ts';

/**
 * A fresh, migrated database for one test file, on the engine of the running project:
 * a clone of the PGlite snapshot (on the test's thread, or on a worker thread behind a
 * socket), or a copy of the PostgreSQL template (a Debian server or the embedded one).
 */
export async function openTestDatabase(): Promise<Database> {
  const provided = inject('testDatabase');
  if (provided.engine === 'pglite') {
    const bytes = await readFile(provided.snapshot);
    if (provided.worker) {
      const { openPgliteWorker } = await import('../src/db/embedded.ts');
      return openPgliteWorker({ snapshot: new Uint8Array(bytes) });
    }
    return openPglite({ snapshot: new Blob([bytes]) });
  }

  const name = `starcrew_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(provided.url, `CREATE DATABASE ${name} TEMPLATE ${provided.template}`);
  const database = await openPostgres(databaseUrl(provided.url, name));
  return closingAlso(database, () => adminQuery(provided.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
