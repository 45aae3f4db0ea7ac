// `npm start`: install what is missing, build the two apps, and serve them with the API
// on its embedded database. Ctrl-C stops the server cleanly.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensurePnpm, log, root, run } from './lib/ensure.mjs';

ensurePnpm();
ensureDependencies();
log('building the console and the review form');
run('pnpm', ['build']);

log('starting the server');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', LOCAL_MODE: localMode() },
});
/**
 * On its embedded defaults (no mail server, no database server) `npm start` is a trial on this
 * machine: local mode keeps emails in the outbox and prints them. Given either, it is a real
 * server, which production then holds to a mail transport.
 */
function localMode() {
  if (process.env.LOCAL_MODE) return process.env.LOCAL_MODE;
  return process.env.SMTP_URL || process.env.DATABASE_URL ? '0' : '1';
}

// The terminal sends Ctrl-C to the whole process group; forward other signals ourselves.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
