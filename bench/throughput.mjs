// Throughput of the API's hot endpoints, and where a request's time goes (issue 18, "Request
// overhead"): the reviews list (page 1; `page200`, its page 200), the dashboard figures and the public review
// submission, on the same generated data, for one or more servers side by side in one run
// (this checkout and another, e.g. the commit before a change: a `git worktree` with its
// dependencies installed). For each server and endpoint, a fresh copy of the data set and a
// fresh production server (as `npm start` runs it, rate limits lifted, log level `info` as
// by default), then:
//   - unthrottled: autocannon, 10 connections, as fast as the server answers (the capacity),
//     and the API process's CPU time a request (/proc: steadier than req/s on a shared machine),
//     with the embedded PostgreSQL's processes' beside it (`--engine postgres`);
//   - at `--rate` (default 500 a second, the list's goal): p50, p99, the rate reached;
//   - SQL statements a request (a preload counts what the server sends to its database,
//     bench/server-probe.mjs), and statements a second while idle (the job queue's polling);
//   - with `--profile`: a CPU profile of the server over the unthrottled load only (the same
//     preload runs V8's profiler), summarized by package and function (bench/cpu-profile.mjs)
//     and kept in bench/.out/throughput/ for Chrome's DevTools.
// Servers and endpoints alternate so a change in the machine's load lands on both.
//
//   node bench/throughput.mjs --data-dir <seed DATA_DIR> [--servers before=/work/wt/base,after=.]
//        [--engine pglite|postgres] [--endpoints list,page200,dashboard,submission] [--rounds 1]
//        [--rate 500] [--seconds 5] [--profile] [--label <name>]
//
// The seed DATA_DIR comes from bench/data/generate.mjs (`--manifest <seed>/manifest.json`, or
// the manifest line it prints saved there). Ports: BENCH_PORT (default 18750) and the next. Results:
// results/throughput.json under `--label` (profiles' summaries included). Noisy on 2 shared
// cores: reported, never asserted.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { printSummary, summarize } from './cpu-profile.mjs';
import { spawnApi, signIn, stop, waitFor } from './lib/api.mjs';
import { describeMachine, drain, once, reviewSubmission } from './scale.mjs';
import { writeResults } from './lib/results.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    servers: { type: 'string', default: `this=${root}` },
    engine: { type: 'string', default: 'pglite' },
    endpoints: { type: 'string', default: 'list,dashboard,submission' },
    rounds: { type: 'string', default: '1' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '5' },
    profile: { type: 'boolean', default: false },
    label: { type: 'string', default: new Date().toISOString().slice(0, 16) },
  },
});
if (!args['data-dir']) throw new Error('--data-dir <seed DATA_DIR> is required');
const seed = resolve(args['data-dir']);
const manifest = JSON.parse(readFileSync(join(seed, 'manifest.json'), 'utf8'));
const servers = args.servers.split(',').map((entry) => {
  const [name, dir] = entry.split('=');
  return { name, dir: resolve(dir) };
});
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const port = Number(process.env.BENCH_PORT ?? 18750);
const base = `http://127.0.0.1:${port}`;
const probe = `http://127.0.0.1:${port + 1}`;
const scratch = join(root, 'bench/.out/throughput');

/** The endpoints, as autocannon sends them. */
const ENDPOINTS = {
  list: (token) => ({
    path: '/api/v1/manager/reviews?tab=all',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  }),
  // A deep page of the same list (the inbox's page 200).
  page200: (token) => ({
    path: '/api/v1/manager/reviews?tab=all&page=200',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  }),
  dashboard: (token) => ({
    path: '/api/v1/manager/dashboard',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  }),
  submission: () => reviewSubmission(manifest),
};

async function load(spec, overallRate, duration) {
  const { path, setupRequest, ...request } = spec;
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 10,
    duration,
    ...(overallRate ? { overallRate } : {}),
    ...request,
    ...(setupRequest ? { requests: [{ ...request, setupRequest }] } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const probeCall = async (path, method = 'GET') => (await fetch(`${probe}${path}`, { method })).json();
const statements = async () => (await probeCall('/statements')).statements;

/** The statements a request sends, each with its time, from `n` requests one after the other. */
async function statementsAlone(spec, n = 20) {
  const before = (await probeCall('/statements')).bySql;
  const times = [];
  for (let i = 0; i < n; i++) times.push(await once(base, spec));
  const after = (await probeCall('/statements')).bySql;
  const rows = Object.entries(after)
    .map(([sql, { n: count, ms }]) => ({
      sql,
      perRequest: (count - (before[sql]?.n ?? 0)) / n,
      ms: (ms - (before[sql]?.ms ?? 0)) / Math.max(1, count - (before[sql]?.n ?? 0)),
    }))
    .filter((row) => row.perRequest > 0)
    .sort((a, b) => b.perRequest * b.ms - a.perRequest * a.ms)
    .map((row) => ({ ...row, perRequest: Math.round(row.perRequest * 100) / 100, ms: Math.round(row.ms * 100) / 100 }));
  return { requestMs: Math.round(times.sort((a, b) => a - b)[Math.floor(n / 2)] * 10) / 10, statements: rows };
}

/** The server process's CPU time so far, ms (user + system, from /proc: Linux only). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return Number.NaN;
  }
}

/**
 * The embedded PostgreSQL's CPU time so far, ms: its postmaster (`postmaster.pid`'s first line)
 * and every process it started (the connections' backends, the writer, …), from /proc. A
 * backend that exited since the last reading takes its time with it (the pools' connections
 * live through a load). Undefined on PGlite, which runs in the API's process.
 */
function databaseCpuMs(dataDir) {
  let postmaster;
  try {
    postmaster = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  let total = cpuMs(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // The 4th field of the line (the parent's pid) is the 2nd after the command's name.
      if (Number(fields[1]) === postmaster) total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

async function startServer(server, dataDir) {
  const child = spawnApi({
    port,
    cwd: server.dir,
    imports: [join(root, 'bench/server-probe.mjs')],
    env: {
      NODE_ENV: 'production',
      LOCAL_MODE: '1',
      RATE_LIMIT_SCALE: '1000000',
      DATA_DIR: dataDir,
      EMBEDDED_DATABASE: args.engine,
      PROBE_PORT: String(port + 1),
    },
  });
  await waitFor(`${base}/api/health`);
  return child;
}

async function run(server, endpoint) {
  const dataDir = join(scratch, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  // `cp -a`: an embedded PostgreSQL's cluster must keep its modes (PostgreSQL wants it 0700).
  if (spawnSync('cp', ['-a', seed, dataDir]).status !== 0) throw new Error(`could not copy ${seed}`);
  const child = await startServer(server, dataDir);
  try {
    const token = await signIn(base, manifest.owner);
    const spec = ENDPOINTS[endpoint](token);
    // Warm: the job queue's first start, then the endpoint's first calls.
    await new Promise((r) => setTimeout(r, 3_000));
    for (let i = 0; i < 20; i++) await once(base, spec);
    await load(spec, null, 2);
    await drain(base);
    const alone = await statementsAlone(spec);
    console.log(`${server.name} · ${endpoint}: alone ${alone.requestMs} ms (median of 20), statements a request:`);
    for (const row of alone.statements) console.log(`  ${row.perRequest} × ${row.ms} ms  ${row.sql}`);
    const idleBefore = await statements();
    await new Promise((r) => setTimeout(r, 2_000));
    const idlePerSecond = ((await statements()) - idleBefore) / 2;
    const before = await statements();
    if (args.profile) await probeCall('/profile/start', 'POST');
    const cpuBefore = cpuMs(child.pid);
    const databaseBefore = databaseCpuMs(dataDir);
    const max = await load(spec, null, seconds);
    // The API process's CPU a request, whatever share of the machine it got (PostgreSQL's own
    // processes not included): steadier than req/s on a shared machine.
    max.cpuMsPerRequest = Math.round(((cpuMs(child.pid) - cpuBefore) / max.requests) * 100) / 100;
    // And the embedded PostgreSQL's: with the API's, what a request costs the machine's cores.
    if (databaseBefore !== undefined)
      max.databaseCpuMsPerRequest = Math.round(((databaseCpuMs(dataDir) - databaseBefore) / max.requests) * 100) / 100;
    const profile = args.profile ? await probeCall('/profile/stop', 'POST') : undefined;
    const during = (await statements()) - before;
    if (profile) {
      writeFileSync(join(scratch, `${server.name}-${endpoint}.cpuprofile`), JSON.stringify(profile));
      const summary = summarize(profile, 30);
      printSummary(`${server.name} · ${endpoint} (unthrottled load)`, summary);
      runProfiles[`${server.name} · ${endpoint}`] = summary;
    }
    const statementsPerRequest = Math.round(((during - idlePerSecond * seconds) / max.requests) * 10) / 10;
    await drain(base);
    const atRate = await load(spec, rate, seconds);
    await drain(base);
    const figures = { alone, max, atRate, statementsPerRequest, idleStatementsPerSecond: idlePerSecond };
    console.log(
      `${server.name} · ${endpoint}: unthrottled ${max.requestsPerSecond} req/s (p50 ${max.p50}, p99 ${max.p99} ms, ${max.errors} errors, ${max.cpuMsPerRequest} ms of the API's CPU a request${max.databaseCpuMsPerRequest === undefined ? '' : `, ${max.databaseCpuMsPerRequest} ms of PostgreSQL's`}); at ${rate}/s: ${atRate.requestsPerSecond} req/s, p50 ${atRate.p50} ms, p99 ${atRate.p99} ms, ${atRate.errors} errors; ${statementsPerRequest} statements a request (idle: ${idlePerSecond}/s)`,
    );
    return figures;
  } finally {
    await stop(child);
  }
}

const runProfiles = {};
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const results = {};
// `--rounds`: the endpoints again, each round's figures under `<endpoint> (round n)`, so a
// burst of load from elsewhere lands on both servers over the rounds.
for (let round = 1; round <= Number(args.rounds); round++) {
  for (const [index, endpoint] of args.endpoints.split(',').entries()) {
    const key = round === 1 ? endpoint : `${endpoint} (round ${round})`;
    results[key] = {};
    // Alternate the order from one endpoint to the next and, for each endpoint, from one round
    // to the next: the server measured first fares better on this machine (the same code
    // measured twice differed by 10-60% with the order), so each goes first as often.
    const order = (round + index) % 2 ? servers : [...servers].reverse();
    for (const server of order) results[key][server.name] = await run(server, endpoint);
  }
}

const file = join(root, 'bench/results/throughput.json');
const all = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
all[args.label] = {
  date: new Date().toISOString(),
  machine: describeMachine(),
  engine: args.engine,
  reviews: manifest.reviews,
  rate,
  seconds,
  servers: Object.fromEntries(servers.map((s) => [s.name, s.dir])),
  results,
  ...(args.profile ? { profiles: runProfiles } : {}),
};
await writeResults(file, all);
rmSync(join(scratch, 'data'), { recursive: true, force: true });
