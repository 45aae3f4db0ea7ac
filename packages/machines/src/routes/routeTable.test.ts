import { describe, expect, it } from 'vitest';
import { matchRoute, pathFor, routeByName } from './match.ts';
import { layouts, routeTable } from './routeTable.ts';

describe('routeTable', () => {
  it('should give every route a unique name and path', () => {
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('should title each route with an i18n id, both verification screens sharing one', () => {
    for (const route of routeTable) {
      expect(route.meta.title).toMatch(/^route\.[a-z.-]+\.title$/);
      expect(layouts).toContain(route.meta.layout);
    }
    expect(routeByName('auth.email-verify').meta.title).toBe(routeByName('auth.email-verification').meta.title);
  });

  it('should keep the guest area open and the verification screens signed-in only', () => {
    const guest = routeTable.filter((r) => r.name.startsWith('auth.') && !r.meta.requiresAuth);
    expect(guest.map((r) => r.path).sort()).toEqual([
      '/forgot-password',
      '/login',
      '/password-reset-success',
      '/register',
      '/registration',
      '/reset-password',
      '/verification-fails',
    ]);
    for (const name of ['auth.email-verification', 'auth.email-verify', 'auth.registration-success'] as const) {
      expect(routeByName(name).meta).toMatchObject({
        requiresAuth: true,
        requiresEmailVerification: false,
        layout: 'auth',
      });
    }
  });

  it('should mark the areas signed-in and verified, except the three reward routes', () => {
    const open = ['manager.rewards.index', 'manager.rewards.show', 'manager.local-rewards.index'];
    for (const route of routeTable.filter((r) => /^\/(manager|seller|settings)/.test(r.path))) {
      const expected = !open.includes(route.name);
      expect(route.meta, route.name).toMatchObject({ requiresAuth: expected, requiresEmailVerification: expected });
    }
  });

  it('should ask a business profile token on the dashboard and the plan pages only', () => {
    const names = routeTable.filter((r) => r.meta.requiresBusinessProfileToken).map((r) => r.name);
    expect(names).toEqual([
      'manager.dashboard.index',
      'manager.plans.index',
      'manager.payments.stripe',
      'manager.plans.upgrade',
    ]);
  });

  it('should use the layouts of spec section 2', () => {
    expect(routeByName('settings').meta.layout).toBe('manager');
    expect(routeByName('reviews.public').meta).toMatchObject({ layout: 'public', requiresAuth: false });
    expect(routeByName('business.profile.connect').meta.layout).toBe('public');
    expect(routeByName('manager.plans.upgrade').meta.layout).toBe('public');
    expect(routeByName('seller.password.change').meta.layout).toBe('auth');
    expect(routeByName('seller.reviews.index').meta.layout).toBe('seller');
  });

  it('should open the invitation link to anyone, on the guest layout, outside the guarded areas', () => {
    expect(routeByName('invitation.accept')).toMatchObject({
      path: '/invitation/:token',
      meta: { layout: 'auth', requiresAuth: false, requiresEmailVerification: false },
    });
    expect(matchRoute('/invitation/Zm9v_YmFy-1')).toMatchObject({
      route: { name: 'invitation.accept' },
      params: { token: 'Zm9v_YmFy-1' },
    });
  });
});

describe('matchRoute', () => {
  it('should match static paths, tolerating a trailing slash, a query and a hash', () => {
    expect(matchRoute('/manager/plans/upgrade?x=1#top')?.route.name).toBe('manager.plans.upgrade');
    expect(matchRoute('/login/')?.route.name).toBe('auth.login');
  });

  it('should extract and decode params', () => {
    expect(matchRoute('/reviews/loc-1/ab%20c')).toMatchObject({
      route: { name: 'reviews.public' },
      params: { locationId: 'loc-1', code: 'ab c' },
    });
    expect(matchRoute('/manager/campaigns/42')?.params).toEqual({ id: '42' });
    expect(matchRoute('/manager/rewards/7')?.route.name).toBe('manager.rewards.show');
  });

  it('should return null for unknown paths and malformed escapes', () => {
    expect(matchRoute('/')).toBeNull();
    expect(matchRoute('/manager/unknown')).toBeNull();
    expect(matchRoute('/reviews/a/%E0%A4%A')).toBeNull();
  });

  it('should build a path back from a name and params', () => {
    expect(pathFor('manager.campaigns.show', { id: 'a/b' })).toBe('/manager/campaigns/a%2Fb');
    expect(pathFor('auth.login')).toBe('/login');
    expect(() => pathFor('reviews.public', { code: 'x' })).toThrow(/locationId/);
  });

  it('should match every route of the table by its own path', () => {
    for (const route of routeTable) {
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, key]) => [key, 'p']));
      expect(matchRoute(pathFor(route.name, params))?.route.name).toBe(route.name);
    }
  });
});
