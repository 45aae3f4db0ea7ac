// How the benchmarks start the API (or any Node server), wait for it, stop it and sign in: one
// piece of code for every script under bench/ (each wrote its own before).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `node ...argv` in `cwd` with the environment plus `env`; stderr shows, stdout is dropped. */
export function startNode(argv, env = {}, { cwd = root, stdio = ['ignore', 'ignore', 'inherit'] } = {}) {
  return spawn(process.execPath, argv, { cwd, env: { ...process.env, ...env }, stdio });
}

/**
 * The API's own entry (`apps/api/src/main.ts`, through tsx) on 127.0.0.1:`port`. `imports` are
 * modules loaded before it (the statement probe of bench/server-probe.mjs); `cwd` is the checkout
 * whose server runs (another commit's, for a before and after).
 */
export function spawnApi({ port, env = {}, imports = [], cwd = root, stdio } = {}) {
  const argv = [...imports.flatMap((m) => ['--import', m]), '--import', 'tsx', 'apps/api/src/main.ts'];
  return startNode(argv, { PORT: String(port), HOST: '127.0.0.1', ...env }, { cwd, stdio });
}

/** Resolves once `url` answers 2xx; a server that cold-starts PGlite and migrates takes a while. */
export async function waitFor(url, { seconds = 120 } = {}) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Stops a server and waits for it to exit (SIGINT: the API closes its database cleanly). */
export async function stop(child, signal = 'SIGINT') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** Signs in and answers the access token. */
export async function signIn(base, { email, password }) {
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return (await response.json()).data.access_token;
}

/** The demo data LOCAL_MODE seeds (apps/api's seed): its owner and one of its sellers. */
export const DEMO = { owner: 'demo@starcrew.app', seller: 'lea@starcrew.app', password: 'Starcrew-demo-2026' };

/** The demo seller's review-form path. */
export async function demoFormPath(base) {
  const token = await signIn(base, { email: DEMO.owner, password: DEMO.password });
  const sellers = await fetch(`${base}/api/v1/manager/sellers?per_page=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const path = (await sellers.json()).data.sellers.find((s) => s.email === DEMO.seller)?.links[0]?.path;
  if (!path) throw new Error('no seller link in the demo data');
  return path;
}
