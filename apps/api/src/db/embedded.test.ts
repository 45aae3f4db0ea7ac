import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createJobs } from '../jobs/index.ts';
import { createLiveBus, type LiveDelivery } from '../lib/live/index.ts';
import { openDatabase, type Database } from './database.ts';
import { postgresBlocked } from './postgresCluster.ts';
import { organizations, users } from './schema/index.ts';

/**
 * The embedded databases besides PGlite on the API's thread (EMBEDDED_DATABASE), opened as the
 * server opens them: from an empty DATA_DIR, the one set of migrations, a write kept across a
 * restart, and the job queue on the same database. The suite's health, auth and inbox files
 * run on each too (the api-pglite-worker and api-embedded-postgres projects).
 */
// A folder closed to other users (mkdtemp makes it 0700), as /root is: as root the embedded
// PostgreSQL once ran as a `postgres` user that could not pass through it.
const scratch = mkdtempSync(join(tmpdir(), 'starcrew-embedded-db-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// A machine that refuses user namespaces to root cannot run PostgreSQL as root (postgresCluster.ts).
const blocked = postgresBlocked();

describe.each([
  { embedded: 'pglite-worker', engine: 'pglite', folder: 'pglite', runs: true },
  { embedded: 'postgres', engine: 'postgres', folder: 'postgres', runs: !blocked },
] as const)('EMBEDDED_DATABASE=$embedded', ({ embedded, engine, folder, runs }) => {
  const dataDir = join(scratch, embedded);
  const open = () => openDatabase({ databaseUrl: undefined, dataDir, embeddedDatabase: embedded });

  it.runIf(runs)(
    'should migrate an empty DATA_DIR under a folder closed to others, keep a write across a restart, and run the job queue and the live bus',
    async () => {
      expect(statSync(scratch).mode & 0o077).toBe(0);
      let database: Database | undefined = await open();
      try {
        expect(database).toMatchObject({ engine, driver: 'pg' });
        expect(existsSync(join(dataDir, folder))).toBe(true);
        await database.migrate();
        await database.migrate(); // nothing left to apply
        const [organization] = await database.db
          .insert(organizations)
          .values({ name: 'Embedded' })
          .returning({ id: organizations.id });
        await database.db.insert(users).values({
          organizationId: organization!.id,
          email: `owner@${embedded}.test`,
          firstName: 'Ada',
          lastName: 'Embedded',
          role: 'super_manager',
          passwordHash: 'x',
        });
        await database.close();
        database = undefined;

        database = await open();
        await database.migrate();
        const rows = await database.db.select({ email: users.email }).from(users);
        expect(rows).toEqual([{ email: `owner@${embedded}.test` }]);

        // pg-boss installs its tables on the same database, through the same connection(s).
        const jobs = createJobs({ database, logError: (error) => expect.fail(String(error)) });
        await jobs.start();
        await jobs.stop();
        const boss = (await database.db.execute(sql`select count(*)::int as n from pgboss.version`)) as unknown as {
          rows: { n: number }[];
        };
        expect(boss.rows[0]!.n).toBe(1);

        // The live bus listens on a connection of its own, with the pool's credentials.
        const live = createLiveBus(database, { logError: (error) => expect.fail(String(error)) });
        try {
          const heard: LiveDelivery[] = [];
          await live.subscribe(organization!.id, (delivery) => heard.push(delivery));
          const data = { location_id: organization!.id, review_id: organization!.id };
          await live.publish(organization!.id, { kind: 'review.created', data, locationIds: [] });
          await vi.waitFor(() =>
            expect(heard).toMatchObject([{ type: 'event', message: { kind: 'review.created', data } }]),
          );
        } finally {
          await live.close();
        }
      } finally {
        await database?.close();
      }
      // Two cold opens of PGlite (several seconds each on a busy machine), or initdb and two
      // starts: 13 s on a quiet machine, 60 s seen under a load average of 20.
    },
    180_000,
  );
});
