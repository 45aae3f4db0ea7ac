import { healthResponseSchema } from '@starcrew/contract';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
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
