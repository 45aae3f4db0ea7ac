import { healthResponseSchema } from '@starcrew/contract';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('should answer ok and name the engine that holds the data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({
      data: { status: 'ok', database: inject('testDatabase').engine },
    });
  });
});

// Readiness is served from a database check no older than a second (health.readiness.ts). Each
// test sets the app's clock to its own instant, after the others', so no earlier check is fresh.
const at = (iso: string, plusMs = 0) => new Date(new Date(iso).getTime() + plusMs);
const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health within a second of a check', () => {
  it('should answer every check from one query, those that arrive together and those that follow', async () => {
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      t.setNow(at('2030-01-01T10:00:00Z'));
      const burst = await Promise.all(Array.from({ length: 5 }, health));
      expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      t.setNow(at('2030-01-01T10:00:00Z', 999));
      const next = await health();
      expect(next.statusCode).toBe(200);
      expect(next.json()).toEqual({ data: { status: 'ok', database: inject('testDatabase').engine } });
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
      t.setNow(undefined);
    }
  });

  it('should query again once the last check is a second old', async () => {
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      t.setNow(at('2030-01-02T10:00:00Z'));
      expect((await health()).statusCode).toBe(200);
      expect(execute).toHaveBeenCalledTimes(1);
      t.setNow(at('2030-01-02T10:00:01Z'));
      expect((await health()).statusCode).toBe(200);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
      t.setNow(undefined);
    }
  });
});

describe('GET /api/health while the database fails', () => {
  it('should answer the error on every check, then ok at the first check after the database answers', async () => {
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      t.setNow(at('2030-01-03T10:00:00Z'));
      expect((await health()).statusCode).toBe(200);
      // The database stops answering: the success above is under a second old, and still served…
      execute.mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
      t.setNow(at('2030-01-03T10:00:00Z', 500));
      expect((await health()).statusCode).toBe(200);
      expect(execute).toHaveBeenCalledTimes(1);
      t.setNow(at('2030-01-03T10:00:01Z'));
      // …until it is: then every check asks the database, and a failure is never reused.
      for (let i = 0; i < 3; i++) {
        const failed = await health();
        expect(failed.statusCode).toBe(500);
        expect(failed.json()).toEqual({ message: 'An unexpected error occurred.' });
      }
      expect(execute).toHaveBeenCalledTimes(4);
      // Checks that arrive while one is under way share it, failure included.
      const burst = await Promise.all(Array.from({ length: 3 }, health));
      expect(burst.map((r) => r.statusCode)).toEqual([500, 500, 500]);
      expect(execute).toHaveBeenCalledTimes(5);
      // The database answers again: the very next check says so, on the same second.
      execute.mockRestore();
      const ready = await health();
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ data: { status: 'ok', database: inject('testDatabase').engine } });
    } finally {
      execute.mockRestore();
      t.setNow(undefined);
    }
  });
});

describe('GET /api/live', () => {
  it('should answer ok without the database', async () => {
    // A closed database would fail /api/health; liveness must not notice it.
    const own = await createTestApp();
    await own.database.close();
    try {
      const response = await own.app.inject({ method: 'GET', url: '/api/live' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { status: 'ok' } });
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(500);
    } finally {
      await own.app.close();
    }
  });
});
