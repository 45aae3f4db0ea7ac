// EXPLAIN (ANALYZE, BUFFERS) of every statement the measured endpoints run (issue 18), taken
// by PostgreSQL itself: auto_explain logs the plan of each statement of the benchmark's
// database, the endpoints are called one at a time, and the plans written between two calls
// are that endpoint's. No SQL is copied here: what is explained is what the API sends.
// Writes results/explain/<endpoint>.txt and results/explain/summary.json, and reports every
// sequential scan of reviews.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeResults } from './lib/results.mjs';

const settings = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_timing': 'on',
  'auto_explain.log_nested_statements': 'on',
};

const psql = (url, command) => {
  const result = spawnSync('psql', [url, '-qXc', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
};

const slug = (name) =>
  name
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** The plans auto_explain wrote to the server's log between two offsets. */
function plansSince(logFile, offset) {
  const text = readFileSync(logFile, 'utf8').slice(offset);
  const plans = [];
  let current = null;
  for (const line of text.split('\n')) {
    const head = /LOG: {2}duration: ([\d.]+) ms {2}plan:$/.exec(line);
    if (head) {
      current = { ms: Number(head[1]), lines: [] };
      plans.push(current);
    } else if (current && line.startsWith('\t')) {
      current.lines.push(line.slice(1));
    } else {
      current = null;
    }
  }
  // The job queue's polling runs beside the requests: not the endpoints' work.
  return plans.filter((p) => !p.lines.some((l) => /pgboss/.test(l)));
}

/**
 * `startApi()` starts an API on the database (new connections, so they load auto_explain)
 * and resolves to its base URL and a stop function; `specs` are the endpoints as
 * bench/scale.mjs loads them. `only`: these endpoints are some of them, so the other
 * endpoints' files stay and summary.json keeps their entries; `prefix` starts the files'
 * names (another checkout's server: `before-`), and such a run leaves summary.json alone.
 */
export async function writeExplains({
  root,
  databaseUrl,
  logFile,
  startApi,
  specsFor,
  label,
  only = false,
  prefix = '',
}) {
  const database = new URL(databaseUrl).pathname.slice(1);
  for (const [key, value] of Object.entries(settings))
    psql(databaseUrl, `alter database ${database} set ${key} = '${value}'`);
  const dir = join(root, 'bench/results/explain');
  if (!only) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const api = await startApi();
  const summary = { label, date: new Date().toISOString(), endpoints: {} };
  try {
    const specs = await specsFor(api.base);
    for (const [name, spec] of Object.entries(specs)) {
      const call = async () => {
        const request = spec.setupRequest ? spec.setupRequest({}) : {};
        const response = await fetch(`${api.base}${spec.path}`, {
          method: spec.method ?? 'GET',
          headers: spec.headers,
          body: request.body ?? spec.body,
        });
        await response.arrayBuffer();
        return response.status;
      };
      await call(); // warm: caches filled, as under load
      const offset = statSync(logFile).size;
      const status = await call();
      await new Promise((resolve) => setTimeout(resolve, 300)); // the log is written asynchronously
      const plans = plansSince(logFile, offset);
      const seqScans = plans.filter((p) => p.lines.some((l) => /Seq Scan on reviews\b/.test(l)));
      writeFileSync(
        join(dir, `${prefix}${slug(name)}.txt`),
        `${name} (HTTP ${status}), ${label}\n\n` +
          plans.map((p) => `-- ${p.ms} ms\n${p.lines.join('\n')}`).join('\n\n') +
          '\n',
      );
      summary.endpoints[name] = {
        status,
        statements: plans.length,
        slowestMs: Math.max(0, ...plans.map((p) => p.ms)),
        seqScansOnReviews: seqScans.length,
      };
      if (seqScans.length > 0) console.log(`SEQUENTIAL SCAN of reviews: ${name} (${seqScans.length} statement(s))`);
    }
  } finally {
    await api.stop();
    psql(databaseUrl, `alter database ${database} reset all`);
  }
  const summaryFile = join(dir, 'summary.json');
  if (only && existsSync(summaryFile)) {
    // Some endpoints: theirs replace their entries (the one replaced kept as `previous`).
    const saved = JSON.parse(readFileSync(summaryFile, 'utf8'));
    for (const [name, e] of Object.entries(summary.endpoints)) {
      const old = saved.endpoints[name];
      saved.endpoints[name] = { ...e, date: summary.date, previous: old ? { ...old, previous: undefined } : null };
    }
    if (!prefix) await writeResults(summaryFile, saved);
  } else if (!prefix) await writeResults(summaryFile, summary);
  const scanned = Object.entries(summary.endpoints).filter(([, e]) => e.seqScansOnReviews > 0);
  console.log(
    scanned.length === 0
      ? 'EXPLAIN: no sequential scan of reviews'
      : `EXPLAIN: ${scanned.length} endpoint(s) scan reviews sequentially: ${scanned.map(([n]) => n).join(', ')}`,
  );
  return summary;
}
