// Prints the README's tables from the committed results (results/scale.json,
// results/explain/summary.json, results/lighthouse.json): goal, today and the previous run.
// `node bench/report.mjs` after a run, then paste into bench/README.md.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path) => (existsSync(`${root}${path}`) ? JSON.parse(readFileSync(`${root}${path}`, 'utf8')) : null);
const scale = read('bench/results/scale.json');
const lighthouse = read('bench/results/lighthouse.json');

/** The issue's goals (issue 18), where it sets one. */
const goals = {
  list: 'p99 ≤ 30 ms at 500/s (100k) or 1,500/s (1M); flat',
  'dashboard figures': '≤ 20 ms (PostgreSQL, 1M); ≤ 1.5×',
  'review submission': '≥ 800/s',
  'sign-in': '– (argon2id)',
};
const goalOf = (name) => (name.startsWith('reviews:') ? goals.list : (goals[name] ?? 'flat (≤ 1.5×)'));

const cell = (e) => (e ? `${e.unloadedMs}; ${e.p50} / ${e.p99}, ${e.requestsPerSecond}/s` : '–');

if (scale) {
  const engines = [
    ['pglite', ['10k', '100k']],
    ['postgres', ['10k', scale.runs['postgres 1m'] ? '1m' : '100k']],
  ];
  for (const [engine, [small, large]] of engines) {
    const a = scale.runs[`${engine} ${small}`];
    const b = scale.runs[`${engine} ${large}`];
    if (!a || !b) continue;
    console.log(
      `\n${engine === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL 15'}, ${small} → ${large} reviews, ${b.rate} req/s for ${b.seconds} s (${b.date.slice(0, 10)}; bare Fastify at that rate: p50 ${b.bare.p50} ms, p99 ${b.bare.p99} ms)\n`,
    );
    console.log(
      `| endpoint | goal | ${small}: alone ms; p50 / p99 ms at the rate; rate reached | ${large} | ${large} ÷ ${small}: alone (p50) | previous ${large} |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const name of Object.keys(b.endpoints)) {
      const x = a.endpoints[name];
      const y = b.endpoints[name];
      const ratio =
        x && x.unloadedMs > 0
          ? `${(y.unloadedMs / x.unloadedMs).toFixed(1)}× (${x.p50 > 0 ? (y.p50 / x.p50).toFixed(1) : '–'}×)`
          : '–';
      console.log(
        `| ${name} | ${goalOf(name)} | ${cell(x)} | ${cell(y)} | ${ratio} | ${cell(b.previous?.endpoints?.[name])} |`,
      );
    }
  }
  if (scale.explain) {
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS), ${scale.explain.label}: statements a request, slowest, sequential scans of reviews\n`,
    );
    console.log('| endpoint | statements | slowest ms | seq scans of reviews |');
    console.log('| --- | --- | --- | --- |');
    for (const [name, e] of Object.entries(scale.explain.endpoints)) {
      console.log(`| ${name} | ${e.statements} | ${e.slowestMs} | ${e.seqScansOnReviews || '–'} |`);
    }
  }
}

if (lighthouse?.latest) {
  const { results, previous, date } = lighthouse.latest;
  const lhGoals = { 'review form': 'LCP ≤ 1.0 s, score 1.00' };
  console.log(`\nLighthouse mobile (${date.slice(0, 10)})\n`);
  console.log('| page | goal | score | LCP | TBT | CLS | previous |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, r] of Object.entries(results)) {
    const p = previous?.results?.[name];
    console.log(
      `| ${name} | ${lhGoals[name] ?? '–'} | ${r.score} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${p ? `${p.score}, LCP ${p.lcpMs} ms` : '–'} |`,
    );
  }
}
