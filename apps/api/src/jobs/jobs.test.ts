import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../test/database.ts';
import type { Database } from '../db/database.ts';
import { createJobs, defineJob, type Jobs } from './index.ts';

const greet = defineJob({ name: 'test.greet', payload: z.object({ who: z.string().min(1) }) });
const flaky = defineJob({
  name: 'test.flaky',
  payload: z.object({}),
  retryLimit: 1,
  retryDelay: 0,
  retryBackoff: false,
});
const unique = defineJob({ name: 'test.unique', payload: z.object({ n: z.number() }), policy: 'short' });

describe('jobs', () => {
  let database: Database;
  let jobs: Jobs;
  const greeted: string[] = [];
  let flakyRuns = 0;
  const errors: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = createJobs({ database, logError: (_error, what) => errors.push(what) });
    jobs.register(greet, async ({ who }) => {
      greeted.push(who);
    });
    jobs.register(flaky, async () => {
      flakyRuns += 1;
      throw new Error('always fails');
    });
    jobs.register(unique, async () => undefined);
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('stores a job and runs it on drain, with its payload checked', async () => {
    greeted.length = 0;
    const id = await jobs.send(greet, { who: 'Camille' });
    expect(id).toEqual(expect.any(String));
    expect(greeted).toEqual([]);
    expect(await jobs.drain()).toEqual({ completed: 1, failed: 0 });
    expect(greeted).toEqual(['Camille']);
    expect((await jobs.get(greet, id ?? ''))?.state).toBe('completed');
    expect(await jobs.drain()).toEqual({ completed: 0, failed: 0 });
  });

  it('refuses an invalid payload before storing anything', async () => {
    await expect(jobs.send(greet, { who: '' })).rejects.toThrow();
    await expect(jobs.send('test.unknown', {})).rejects.toThrow(/Unknown job/);
    expect(await jobs.drain()).toEqual({ completed: 0, failed: 0 });
  });

  it('retries a failing job as its definition says, then marks it failed', async () => {
    const id = await jobs.send(flaky, {});
    expect(await jobs.drain()).toEqual({ completed: 0, failed: 2 });
    expect(flakyRuns).toBe(2);
    expect((await jobs.get(flaky, id ?? ''))?.state).toBe('failed');
    expect(errors).toContain('job test.flaky');
  });

  it('keeps a delayed job until it is due (or drained with includeDelayed)', async () => {
    greeted.length = 0;
    await jobs.send(greet, { who: 'later' }, { startAfter: 3600 });
    expect(await jobs.drain()).toEqual({ completed: 0, failed: 0 });
    expect(await jobs.drain({ includeDelayed: true })).toEqual({ completed: 1, failed: 0 });
    expect(greeted).toEqual(['later']);
  });

  it('de-duplicates waiting jobs by singletonKey on a short queue', async () => {
    expect(await jobs.send(unique, { n: 1 }, { singletonKey: 'org-1' })).toEqual(expect.any(String));
    expect(await jobs.send(unique, { n: 2 }, { singletonKey: 'org-1' })).toBeNull();
    expect(await jobs.send(unique, { n: 3 }, { singletonKey: 'org-2' })).toEqual(expect.any(String));
    expect(await jobs.drain()).toEqual({ completed: 2, failed: 0 });
  });

  it('stores a job sent in a transaction only if it commits', async () => {
    greeted.length = 0;
    await database.db
      .transaction(async (tx) => {
        await jobs.send(greet, { who: 'rolled back' }, { tx });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await jobs.send(greet, { who: 'committed' }, { tx });
    });
    await jobs.drain();
    expect(greeted).toEqual(['committed']);
  });

  it('leaves the shared connection usable after a failed schema script', async () => {
    // Installing again runs pg-boss's "already migrated?" probe, which fails on purpose.
    const again = createJobs({ database, logError: () => undefined });
    await again.start();
    await again.stop();
    const result = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ one: 1 }]);
  });
});

describe('jobs in server mode', () => {
  it('runs a sent job without being drained, and stores schedules', async () => {
    const database = await openTestDatabase();
    const jobs = createJobs({ database, logError: () => undefined, mode: 'server', pollingIntervalSeconds: 0.5 });
    const done = new Promise<string>((resolve) => {
      jobs.register(greet, async ({ who }) => resolve(who));
    });
    jobs.schedule(greet, '0 3 * * *', { who: 'nightly' }, { tz: 'Europe/Paris' });
    try {
      await jobs.start();
      await jobs.send(greet, { who: 'worker' });
      expect(await done).toBe('worker');
      const schedules = await jobs.boss.getSchedules();
      expect(schedules).toEqual([
        expect.objectContaining({ name: 'test.greet', cron: '0 3 * * *', data: { who: 'nightly' } }),
      ]);
    } finally {
      await jobs.stop();
      await database.close();
    }
  });
});
