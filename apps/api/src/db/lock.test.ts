import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock.ts';

const mainFile = resolve(dirname(fileURLToPath(import.meta.url)), '../main.ts');
const freshDir = () => mkdtempSync(join(tmpdir(), 'starcrew-lock-'));

/** The pid of a process that has exited, so no one holds it. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data folder lock', () => {
  it('should write the pid and remove the file on release', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir, 4242);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe('4242');
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('should refuse a folder whose lock belongs to a live process', () => {
    const dir = freshDir();
    // The test runner's parent is alive for as long as this test runs.
    writeFileSync(join(dir, 'server.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another Starcrew server (pid ${process.ppid}) is using ${dir}; stop it or set DATA_DIR to another folder.`,
    );
  });

  it('should take over the lock of a process that died', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.lock'), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir, 4343);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe('4343');
    lock.release();
  });

  it('should make a second server exit with code 1 and say why', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.lock'), `${process.ppid}\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(stderr).toContain(`Another Starcrew server (pid ${process.ppid}) is using ${dir}`);
  });
});
