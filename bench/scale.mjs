// Latency at a fixed rate as the data grows (issue 18): the endpoints users meet, on data sets
// of 10k and 100k reviews on the embedded database and 10k and 100k (or 1M, `--size 1m`) on
// PostgreSQL, printed side by side with the ratio, and bare Fastify's hello route in the same
// run as the reference. Data from bench/data/generate.mjs; the API as `npm start` runs it
// (production, local mode), with the rate limits lifted so the load measures the work.
//
// Each endpoint is loaded by autocannon at a fixed overall rate (`--rate`, requests a second;
// sign-in at a tenth of it, argon2id is meant to be slow) for `--seconds`; p50, p99, the
// rate reached, and errors (non-2xx included) are kept. Signed-in requests carry a session
// made through the API's own sign-in. With `--explain` (and always with `--size 1m`), every
// statement the endpoints run on the largest PostgreSQL data set is captured with
// PostgreSQL's auto_explain (EXPLAIN ANALYZE, BUFFERS) into results/explain/, and any
// sequential scan of reviews is reported.
//
//   node bench/scale.mjs [--size 1m] [--engines pglite,postgres] [--rate 100] [--seconds 5] [--explain]
//     [--only search,page] [--before /work/wt/base]
//
// `--only` measures (and explains) the endpoints whose names contain one of its words, and
// updates only their figures in the results (each with its date, load average and the figure
// it replaces). `--before <checkout>` also runs that checkout's server on the same data, beside
// this one's, and measures each endpoint on both in turn (alone requests alternating, loads one
// after the other), keeping its figures beside them (`before`), and its plans as
// results/explain/before-<endpoint>.txt: a before and after in one run.
//
// Its steps are exported for the other benchmarks of the API (embedded-db.mjs): imported, it
// runs nothing and takes its options' defaults.
//
// Ports: BENCH_PORT (default 18200) and the next one. Results: results/scale.json (today's
// run beside the previous one). Times on 2 shared cores are noisy: reported, never asserted.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { writeExplains } from './explain.mjs';
import { root, signIn, spawnApi, startNode, stop, waitFor } from './lib/api.mjs';
import { writeResults } from './lib/results.mjs';

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
const { values: args } = parseArgs({
  args: isMain ? process.argv.slice(2) : [],
  options: {
    size: { type: 'string' },
    engines: { type: 'string', default: 'pglite,postgres' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    explain: { type: 'boolean', default: false },
    seed: { type: 'string', default: '18' },
    only: { type: 'string' },
    before: { type: 'string' },
  },
});
const only = args.only?.split(',').filter(Boolean);
/** The endpoints `--only` names, or all of them. */
const chosen = (specs) =>
  only ? Object.fromEntries(Object.entries(specs).filter(([name]) => only.some((word) => name.includes(word)))) : specs;
const basePort = Number(process.env.BENCH_PORT ?? 18200);
const rate = Number(args.rate);
const seconds = Number(args.seconds);
/** Seconds of unrecorded load on each endpoint before measuring (`measure`). */
const warmupSeconds = 3;
const big = args.size === '1m';
const plan = {
  pglite: ['10k', '100k'],
  postgres: big ? ['10k', '1m'] : ['10k', '100k'],
};
const engines = args.engines.split(',');
const cache = join(root, 'bench/.out/data');
const anchor = new Date().toISOString().slice(0, 10);

/** Runs the generator in its own process (it needs tsx for the API's TypeScript). */
export function generate(size, target) {
  const manifestFile = join(cache, `manifest-${Date.now()}.json`);
  mkdirSync(cache, { recursive: true });
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/data/generate.mjs',
      '--size',
      size,
      '--seed',
      args.seed,
      '--anchor',
      anchor,
      '--manifest',
      manifestFile,
      ...target,
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`the generator failed (${size})`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  rmSync(manifestFile);
  return manifest;
}

/** The embedded data set of a size, generated once a day and seed and copied for each run (a run adds reviews). */
export function pgliteDataSet(size) {
  const dir = join(cache, `pglite-${size}-${args.seed}-${anchor}`);
  if (!existsSync(join(dir, 'manifest.json'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const manifest = generate(size, ['--data-dir', dir]);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  }
  const copy = join(cache, `run-${size}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(dir, copy, { recursive: true });
  return { dataDir: copy, manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) };
}

/** The endpoints measured: name, then what autocannon sends. */
/**
 * The public review submission of the generated data's first location, as autocannon sends it:
 * JSON, a new reviewer each time (autocannon calls `setupRequest` before each request).
 */
export function reviewSubmission(manifest) {
  let n = 0;
  return {
    path: `/api/v1/reviews/${manifest.location.id}/${manifest.location.code}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        rating: 1 + (n % 5),
        comment: 'Très bon accueil, je recommande.',
        first_name: 'Bench',
        last_name: `Reviewer${n}`,
        email: `bench.${n++}@example.com`,
      }),
    }),
  };
}

export function endpoints(manifest, owner, seller) {
  const asOwner = { authorization: `Bearer ${owner}`, accept: 'application/json' };
  const asSeller = { authorization: `Bearer ${seller}`, accept: 'application/json' };
  const list = (query) => ({ path: `/api/v1/manager/reviews?${query}`, headers: asOwner });
  let n = 0; // sign-in's next account
  return {
    'reviews: all, page 1': list('tab=all'),
    'reviews: unanswered': list('tab=unanswered'),
    'reviews: answered': list('tab=answered'),
    'reviews: assigned': list('tab=assigned'),
    'reviews: unassigned': list('tab=unassigned'),
    'reviews: 1–2 stars, lowest first': list('tab=all&ratings=1,2&sort=lowest'),
    'reviews: search': list('tab=all&search=attente'),
    // A common word's deep page (read from its matches), and a reviewer's name (the low-rating
    // alert's link: a few hundred matches, read from the matches).
    'reviews: search, page 200': list('tab=all&search=attente&page=200'),
    'reviews: search, a reviewer': list('tab=all&search=Hugo%20Martin'),
    'reviews: one location': list(`tab=all&location_id=${manifest.location.id}`),
    'reviews: page 200': list('tab=all&page=200'),
    'dashboard figures': { path: '/api/v1/manager/dashboard', headers: asOwner },
    'team ranking (seller dashboard)': { path: '/api/v1/seller/dashboard', headers: asSeller },
    'campaign ranking': { path: `/api/v1/manager/campaigns/${manifest.campaignId}/rankings`, headers: asOwner },
    'review submission': reviewSubmission(manifest),
    // Many people signing in, each once in a while (one account again and again would meet
    // the per-account guessing limit, which RATE_LIMIT_SCALE does not lift).
    'sign-in': {
      path: '/api/v1/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          email: manifest.accounts?.[n++ % manifest.accounts.length] ?? manifest.owner.email,
          password: manifest.owner.password,
        }),
      }),
      rate: Math.max(1, Math.round(rate / 10)),
    },
  };
}

/** `overallRate` null: as fast as 10 connections go (the capacity). */
export async function load(base, spec, overallRate = rate, duration = seconds) {
  const { rate: own, path, setupRequest, ...request } = spec;
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 10,
    duration,
    overallRate: own ?? overallRate,
    ...request,
    // autocannon calls setupRequest only on the entries of `requests`.
    ...(setupRequest ? { requests: [{ ...request, setupRequest }] } : {}),
  });
  return {
    rate: own ?? overallRate,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** An API on a data set, as `npm start` runs it, with the rate limits lifted. */
export async function startApi(target, port = basePort, cwd = root) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawnApi({
    port,
    cwd,
    env: { NODE_ENV: 'production', LOCAL_MODE: '1', LOG_LEVEL: 'error', RATE_LIMIT_SCALE: '1000000', ...target },
  });
  try {
    await waitFor(`${base}/api/health`);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { base, stop: () => stop(server) };
}

export const specsFor = (manifest) => async (base) =>
  endpoints(manifest, await signIn(base, manifest.owner), await signIn(base, manifest.seller));

/** One request as the load sends it; its time in ms. */
export async function once(base, spec) {
  const started = performance.now();
  const request = spec.setupRequest ? spec.setupRequest({}) : {};
  const response = await fetch(`${base}${spec.path}`, {
    method: spec.method ?? 'GET',
    headers: spec.headers,
    body: request.body ?? spec.body,
  });
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * Past its capacity, a load leaves requests queued in the server and the database when it
 * ends: wait until the readiness route (one database round trip) answers quickly again, so
 * the next endpoint does not pay for this one.
 */
export async function drain(base) {
  for (let i = 0; i < 240; i++) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * One data set: an API on it, a warm-up, then every endpoint at the fixed rate. Options (for
 * the other benchmarks): `pick` chooses and adds endpoints, `capacity` also loads each without
 * a rate (its `max`), `port` moves the API, `rate` and `seconds` replace the command line's.
 */
export async function measure(
  engine,
  size,
  target,
  manifest,
  {
    pick = (specs) => specs,
    capacity = false,
    port,
    rate: overallRate = rate,
    seconds: duration = seconds,
    cwd = root,
    label = '',
  } = {},
) {
  const api = await startApi(target, port, cwd);
  try {
    const specs = pick(await specsFor(manifest)(api.base));
    // The first start on a data set installs the job queue's tables, on the embedded database
    // in the API's own thread: let it finish, then call each endpoint once, cold.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    for (const spec of Object.values(specs)) await once(api.base, spec);
    // Then a warm-up, not recorded: each endpoint under load for a few seconds, so that the
    // first endpoint measured does not pay for the API's code still being compiled (V8 optimises
    // a function after many calls). Without it the list's page 1, measured first, read
    // p99 45 ms at 491/s and 24 ms at 812/s unthrottled right after (2026-11-28).
    for (const spec of Object.values(specs)) {
      await load(api.base, spec, null, warmupSeconds);
      await drain(api.base);
    }
    const figures = {};
    for (const [name, spec] of Object.entries(specs)) {
      // Unloaded: the median of 5 requests one after the other (what one user meets on a quiet server).
      const alone = [];
      for (let i = 0; i < 5; i++) alone.push(await once(api.base, spec));
      const unloadedMs = Math.round(alone.sort((a, b) => a - b)[2] * 10) / 10;
      await drain(api.base);
      figures[name] = { unloadedMs, ...(await load(api.base, spec, overallRate, duration)) };
      await drain(api.base);
      if (capacity) {
        figures[name].max = await load(api.base, spec, null, duration);
        await drain(api.base);
      }
      const f = figures[name];
      console.log(
        `${label}${engine} ${size} · ${name}: alone ${unloadedMs} ms; at ${f.rate}/s: p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.requestsPerSecond} req/s reached, ${f.errors} errors${f.max ? `; unthrottled: ${f.max.requestsPerSecond} req/s, p99 ${f.max.p99} ms, ${f.max.errors} errors` : ''}`,
      );
    }
    return figures;
  } finally {
    await api.stop();
  }
}

/**
 * `--before`: this checkout's server and another's on the same data at once (two ports), each
 * endpoint measured on both in turn: the alone requests alternate, and the loads run one after
 * the other, the first server changing from one endpoint to the next, so neither gets the
 * quieter moments or the warmer cache of the run.
 */
async function measurePair(size, target, manifest, beforeDir) {
  const servers = [
    { name: 'before', api: await startApi(target, basePort + 2, beforeDir) },
    { name: 'after', api: await startApi(target, basePort) },
  ];
  try {
    for (const server of servers) server.specs = chosen(await specsFor(manifest)(server.api.base));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const figures = { before: {}, endpoints: {} };
    const names = Object.keys(servers[0].specs);
    for (const [i, name] of names.entries()) {
      for (const server of servers) await once(server.api.base, server.specs[name]);
      const alone = { before: [], after: [] };
      for (let round = 0; round < 6; round++) {
        for (const server of round % 2 ? servers : [...servers].reverse())
          alone[server.name].push(await once(server.api.base, server.specs[name]));
      }
      for (const server of i % 2 ? servers : [...servers].reverse()) {
        const unloadedMs = Math.round(alone[server.name].sort((a, b) => a - b)[3] * 10) / 10;
        await drain(server.api.base);
        const f = { unloadedMs, ...(await load(server.api.base, server.specs[name])) };
        await drain(server.api.base);
        figures[server.name === 'before' ? 'before' : 'endpoints'][name] = f;
        console.log(
          `${server.name} · postgres ${size} · ${name}: alone ${unloadedMs} ms; at ${f.rate}/s: p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.requestsPerSecond} req/s reached, ${f.errors} errors`,
        );
      }
    }
    return figures;
  } finally {
    for (const server of servers) await server.api.stop();
  }
}

/** The machine the figures were taken on, kept with them. */
export function describeMachine() {
  return {
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverageAfter: loadavg().map((n) => Math.round(n * 10) / 10),
    node: process.version,
    note: 'shared with other engineers’ builds and tests: figures are noisy',
  };
}

async function main() {
  const results = {};
  const barePort = basePort + 1;
  const bare = startNode(['bench/bare-fastify.mjs', String(barePort)], {});
  try {
    await waitFor(`http://127.0.0.1:${barePort}/`);
    await load(`http://127.0.0.1:${barePort}`, { path: '/' }, rate, 1);
    results.bare = await load(`http://127.0.0.1:${barePort}`, { path: '/' });
    console.log(`bare Fastify: p50 ${results.bare.p50} ms, p99 ${results.bare.p99} ms`);
    if (engines.includes('pglite')) {
      for (const size of plan.pglite) {
        const { dataDir, manifest } = pgliteDataSet(size);
        results[`pglite ${size}`] = {
          manifest,
          endpoints: await measure('pglite', size, { DATA_DIR: dataDir, EMBEDDED_DATABASE: 'pglite' }, manifest),
        };
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    if (engines.includes('postgres')) {
      const server = await startPostgres();
      try {
        for (const size of plan.postgres) {
          const database = `bench_${size}`;
          spawnSync('psql', [server.url, '-qc', `create database ${database}`], { stdio: 'inherit' });
          const url = server.url.replace(/\/postgres$/, `/${database}`);
          const manifest = generate(size, ['--database-url', url]);
          const target = { DATA_DIR: join(cache, 'pg-run'), DATABASE_URL: url };
          results[`postgres ${size}`] = args.before
            ? { manifest, ...(await measurePair(size, target, manifest, args.before)) }
            : { manifest, endpoints: await measure('postgres', size, target, manifest, { pick: chosen }) };
          if (size === plan.postgres.at(-1) && (args.explain || big)) {
            const explain = (cwd, prefix) =>
              writeExplains({
                root,
                databaseUrl: url,
                logFile: server.logFile,
                startApi: () => startApi(target, basePort, cwd),
                specsFor: async (base) => chosen(await specsFor(manifest)(base)),
                label: `PostgreSQL, ${manifest.reviews} reviews`,
                only: Boolean(only),
                prefix,
              });
            if (args.before) results.explainBefore = await explain(args.before, 'before-');
            results.explain = await explain(root, '');
          }
          // The next data set gets the memory.
          spawnSync('psql', [server.url, '-qc', `drop database ${database}`], { stdio: 'inherit' });
        }
      } finally {
        server.stop();
      }
    }
  } finally {
    await stop(bare);
  }

  // Side by side: each engine's smaller and larger data set, with the ratio of their p50s.
  const rows = [];
  for (const engine of engines) {
    const [small, large] = plan[engine].map((size) => results[`${engine} ${size}`]);
    if (!small || !large) continue;
    for (const name of Object.keys(small.endpoints)) {
      const a = small.endpoints[name];
      const b = large.endpoints[name];
      rows.push({
        engine,
        endpoint: name,
        [`${plan[engine][0]} alone ms`]: a.unloadedMs,
        [`${plan[engine][1]} alone ms`]: b.unloadedMs,
        'alone ratio': a.unloadedMs > 0 ? Math.round((b.unloadedMs / a.unloadedMs) * 10) / 10 : '–',
        [`${plan[engine][0]} p50/p99 ms`]: `${a.p50} / ${a.p99}`,
        [`${plan[engine][1]} p50/p99 ms`]: `${b.p50} / ${b.p99}`,
        'p50 ratio': a.p50 > 0 ? Math.round((b.p50 / a.p50) * 10) / 10 : '–',
        'req/s (asked)': `${a.requestsPerSecond} → ${b.requestsPerSecond} (${b.rate})`,
        errors: `${a.errors} / ${b.errors}`,
      });
    }
  }
  console.log(`bare Fastify GET / at ${rate} req/s: p50 ${results.bare.p50} ms, p99 ${results.bare.p99} ms`);
  console.table(rows);

  // One entry a data set, each with its date and the machine, beside the one it replaces: runs of
  // one engine or size (`--engines`, `--size 1m`) update theirs and keep the others.
  const file = join(root, 'bench/results/scale.json');
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { runs: {} };
  const machine = describeMachine();
  const date = new Date().toISOString();
  for (const [key, result] of Object.entries(results)) {
    if (key === 'bare' || key === 'explain' || key === 'explainBefore') continue;
    if (only && saved.runs[key]) {
      // Only some endpoints: theirs are replaced, each with when and how loaded, the others kept.
      for (const [name, figures] of Object.entries(result.endpoints)) {
        const old = saved.runs[key].endpoints[name];
        saved.runs[key].endpoints[name] = {
          ...figures,
          measured: { date, loadAverageAfter: machine.loadAverageAfter, rate, seconds, bare: results.bare },
          ...(result.before?.[name] ? { before: result.before[name] } : {}),
          previous: old ? { ...old, previous: undefined, before: undefined } : null,
        };
      }
      continue;
    }
    const previous = saved.runs[key] ? { ...saved.runs[key], previous: undefined } : null;
    saved.runs[key] = { date, machine, rate, seconds, bare: results.bare, ...result, previous };
  }
  if (results.explain && only && saved.explain) {
    for (const [name, e] of Object.entries(results.explain.endpoints)) {
      const old = saved.explain.endpoints[name];
      saved.explain.endpoints[name] = {
        ...e,
        date: results.explain.date,
        ...(results.explainBefore?.endpoints[name] ? { before: results.explainBefore.endpoints[name] } : {}),
        previous: old ? { ...old, previous: undefined, before: undefined } : null,
      };
    }
  } else if (results.explain) saved.explain = results.explain;
  await writeResults(file, saved);
  console.log(`results written to ${file}`);
}

if (isMain) await main();
