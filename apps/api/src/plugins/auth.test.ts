import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createTeam, signIn, type Team } from '../../test/fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  method: Method;
  /** The OpenAPI path, `/api/v1/manager/rename-location/{id}`. */
  path: string;
  authenticated: boolean;
}

let t: TestApp;
let team: Team;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t.database.db);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path,
      authenticated: Array.isArray(operation.security) && operation.security.length > 0,
    })),
  );
});
afterAll(() => t.close());

/** A request that is malformed in every part a route may validate: an id that is no id, a bad query, an empty body. */
function malformed(operation: Operation) {
  const url = `${operation.path.replace(/\{[^}]+\}/g, 'not-an-id')}?page=-1&per_page=0&location_id=x&interval=x`;
  return operation.method === 'GET' ? { url } : { url, payload: {} };
}

describe('authentication, declared once for every module', () => {
  it('should answer 401 without a session on every route the API document marks as authenticated', async () => {
    const authenticated = operations.filter((o) => o.authenticated);
    expect(authenticated.length).toBeGreaterThan(30);
    for (const operation of authenticated) {
      const response = await t.app.inject({ method: operation.method, ...malformed(operation) });
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(401);
    }
  });

  it('should keep sign-in, health and the webhooks open, and undocumented as authenticated', () => {
    const open = operations.filter((o) => !o.authenticated).map((o) => `${o.method} ${o.path}`);
    expect(open).toEqual(
      expect.arrayContaining([
        'POST /api/v1/login',
        'POST /api/v1/register',
        'GET /api/health',
        'POST /api/v1/webhooks/stripe',
      ]),
    );
    expect(open).not.toContain('GET /api/v1/user');
  });
});

describe('roles are checked before the input', () => {
  it('should answer a seller 403, not 422, when finishing the business-profile connection with a bad body', async () => {
    const seller = await signIn(t.app, team.seller.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/business-profile/locations',
      headers: bearer(seller),
      payload: { location_ids: 'not a list' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).not.toHaveProperty('errors');
  });

  it('should answer a seller 403 on every manager route, whatever the id, query and body', async () => {
    const seller = await signIn(t.app, team.seller.email);
    const managerRoutes = operations.filter((o) => /^\/api\/v1\/(?:manager|super-manager)\//.test(o.path));
    expect(managerRoutes.length).toBeGreaterThan(20);
    for (const operation of managerRoutes) {
      const response = await t.app.inject({
        method: operation.method,
        headers: bearer(seller),
        ...malformed(operation),
      });
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(403);
    }
  });

  it('should answer a manager 403, not 422, on an owner-only call with a bad body', async () => {
    const manager = await signIn(t.app, team.manager.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/billing-info',
      headers: bearer(manager),
      payload: { email: 'not an email' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('should still validate the body of a caller who may use the route', async () => {
    const owner = await signIn(t.app, team.owner.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/business-profile/locations',
      headers: bearer(owner),
      payload: { location_ids: 'not a list' },
    });
    expect(response.statusCode).toBe(422);
  });
});
