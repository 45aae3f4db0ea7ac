// Preloaded into the API by bench/throughput.mjs (`node --import ./bench/server-probe.mjs`),
// with PROBE_PORT set: a loopback HTTP port beside the API's for the benchmark.
//   GET /statements      the SQL statements the server has sent to its database so far
//                        (PGlite's query and exec, a transaction's included, and
//                        node-postgres's Client#query for PostgreSQL)
//   POST /profile/start  starts V8's CPU profiler in the server (node:inspector)
//   POST /profile/stop   stops it and answers the .cpuprofile
// so a profile covers one load and nothing else (not the start-up). Nothing of the API changes.
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const counts = { statements: 0, bySql: {} };
// The API's own copy, in the checkout the server runs from (its working directory).
const require = createRequire(join(process.cwd(), 'apps/api/package.json'));

function counting(target, name) {
  const original = target[name];
  if (typeof original !== 'function' || original.__counted) return;
  target[name] = function (...args) {
    counts.statements++;
    // The statement's text (node-postgres may get a config object), and its time to settle.
    const sql = String(typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? '?'))
      .replace(/\s+/g, ' ')
      .slice(0, 160);
    const entry = (counts.bySql[sql] ??= { n: 0, ms: 0 });
    entry.n++;
    const started = performance.now();
    const result = original.apply(this, args);
    if (result && typeof result.then === 'function') {
      result.then(
        () => (entry.ms += performance.now() - started),
        () => (entry.ms += performance.now() - started),
      );
    }
    return result;
  };
  target[name].__counted = true;
}

try {
  // The ESM build, as the API imports it (require.resolve names the CommonJS one, another class).
  const main = require.resolve('@electric-sql/pglite').replace(/\.cjs$/, '.js');
  const { PGlite } = await import(pathToFileURL(main).href);
  counting(PGlite.prototype, 'query');
  counting(PGlite.prototype, 'exec');
  const transaction = PGlite.prototype.transaction;
  PGlite.prototype.transaction = function (callback) {
    return transaction.call(this, (tx) => {
      counting(tx, 'query');
      counting(tx, 'exec');
      return callback(tx);
    });
  };
} catch {
  // not installed: PostgreSQL only
}
try {
  const pg = require('pg');
  counting(pg.Client.prototype, 'query');
} catch {
  // not installed
}

const session = new Session();
session.connect();
// Named: bench/cpu-profile.mjs leaves this handler's samples (stopping the profiler) out.
const probe = createServer(async function probeHandler(request, response) {
  try {
    let body = {};
    if (request.url === '/statements') body = counts;
    else if (request.url === '/profile/start') {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 500 });
      await session.post('Profiler.start');
    } else if (request.url === '/profile/stop') body = (await session.post('Profiler.stop')).profile;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
if (process.env.PROBE_PORT) {
  probe.listen(Number(process.env.PROBE_PORT), '127.0.0.1');
  probe.unref();
}
