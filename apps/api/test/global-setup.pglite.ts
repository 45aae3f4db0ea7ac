import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/database.ts';
import { installJobTables } from './jobs.ts';

/**
 * Migrates one in-memory PGlite and dumps it: each test file starts from a copy of that
 * folder (about 1 s) instead of running the migrations itself (several seconds).
 */
export default async function setup(project: TestProject) {
  const database = await openPglite();
  await database.migrate();
  await installJobTables(database);
  const dump = await database.client.dumpDataDir('none');
  await database.close();

  const dir = await mkdtemp(join(tmpdir(), 'starcrew-api-test-'));
  const snapshot = join(dir, 'migrated.tar');
  await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { engine: 'pglite', snapshot });

  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
