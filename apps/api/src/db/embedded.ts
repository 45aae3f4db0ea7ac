import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { closingAlso, openPool, type Database } from './database.ts';

/**
 * PGlite on a thread of its own (EMBEDDED_DATABASE=pglite-worker, docs/decisions.md "The
 * embedded database"), reached through node-postgres like a PostgreSQL server, with the same
 * migrations. The embedded PostgreSQL server is in embeddedPostgres.ts.
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
  return closingAlso(database, async () => {
    await stopWorker(worker);
    await rm(socketDir, { recursive: true, force: true });
  });
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
