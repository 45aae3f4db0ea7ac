// Measures the API's latency on loopback with autocannon: health (the floor) and sign-in
// (argon2id verification dominates), on the embedded database. Run by `pnpm bench`; times
// are noisy on 2 shared cores, so they are reported, never asserted.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function benchApi(root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'starcrew-bench-'));
  const port = 18181;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    // The sign-in limits would turn most of the load into 429s: lift them to measure sign-in.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_SCALE: '1000000',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
    const run = (opts) => autocannon({ connections: 10, duration: 10, ...opts });
    const health = await run({ url: `${base}/api/health` });
    const login = await run({
      url: `${base}/api/v1/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: 'demo@starcrew.app', password: 'Starcrew-demo-2026' }),
      connections: 4,
    });
    return { health: summarize(health), login: summarize(login) };
  } finally {
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function summarize(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function waitForHealth(base) {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API server did not start');
}
