// Installs what the two commands need on a fresh machine (Node 20 and npm only):
// pnpm at the pinned version, the workspace's dependencies, and Debian packages for tests.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const PNPM_VERSION = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')).packageManager.split('@')[1];

export function log(message) {
  process.stdout.write(`\x1b[36m[starcrew]\x1b[0m ${message}\n`);
}

/** Runs a command in the repo, streaming its output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

function installedPnpm() {
  try {
    return execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

export function ensurePnpm() {
  if (installedPnpm() === PNPM_VERSION) return;
  log(`installing pnpm ${PNPM_VERSION}`);
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`, '--no-audit', '--no-fund']);
  if (installedPnpm() !== PNPM_VERSION) throw new Error(`pnpm ${PNPM_VERSION} is not on the PATH after installing it`);
}

export function ensureDependencies() {
  log('installing dependencies');
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}

const debianPackages = {
  chromium: () => existsSync('/usr/bin/chromium'),
  postgresql: () => findPostgresBin() !== undefined,
};

/** The folder of PostgreSQL's server programs (initdb, pg_ctl), newest version first. */
export function findPostgresBin() {
  for (const version of ['17', '16', '15']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(`${dir}/initdb`)) return dir;
  }
  return undefined;
}

/** Installs Debian packages the tests need (a browser, a database server) when missing. */
export function ensureDebianPackages(names) {
  const missing = names.filter((name) => !debianPackages[name]());
  if (missing.length === 0) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  log(`installing ${missing.join(', ')} from Debian's packages`);
  apt(['update', '-qq']);
  apt([
    'install',
    '-y',
    '-qq',
    '--no-install-recommends',
    ...missing,
    ...(missing.includes('chromium') ? ['fonts-liberation'] : []),
  ]);
}
