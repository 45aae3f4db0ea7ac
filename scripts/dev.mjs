// `pnpm dev`: the API server with reload and the two Vite dev servers, which forward /api to it.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensurePnpm, root } from './lib/ensure.mjs';

ensurePnpm();
ensureDependencies();
const children = [
  spawn('pnpm', ['--filter', '@starcrew/api', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@starcrew/console', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@starcrew/review-form', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => stop());
