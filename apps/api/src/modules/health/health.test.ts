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
