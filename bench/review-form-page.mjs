// The review form without JavaScript (issue 15 §4, issue 18): time to first byte of the
// server-rendered page and the bytes of its HTML and of the CSS it links (raw, gzip, brotli),
// on a production-mode server on loopback with the embedded database and the demo data.
// Run alone with `node bench/review-form-page.mjs [label]` after `pnpm build` (the CSS is the
// review form's build); the run is kept under that label in results/review-form-page.json.
// Times on 2 shared cores are noisy: reported, never asserted.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { demoFormPath, spawnApi, stop, waitFor } from './lib/api.mjs';
import { writeResults } from './lib/results.mjs';

/** One GET: milliseconds to the first byte of the body, and the body. */
function timedGet(url, headers = {}) {
  return new Promise((done, fail) => {
    const start = process.hrtime.bigint();
    let firstByte;
    const chunks = [];
    request(url, { headers }, (response) => {
      response.on('data', (chunk) => {
        firstByte ??= process.hrtime.bigint();
        chunks.push(chunk);
      });
      response.on('end', () =>
        done({
          status: response.statusCode,
          ttfbMs: Number((firstByte ?? process.hrtime.bigint()) - start) / 1e6,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', fail)
      .end();
  });
}

const sizes = (buffer) => ({
  raw: buffer.length,
  gzip: gzipSync(buffer, { level: 9 }).length,
  brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const percentile = (sorted, p) => Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(2));

export async function benchReviewFormPage(root, { requests = 300, port = 18182 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'starcrew-bench-form-'));
  const server = spawnApi({
    port,
    cwd: root,
    env: { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'error', LOCAL_MODE: '1' },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const path = await demoFormPath(base);

    const headers = { 'accept-language': 'fr-FR,fr;q=0.9' };
    for (let i = 0; i < 20; i += 1) await timedGet(`${base}${path}`, headers); // warm-up
    const times = [];
    let page;
    for (let i = 0; i < requests; i += 1) {
      page = await timedGet(`${base}${path}`, headers);
      if (page.status !== 200) throw new Error(`the page answered ${page.status}`);
      times.push(page.ttfbMs);
    }
    times.sort((a, b) => a - b);
    const html = page.body;
    const cssHrefs = [...html.toString('utf8').matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    const css = Buffer.concat(await Promise.all(cssHrefs.map(async (href) => (await timedGet(`${base}${href}`)).body)));
    return {
      requests,
      ttfbMs: { p50: percentile(times, 0.5), p90: percentile(times, 0.9), p99: percentile(times, 0.99) },
      htmlBytes: sizes(html),
      cssBytes: sizes(css),
      cssFiles: cssHrefs.length,
      htmlPlusCssBrotli: sizes(html).brotli + sizes(css).brotli,
    };
  } finally {
    await stop(server, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const label = process.argv[2] ?? 'latest';
  const result = await benchReviewFormPage(root);
  console.log(JSON.stringify(result, null, 2));
  const file = join(root, 'bench/results/review-form-page.json');
  const runs = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  runs[label] = { date: new Date().toISOString(), machine: '2 shared cores (noisy; for comparison only)', ...result };
  await writeResults(file, runs);
}
