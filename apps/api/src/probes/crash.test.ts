import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import type { EmbeddedDatabase } from '../config.ts';
import { openPglite } from '../db/database.ts';
import { openEmbeddedPostgres } from '../db/embeddedPostgres.ts';
import { postgresBlocked } from '../db/postgresCluster.ts';
import { users } from '../db/schema/index.ts';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * The crash test: a real server on an embedded database (the default, PostgreSQL, and PGlite),
 * in its own process on loopback, takes registrations from several clients at once and is
 * killed with SIGKILL mid-run, then restarted on the same folder, KILLS times. Every
 * registration it acknowledged (201) must be there at the end, and each restart takes over the
 * dead server's lock (and, on PostgreSQL, stops the server the killed API left running). The
 * projects on a PostgreSQL server skip it: that server keeps its own data.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 2);
const CLIENTS = 6;

const scratch = mkdtempSync(join(tmpdir(), 'starcrew-crash-'));
let server: ServerProcess | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
  // A PostgreSQL left running by a killed API, if the test failed before its clean stop.
  for (const engine of ['postgres', 'pglite']) {
    try {
      const pid = Number.parseInt(readFileSync(join(scratch, engine, 'postgres', 'postmaster.pid'), 'utf8'), 10);
      if (pid > 0) process.kill(pid, 'SIGINT');
    } catch {
      // none
    }
  }
  rmSync(scratch, { recursive: true, force: true });
});

/** Whether the cluster's postmaster (its pid file's first line) still runs. */
function postmasterAlive(cluster: string): boolean {
  try {
    process.kill(Number.parseInt(readFileSync(join(cluster, 'postmaster.pid'), 'utf8'), 10), 0);
    return true;
  } catch {
    return false;
  }
}

/** The acknowledged emails found in the folder, read directly once the server has stopped. */
async function stored(engine: EmbeddedDatabase, dataDir: string, acknowledged: string[]): Promise<string[]> {
  const database =
    engine === 'pglite'
      ? await openPglite({ dataDir: join(dataDir, 'pglite') })
      : await openEmbeddedPostgres({ dataDir: join(dataDir, 'postgres') });
  try {
    const found = await database.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, acknowledged));
    return found.map((row) => row.email);
  } finally {
    await database.close();
  }
}

let sequence = 0;
/** Registers new owners back to back until stopped; the emails of the acknowledged ones. */
async function register(url: string, acknowledged: string[], running: () => boolean): Promise<void> {
  while (running()) {
    const email = `crash-${process.pid}-${(sequence += 1)}@example.test`;
    try {
      const response = await fetch(`${url}/api/v1/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Crash',
          last_name: 'Test',
          email,
          password: 'Crash-test-42',
          password_confirmation: 'Crash-test-42',
          organization_name: 'Crash Bakery',
        }),
      });
      if (response.status === 201) acknowledged.push(email);
      else if (response.status >= 500) throw new Error(`register answered ${response.status}`);
    } catch (error) {
      // A connection cut by the kill is no acknowledgement; anything else is a fault.
      if (running()) throw error;
    }
  }
}

describe.skipIf(inject('testDatabase').engine === 'postgres').each([
  { engine: 'postgres' as const, runs: !postgresBlocked() },
  { engine: 'pglite' as const, runs: true },
])('crash test, EMBEDDED_DATABASE=$engine', ({ engine, runs }) => {
  const dataDir = join(scratch, engine);
  const env = { DATA_DIR: dataDir, EMBEDDED_DATABASE: engine, RATE_LIMIT_SCALE: '1000' };

  it.runIf(runs)(
    `should lose no acknowledged write across ${KILLS} kill -9 and restarts, taking the lock over`,
    async () => {
      const acknowledged: string[] = [];
      for (let round = 0; round <= KILLS; round += 1) {
        server = await startServer(env);
        const pid = server.child.pid;
        expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(pid));
        if (round === KILLS) break;

        let killed = false;
        const before = acknowledged.length;
        const clients = Array.from({ length: CLIENTS }, () => register(server?.url ?? '', acknowledged, () => !killed));
        // Kill once a few writes are in and others are on the wire.
        while (acknowledged.length < before + 12) await new Promise((resolve) => setTimeout(resolve, 20));
        killed = true;
        server.child.kill('SIGKILL');
        await server.exited;
        await Promise.all(clients);
        // The dead server's lock is left behind, for the next start to take over.
        expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(pid));
        // Its PostgreSQL does not outlive it: told by the kernel when its parent died (setpriv).
        if (engine === 'postgres' && platform() === 'linux') {
          await vi.waitFor(() => expect(postmasterAlive(join(dataDir, 'postgres'))).toBe(false), { timeout: 15_000 });
        }
      }

      // A clean stop, then the folder read directly: every acknowledged registration is there.
      server?.child.kill('SIGTERM');
      expect(await server?.exited).toBe(0);
      server = undefined;
      const found = await stored(engine, dataDir, acknowledged);
      const lost = acknowledged.filter((email) => !found.includes(email));
      expect(lost, 'acknowledged registrations lost').toEqual([]);
      console.info(
        `crash test (${engine}): ${acknowledged.length} acknowledged writes, ${KILLS} kills survived, 0 lost`,
      );
    },
    120_000,
  );
});
