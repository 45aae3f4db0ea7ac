// Request overhead (issue 18): bare Fastify's hello route and the API's liveness route
// (`GET /api/live`, no database, no session) in the same run, on loopback, with the API as
// `npm start` runs it (production, local mode, default log level). Also the readiness route
// (`GET /api/health`, a database check at most once a second) for comparison.
// Rounds alternate the routes so a burst of load from elsewhere on this shared machine
// lands on all of them; each figure is the median over rounds, the ratio the median of
// each round's ratio. Prints req/s side by side with the ratio
// (goal: the liveness route at ≥ 60% of bare Fastify) and writes results/overhead.json.
// `node bench/overhead.mjs [seconds per run, default 5] [rounds, default 5]`; BENCH_LABEL names the
// run in the results file (default `latest`). The API's engine is EMBEDDED_DATABASE's (default: the
// embedded PostgreSQL). BENCH_BEFORE_ROOT=<another checkout, its dependencies installed> also runs that
// checkout's API, its routes in the same rounds: a before and after in one run. Ports:
// BENCH_PORT (default 18190) and the next two. Each API writes its log to a file (as in
// production, where it goes to a pipe or a file rather than /dev/null); the log lines a request
// are printed and kept beside the CPU time.
import autocannon from 'autocannon';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { root, spawnApi, startNode, stop, waitFor } from './lib/api.mjs';
import { writeResults } from './lib/results.mjs';

const seconds = Number(process.argv[2] ?? 5);
const rounds = Number(process.argv[3] ?? 5);
const CONNECTIONS = 10;

/** CPU time (user + system, µs) a process has used so far, from /proc (Linux). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the 14th and 15th fields of the line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Loads one URL; besides req/s (which other work on a shared machine moves a lot), the
 * server's CPU time per answer, which it moves much less: the steadier measure of overhead.
 */
const load = async ({ url, server }) => {
  const cpuBefore = cpuMicros(server.child.pid);
  const linesBefore = logLines(server);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  const answered = Math.max(r.requests.total, 1);
  return {
    requestsPerSecond: r.requests.average,
    cpuMicrosPerRequest: (cpuMicros(server.child.pid) - cpuBefore) / answered,
    logLinesPerRequest: (logLines(server) - linesBefore) / answered,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Lines a server has written to its log file so far (JSON lines), read on from the last count. */
function logLines(server) {
  if (!server.log) return 0;
  const size = statSync(server.log.path).size;
  const fd = openSync(server.log.path, 'r');
  try {
    const chunk = Buffer.alloc(1 << 20);
    while (server.log.bytes < size) {
      const read = readSync(fd, chunk, 0, Math.min(chunk.length, size - server.log.bytes), server.log.bytes);
      if (read === 0) break;
      for (let i = 0; i < read; i++) if (chunk[i] === 10) server.log.lines++;
      server.log.bytes += read;
    }
  } finally {
    closeSync(fd);
  }
  return server.log.lines;
}

// Every server runs throughout (an idle one costs nothing); the load goes to one route at a time.
const port = Number(process.env.BENCH_PORT ?? 18190);
const engine = process.env.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : (process.env.EMBEDDED_DATABASE ?? 'postgres (the default of a new DATA_DIR)');
const scratch = mkdtempSync(join(tmpdir(), 'starcrew-overhead-'));
/** An API as `npm start` runs it, from checkout `cwd`, its log in a file of its own. */
const api = (name, cwd, apiPort) => {
  const dataDir = join(scratch, name);
  mkdirSync(dataDir);
  const path = join(scratch, `${name}.log`);
  const out = openSync(path, 'w');
  const child = spawnApi({
    port: apiPort,
    cwd,
    env: { NODE_ENV: 'production', LOCAL_MODE: '1', DATA_DIR: dataDir },
    stdio: ['ignore', out, 'inherit'],
  });
  closeSync(out);
  return { child, log: { path, bytes: 0, lines: 0 } };
};
const bare = { child: startNode(['bench/bare-fastify.mjs', String(port)], {}, { stdio: 'ignore' }) };
const apis = [{ name: 'API', server: api('this', root, port + 1), base: `http://127.0.0.1:${port + 1}` }];
const beforeRoot = process.env.BENCH_BEFORE_ROOT ? resolve(process.env.BENCH_BEFORE_ROOT) : undefined;
if (beforeRoot)
  apis.push({ name: 'API before', server: api('before', beforeRoot, port + 2), base: `http://127.0.0.1:${port + 2}` });
const targets = { 'bare Fastify, GET /': { url: `http://127.0.0.1:${port}/`, server: bare } };
for (const { name, server, base } of apis) {
  targets[`${name}, GET /api/live (liveness)`] = { url: `${base}/api/live`, server };
  targets[`${name}, GET /api/health (readiness, database)`] = { url: `${base}/api/health`, server };
}
const names = Object.keys(targets);
const servers = [bare, ...apis.map((a) => a.server)];
const runs = [];
const loadBefore = loadavg();
try {
  for (const name of names) await waitFor(targets[name].url);
  // Warm-up: the first seconds run cold code.
  for (const name of names) await load(targets[name]);
  for (let round = 0; round < rounds; round++) {
    // Alternate the order, so neither always meets the other's leftovers.
    const order = round % 2 === 0 ? names : [...names].reverse();
    const figures = {};
    for (const name of order) figures[name] = await load(targets[name]);
    runs.push(figures);
    const line = (key, unit) => names.map((n) => Math.round(figures[n][key])).join(' / ') + unit;
    console.log(
      `round ${round + 1}: ${line('requestsPerSecond', ' req/s')}, ${line('cpuMicrosPerRequest', ' CPU µs/req')}`,
    );
  }
} finally {
  await Promise.all(servers.map((s) => stop(s.child)));
  rmSync(scratch, { recursive: true, force: true });
}

// Medians over rounds; the ratio is taken within each round (the same minutes), then its median.
const results = Object.fromEntries(
  names.map((name) => [
    name,
    {
      requestsPerSecond: Math.round(median(runs.map((r) => r[name].requestsPerSecond))),
      ofBareFastify: `${Math.round(median(runs.map((r) => r[name].requestsPerSecond / r[names[0]].requestsPerSecond)) * 100)}%`,
      cpuMicrosPerRequest: Math.round(median(runs.map((r) => r[name].cpuMicrosPerRequest))),
      logLinesPerRequest: Math.round(median(runs.map((r) => r[name].logLinesPerRequest)) * 100) / 100,
      // Requests per CPU second against bare Fastify's: the ratio a quiet machine would show.
      ofBareFastifyByCpu: `${Math.round((median(runs.map((r) => r[names[0]].cpuMicrosPerRequest)) / median(runs.map((r) => r[name].cpuMicrosPerRequest))) * 100)}%`,
      p50Ms: median(runs.map((r) => r[name].p50)),
      p99Ms: median(runs.map((r) => r[name].p99)),
      errors: runs.reduce((sum, r) => sum + r[name].errors, 0),
      perRound: runs.map((r) => Math.round(r[name].requestsPerSecond)),
    },
  ]),
);
console.table(
  Object.entries(results).map(([name, r]) => ({
    route: name,
    'req/s': r.requestsPerSecond,
    'of bare Fastify': r.ofBareFastify,
    'CPU µs/req': r.cpuMicrosPerRequest,
    'of bare, by CPU': r.ofBareFastifyByCpu,
    'log lines/req': r.logLinesPerRequest,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    errors: r.errors,
  })),
);
const machine = {
  cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  loadAverageBefore: loadBefore.map((l) => l.toFixed(1)).join(' '),
  loadAverageAfter: loadavg()
    .map((l) => l.toFixed(1))
    .join(' '),
  note: 'shared by other builds and tests; autocannon runs on the same 2 cores as the server',
};
const file = join(root, 'bench/results/overhead.json');
let history = {};
try {
  history = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  // first run
}
const label = process.env.BENCH_LABEL ?? 'latest';
history[label] = {
  date: new Date().toISOString(),
  machine,
  settings: { seconds, rounds, connections: CONNECTIONS, engine, ...(beforeRoot ? { before: beforeRoot } : {}) },
  results,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
await writeResults(file, history);
console.log(`written to ${file} under "${label}"`);
