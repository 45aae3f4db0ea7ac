// Lighthouse, mobile (its default: a mid-range phone on a slow 4G, simulated), on the pages a
// visitor meets first (issue 18): the public review form, the console's sign-in, and the
// dashboard once signed in. Against a production-mode server on loopback with the demo data,
// after `pnpm build`. Debian's Chromium (e2e/chromium.ts): Playwright starts it with a
// debugging port, signs in through the sign-in page, and Lighthouse audits in that same
// browser without resetting its storage, so the dashboard is audited signed in.
//
//   node bench/lighthouse.mjs [label]      (port: BENCH_PORT + 5, default 18205, and the next)
//
// Keeps each run under its label (default `latest`) in results/lighthouse.json, with the
// previous run of that label beside it.
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { DEMO, demoFormPath, root, spawnApi, stop, waitFor } from './lib/api.mjs';
import { writeResults } from './lib/results.mjs';

const label = process.argv[2] ?? 'latest';
const port = Number(process.env.BENCH_PORT ?? 18200) + 5;
const debuggingPort = port + 1;
const base = `http://127.0.0.1:${port}`;
// As e2e/chromium.ts launches it (that file is TypeScript for the e2e project).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const dataDir = mkdtempSync(join(tmpdir(), 'starcrew-lighthouse-'));
const profile = mkdtempSync(join(tmpdir(), 'starcrew-lighthouse-profile-'));
const server = spawnApi({
  port,
  env: { NODE_ENV: 'production', LOCAL_MODE: '1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
});
const results = {};
let browser;
try {
  await waitFor(`${base}/api/health`);
  const formPath = await demoFormPath(base);

  browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
    headless: true,
  });
  const audit = async (name, url) => {
    // Once unmeasured: the server's first answers of a page fill its caches.
    await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const { lhr } = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const metric = (id) => lhr.audits[id]?.numericValue;
    results[name] = {
      url: url.replace(base, ''),
      // Where the page ended: a dashboard audited signed out would end on /login.
      finalUrl: lhr.finalDisplayedUrl.replace(base, ''),
      score: lhr.categories.performance.score,
      lcpMs: Math.round(metric('largest-contentful-paint')),
      fcpMs: Math.round(metric('first-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      runtimeError: lhr.runtimeError?.message,
      warnings: lhr.runWarnings,
    };
    const r = results[name];
    console.log(`${name}: score ${r.score}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}`);
  };
  await audit('review form', `${base}${formPath}`);
  await audit('console sign-in', `${base}/login`);
  // Sign in through the page, in the browser Lighthouse audits: the dashboard is then the signed-in one.
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[type=email]').fill(DEMO.owner);
  await page.locator('input[type=password]').fill(DEMO.password);
  await page.locator('input[type=password]').press('Enter');
  await page.waitForURL(/\/manager\/dashboard/, { timeout: 60_000 });
  await page.close();
  await audit('console dashboard', `${base}/manager/dashboard`);
} finally {
  await browser?.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}

const file = join(root, 'bench/results/lighthouse.json');
const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const machine = {
  cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  memoryGb: Math.round(totalmem() / 2 ** 30),
  loadAverageAfter: loadavg().map((n) => Math.round(n * 10) / 10),
  note: 'Lighthouse simulates a mobile CPU and network from the trace, but the trace is taken on this shared machine',
};
const previous = saved[label] ? { ...saved[label], previous: undefined } : null;
saved[label] = { date: new Date().toISOString(), machine, results, previous };
await writeResults(file, saved);
console.log(`results written to ${file}`);
