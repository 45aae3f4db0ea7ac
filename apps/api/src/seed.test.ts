import { billingInfoResponseSchema, currentPlanResponseSchema, loginResponseSchema } from '@starcrew/contract';
import { locations, userLocations } from './db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Hasher } from './lib/passwords.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemo } from './seed.ts';

// This file's database is its own and starts empty, as a new installation does.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: DEMO_PASSWORD } });

describe('demo seed', () => {
  it('should create the demo organization once, and do nothing on a database that has data', async () => {
    expect(await seedDemo(t.database.db, argon2Hasher)).toBe(true);
    expect(await seedDemo(t.database.db, argon2Hasher)).toBe(false);
  });

  it('should let the owner sign in, with billing info and every permission', async () => {
    const response = await login(DEMO_OWNER_EMAIL);
    expect(response.statusCode).toBe(200);
    const { data } = loginResponseSchema.parse(response.json());
    expect(data.user).toMatchObject({
      full_name: 'Camille Laurent',
      role: 'super_manager',
      is_password_updated: true,
      business_profile_token: true,
    });
    expect(data.user.email_verified_at).not.toBeNull();
    expect(data.user.billing_info?.company_name).toBe('Maison Dorée SAS');
    expect(data.permissions).toContain('billing.manage');
  });

  it('should give the organization billing info and an active paid subscription', async () => {
    const { data } = loginResponseSchema.parse((await login(DEMO_OWNER_EMAIL)).json());
    expect(data.user.is_plan_subscribed).toBe(true);
    const headers = { authorization: `Bearer ${data.access_token}` };
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/manager/billing-info', headers });
    expect(info.statusCode).toBe(200);
    expect(billingInfoResponseSchema.parse(info.json()).data.profile).toMatchObject({
      company_name: 'Maison Dorée SAS',
      country: 'FR',
    });
    const current = await t.app.inject({ method: 'GET', url: '/api/v1/manager/current-plan', headers });
    expect(currentPlanResponseSchema.parse(current.json()).data).toMatchObject({
      plan: { id: 'network' },
      subscription: { status: 'active', plan: 'network', interval: 'year', trial_ends_at: null },
    });
  });

  it('should create a manager and two sellers with the same password', async () => {
    const expected = {
      'manager@starcrew.app': ['manager', 'Hugo Martin'],
      'lea@starcrew.app': ['seller', 'Léa Bernard'],
      'tom@starcrew.app': ['seller', 'Tom Petit'],
    } as const;
    for (const [email, [role, fullName]] of Object.entries(expected)) {
      const { data } = loginResponseSchema.parse((await login(email)).json());
      expect(data.user).toMatchObject({ role, full_name: fullName, is_password_updated: true, billing_info: null });
      expect(data.permissions.includes('billing.manage')).toBe(false);
    }
  });

  it('should tie the manager and both sellers to one location, sellers with their own collection code', async () => {
    const [location] = await t.database.db.select().from(locations);
    expect(location).toMatchObject({ title: 'Maison Dorée – Paris Oberkampf', licenseStatus: 'active' });
    const links = await t.database.db.select().from(userLocations);
    expect(links).toHaveLength(3);
    expect(links.filter((l) => l.collectionCode !== null)).toHaveLength(2);
  });

  it("should let the demo manager reset a demo seller's password", async () => {
    const manager = loginResponseSchema.parse((await login('manager@starcrew.app')).json()).data.access_token;
    const seller = loginResponseSchema.parse((await login('tom@starcrew.app')).json()).data.user.id;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/manager/seller-reset-password/${seller}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
