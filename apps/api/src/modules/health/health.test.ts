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

describe('GET /api/health under a burst', () => {
  it('should answer every check with one query for those that arrive together, and query again after', async () => {
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      const burst = await Promise.all(
        Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(execute).toHaveBeenCalledTimes(1);
      await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
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
