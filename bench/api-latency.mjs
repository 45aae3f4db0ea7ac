// Measures the API's latency on loopback with autocannon: health (the floor) and sign-in
// (argon2id verification dominates), on the embedded database. Run by `pnpm bench`; times
// are noisy on 2 shared cores, so they are reported, never asserted.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnApi, stop, waitFor } from './lib/api.mjs';

export async function benchApi(root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'starcrew-bench-'));
  const port = 18181;
  const server = spawnApi({
    port,
    cwd: root,
    // The sign-in limits would turn most of the load into 429s: lift them to measure sign-in.
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'error', RATE_LIMIT_SCALE: '1000000' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
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
    await stop(server);
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
