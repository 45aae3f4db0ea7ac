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
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const label = process.argv[2] ?? 'latest';
const port = Number(process.env.BENCH_PORT ?? 18200) + 5;
const debuggingPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const DEMO = { owner: 'demo@starcrew.app', seller: 'lea@starcrew.app', password: 'Starcrew-demo-2026' };
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

async function waitFor(url) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'starcrew-lighthouse-'));
const profile = mkdtempSync(join(tmpdir(), 'starcrew-lighthouse-profile-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOCAL_MODE: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const results = {};
let browser;
try {
  await waitFor(`${base}/api/health`);
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.owner, password: DEMO.password }),
  });
  const token = (await login.json()).data.access_token;
  const sellers = await fetch(`${base}/api/v1/manager/sellers?per_page=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const formPath = (await sellers.json()).data.sellers.find((s) => s.email === DEMO.seller)?.links[0]?.path;
  if (!formPath) throw new Error('no seller link in the demo data');

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
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
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
writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`);
console.log(`results written to ${file}`);
