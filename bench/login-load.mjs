// Sign-in under load (issue 12, fault 6): a production-mode server on loopback and the
// embedded database, hit by 200 connections. `refused` is an attacker past the sign-in limit
// (every answer a 429); `mixed` is 100 connections of that attacker beside 100 of users
// signing in with their right password (one user per connection). Run alone with
// `node bench/login-load.mjs [label]` (the run is kept under that label in
// results/login-load.json, so before and after sit side by side; BENCH_SERVER_ROOT runs the
// server of another checkout, e.g. `git archive <commit> apps/api packages` with node_modules
// linked in).
// Times on 2 shared cores are noisy: reported, never asserted.
import autocannon from 'autocannon';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnApi, stop, waitFor } from './lib/api.mjs';
import { writeResults } from './lib/results.mjs';

const PASSWORD = 'Bench-password-2026';
const ATTACKED = 'attacked@bench.test';

/** `serverRoot`: the checkout whose server is measured (another commit's, for a before and after). */
export async function benchLoginLoad(root, { duration = 20, port = 18181, serverRoot = root } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'starcrew-bench-login-'));
  const server = spawnApi({
    port,
    cwd: serverRoot,
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // No mail is sent here; a transport keeps a production configuration valid.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      // Only the per-address limits scale: the users' sign-ups come from one address. The
      // attacker is stopped by the limits on its email, as it was with a spoofed address.
      RATE_LIMIT_SCALE: '1000000',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const post = (path, body) =>
    fetch(`${base}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  try {
    await waitFor(`${base}/api/health`);
    const users = [];
    for (let i = 0; i < 100; i += 1) {
      const email = `user${i}@bench.test`;
      const password_confirmation = PASSWORD;
      const answer = await post('register', {
        first_name: 'Bench',
        last_name: `User ${i}`,
        email,
        password: PASSWORD,
        password_confirmation,
      });
      if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
      users.push(email);
    }
    // Past the limit: every later attempt on this email is refused.
    for (let i = 0; i < 10; i += 1) await post('login', { email: ATTACKED, password: `Wrong-${i}-password` });

    const attacker = (connections) =>
      autocannon({
        url: `${base}/api/v1/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: ATTACKED, password: 'Wrong-password-1' }),
        connections,
        duration,
      });
    const refused = await attacker(200);

    let next = 0;
    const valid = autocannon({
      url: `${base}/api/v1/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      connections: 100,
      duration,
      setupClient(client) {
        const email = users[next++ % users.length];
        client.setBody(JSON.stringify({ email, password: PASSWORD }));
      },
    });
    const [mixedRefused, mixedValid] = await Promise.all([attacker(100), valid]);
    return {
      refused: summarize(refused),
      mixed: { refused: summarize(mixedRefused), valid: summarize(mixedValid) },
    };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function summarize(result) {
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    statuses: Object.fromEntries(
      ['1xx', '2xx', '3xx', '4xx', '5xx'].map((k) => [k, result[k]]).filter(([, count]) => count > 0),
    ),
    timeouts: result.timeouts,
    errors: result.errors,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../..');
  const label = process.argv[2] ?? 'latest';
  const duration = Number(process.env.BENCH_DURATION ?? 20);
  const port = Number(process.env.BENCH_PORT ?? 18181);
  const serverRoot = process.env.BENCH_SERVER_ROOT ?? root;
  const results = await benchLoginLoad(root, { duration, port, serverRoot });
  const file = join(root, 'bench/results/login-load.json');
  const all = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  all[label] = { date: new Date().toISOString(), machine: '2 shared cores (noisy)', ...results };
  await writeResults(file, all);
  console.log(JSON.stringify(results, null, 2));
}
