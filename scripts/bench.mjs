// `pnpm bench`: runs the benchmarks under bench/ and writes their results side by side in
// bench/results/latest.json, next to the committed previous run, so a change shows as a diff.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchApi } from '../bench/api-latency.mjs';
import { root, run } from './lib/ensure.mjs';

const resultsFile = join(root, 'bench/results/latest.json');
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : null;

run('pnpm', ['build']);
run('node', ['scripts/check-size.mjs']);
const size = JSON.parse(readFileSync(join(root, 'bench/results/size.json'), 'utf8'));
const api = await benchApi(root);
// Request overhead against bare Fastify (issue 18): its own table and results/overhead.json.
run('node', ['bench/overhead.mjs']);
// Latency as the data grows (issue 18): results/scale.json; `npm run bench -- --size 1m` adds
// 1M reviews on PostgreSQL and the EXPLAIN of every statement (results/explain/).
run('node', ['bench/scale.mjs', ...process.argv.slice(2)]);
// The embedded database three ways (PGlite in the API's thread, on its own thread, an embedded
// PostgreSQL) on the same data, against the goals: results/embedded-db.json.
run('node', ['bench/embedded-db.mjs']);
// Lighthouse mobile on the review form, sign-in and the dashboard: results/lighthouse.json.
run('node', ['bench/lighthouse.mjs']);
// The results are committed: in the repository's format, so `npm run lint` passes on them.
run('pnpm', ['exec', 'prettier', '--write', '--log-level', 'warn', 'bench/results']);
const current = { date: new Date().toISOString(), machine: '2 cores (noisy; for comparison only)', size, api };

console.table(
  Object.entries(api).map(([name, r]) => ({
    endpoint: name,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.latencyMs.p50,
    'p99 ms': r.latencyMs.p99,
    'previous req/s': previous?.api?.[name]?.requestsPerSecond ?? '–',
    'previous p99 ms': previous?.api?.[name]?.latencyMs?.p99 ?? '–',
  })),
);
writeFileSync(
  resultsFile,
  `${JSON.stringify({ ...current, previous: previous && { date: previous.date, api: previous.api } }, null, 2)}\n`,
);
console.log(`results written to ${resultsFile}`);
