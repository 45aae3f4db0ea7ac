import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createUser, signIn } from '../../test/fixtures.ts';

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
    expect(document.paths['/api/v1/user'].get.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(document.paths['/api/docs/json']).toBeUndefined();
  });

  it('should list every account call of spec section 7 and the ones the screens add', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const calls = [
      ['post', '/api/v1/login-with-google'],
      ['post', '/api/v1/register'],
      ['post', '/api/v1/login'],
      ['post', '/api/v1/forgot-password'],
      ['post', '/api/v1/verify-otp'],
      ['post', '/api/v1/reset-password'],
      ['post', '/api/v1/update-image'],
      ['post', '/api/v1/update-profile'],
      ['post', '/api/v1/change-password'],
      ['get', '/api/v1/manager/seller-reset-password/{id}'],
      ['post', '/api/v1/seller/change-password/{id}'],
      ['post', '/api/v1/manager/delete-account'],
      ['post', '/api/v1/resend-otp'],
      ['post', '/api/v1/logout'],
      ['get', '/api/v1/user'],
      ['get', '/api/v1/config'],
      ['get', '/api/uploads/{name}'],
    ] as const;
    for (const [method, path] of calls) expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(Object.keys(document.paths['/api/v1/update-image'].post.requestBody.content)).toEqual([
      'multipart/form-data',
    ]);
  });

  it('should serve Swagger UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    // Reached over plain HTTP in development: upgrading would break its assets.
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('API description in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ production: true });
  });
  afterAll(() => prod.close());

  const get = (url: string, headers: Record<string, string> = {}) => prod.app.inject({ method: 'GET', url, headers });

  it('should keep the OpenAPI document public', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/v1/login']).toBeDefined();
  });

  it('should answer 401 to a stranger asking for the Swagger UI page', async () => {
    // Its script and style files are the library's own, the same for everyone: they stay served.
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html']) {
      const attempts: Array<Record<string, string>> = [
        {},
        { authorization: 'Bearer not-a-token' },
        { cookie: 'starcrew_session=forged' },
      ];
      for (const headers of attempts) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ message: 'Please login to continue' });
      }
    }
  });

  it('should serve Swagger UI to a signed-in user', async () => {
    const user = await createUser(prod.database.db);
    const token = await signIn(prod.app, user.email);
    const page = await get('/api/docs/', bearer(token));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
