import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/database.ts';
import { installJobTables } from './jobs.ts';
import { databaseUrl } from './pg-url.ts';

/**
 * Migrates a template database once on the server of TEST_DATABASE_URL; each test file
 * then gets `CREATE DATABASE … TEMPLATE` (a file copy, fast) of its own.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return setupTemplate(project, url);
}

/** The template on the server of `url` (a superuser's); returns the teardown that drops it. */
export async function setupTemplate(project: TestProject, url: string): Promise<() => Promise<void>> {
  const template = `starcrew_tpl_${process.pid}`;

  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  // A template must have no open connection when it is copied: migrate, then close.
  const database = await openPostgres(databaseUrl(url, template));
  await database.migrate();
  await installJobTables(database);
  await database.close();

  project.provide('testDatabase', { engine: 'postgres', url, template });

  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await client.end();
  };
}
