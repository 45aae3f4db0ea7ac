// PGlite on a thread of its own (EMBEDDED_DATABASE=pglite-worker): the database's WebAssembly
// runs here, and the API's thread reaches it through PostgreSQL's wire protocol on a Unix socket
// (@electric-sql/pglite-socket), as it would reach a PostgreSQL server. Plain JavaScript so it
// starts the same under tsx, Vitest and plain Node.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir?: string; snapshot?: Uint8Array; socketPath: string }} */
const { dataDir, snapshot, socketPath } = workerData;

async function start() {
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: new Blob([snapshot]) } : {}),
    // The same extensions as PGlite on the API's thread (openPglite in database.ts): the
    // migrations create them (pg_trgm: the inbox search's trigram indexes, migration 0015).
    extensions: { pg_trgm },
  });
  // One connection: pglite-socket multiplexes several over PGlite's one session message by
  // message, so two clients' extended-protocol statements could interleave; the API's pool
  // keeps to one connection, which is also all PGlite can run at a time.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  parentPort?.on('message', async (message) => {
    if (message !== 'stop') return;
    try {
      await server.stop();
      await db.close();
      parentPort?.postMessage({ stopped: true });
    } catch (error) {
      parentPort?.postMessage({ stopped: true, error: String(error) });
    }
  });
  parentPort?.postMessage({ ready: true });
}

start().catch((error) => {
  parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});
