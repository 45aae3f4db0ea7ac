import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/freePort.ts';

/** The repository root, where `node --import tsx apps/api/src/main.ts` runs as `npm start` does. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** One real server process on loopback: its base URL, its output so far, and how it ended. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the server as production would (main.ts), and waits until /api/health answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 40_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      COOKIE_SECRET: 'probe-cookie-secret-probe-cookie-secret',
      STATIC_DIRS: '/nonexistent/console,/nonexistent/review-form',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, output: () => output, exited };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}
