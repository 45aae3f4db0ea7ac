import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite does not lock its folder, and two processes writing one data folder corrupt it
 * (toolchain.md). The server holds DATA_DIR/server.lock with its pid while it runs.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(`Another Starcrew server (pid ${pid}) is using ${dataDir}; stop it or set DATA_DIR to another folder.`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock, or throws `DataDirLockedError` when a live process holds it. A dead holder's lock is taken over. */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // `wx` fails if the file exists, so two servers starting together cannot both win.
      writeFileSync(path, `${pid}\n`, { flag: 'wx' });
      return {
        path,
        release() {
          if (readPid(path) === pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(path);
      if (holder !== undefined && holder !== pid && isAlive(holder)) throw new DataDirLockedError(holder, dataDir);
      unlinkSync(path); // stale: its server died without cleaning up
    }
  }
  throw new Error(`Could not take the lock ${path}.`);
}
