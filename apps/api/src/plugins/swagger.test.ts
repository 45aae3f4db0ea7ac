import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('should describe the login call from its zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths['/api/v1/login'].post;
    const body = login.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '422']));
    expect(document.paths['/api/v1/user'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/docs/json']).toBeUndefined();
  });

  it('should serve Swagger UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    // Reached over plain HTTP in development: upgrading would break its assets.
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
