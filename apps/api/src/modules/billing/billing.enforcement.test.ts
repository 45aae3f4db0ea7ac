import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth/auth.service.ts';
import { registerErrorHandling } from '../../plugins/error-handler.ts';
import { decorateAuth } from '../../plugins/auth.ts';
import { requiresSubscription, subscriptionEnforcement } from './billing.enforcement.ts';

describe('requiresSubscription', () => {
  it('should cover every manager path but auth, account, plans, payments and networks', () => {
    for (const url of [
      '/api/v1/manager/campaigns',
      '/api/v1/manager/campaigns/:id',
      '/api/v1/manager/sellers',
      '/api/v1/manager/reviews/:id/reply',
      '/api/v1/super-manager/managers',
    ]) {
      expect(requiresSubscription(url), url).toBe(true);
    }
    for (const url of [
      '/api/v1/login',
      '/api/v1/user',
      '/api/v1/update-profile',
      '/api/v1/active-locations',
      '/api/v1/manager/plans',
      '/api/v1/manager/subscriptions/setup-intent',
      '/api/v1/manager/payments/sandbox/card',
      '/api/v1/manager/current-plan',
      '/api/v1/manager/apply-coupon',
      '/api/v1/manager/network-plans',
      '/api/v1/manager/subscription-info/:id',
      '/api/v1/manager/cancel-subscription/:id',
      '/api/v1/manager/delete-account',
      // My account's alerts switch: an unsubscribed owner still opens their settings.
      '/api/v1/manager/review-alerts',
      '/api/v1/manager/seller-reset-password/:id',
      '/api/v1/manager/rename-location/:id',
      '/api/v1/super-manager/networks',
      '/api/v1/seller/campaigns',
      undefined,
    ]) {
      expect(requiresSubscription(url), url).toBe(false);
    }
  });
});

/**
 * A tiny app with the plugin and a fake sign-in, so routes added later by others are covered by
 * the same rule. `readWithSession`: what the session's read said of the subscription (auth.repository.ts).
 */
async function appWith(
  role: 'super_manager' | 'manager' | 'seller',
  subscribed: boolean,
  { readWithSession, asked = [] }: { readWithSession?: boolean; asked?: string[] } = {},
) {
  const app = Fastify();
  decorateAuth(app);
  registerErrorHandling(app);
  await app.register(subscriptionEnforcement, {
    isSubscribed: async (organizationId) => {
      asked.push(organizationId);
      return subscribed;
    },
  });
  app.addHook('onRequest', async (request) => {
    request.auth = {
      user: { role, organizationId: 'org-1' },
      ...(readWithSession === undefined ? {} : { subscribed: readWithSession }),
    } as unknown as AuthContext;
  });
  app.get('/api/v1/manager/campaigns', async () => ({ data: [] }));
  app.post('/api/v1/manager/plans-anything', async () => ({ data: [] }));
  app.get('/api/v1/user', async () => ({ data: { organization_id: 'org-1', is_plan_subscribed: false } }));
  return app;
}

describe('subscription enforcement', () => {
  it("should answer 406 SubscriptionException to an unsubscribed organization's managers", async () => {
    for (const role of ['super_manager', 'manager'] as const) {
      const app = await appWith(role, false);
      const response = await app.inject({ method: 'GET', url: '/api/v1/manager/campaigns' });
      expect(response.statusCode).toBe(406);
      expect(response.json()).toEqual({
        message: 'Your organization has no active subscription. Choose a plan to continue.',
        error: 'SubscriptionException',
      });
    }
  });

  it('should let subscribed managers, sellers and exempt paths through', async () => {
    expect((await (await appWith('manager', true)).inject({ url: '/api/v1/manager/campaigns' })).statusCode).toBe(200);
    expect((await (await appWith('seller', false)).inject({ url: '/api/v1/manager/campaigns' })).statusCode).toBe(200);
  });

  it('should fill is_plan_subscribed in answers carrying a user', async () => {
    const app = await appWith('manager', true);
    expect((await app.inject({ url: '/api/v1/user' })).json().data.is_plan_subscribed).toBe(true);
  });

  it('should judge by the subscription read with the session, without asking billing again', async () => {
    const asked: string[] = [];
    const subscribed = await appWith('manager', false, { readWithSession: true, asked });
    expect((await subscribed.inject({ url: '/api/v1/manager/campaigns' })).statusCode).toBe(200);
    const unsubscribed = await appWith('super_manager', true, { readWithSession: false, asked });
    const refused = await unsubscribed.inject({ url: '/api/v1/manager/campaigns' });
    expect(refused.statusCode).toBe(406);
    expect(refused.json().error).toBe('SubscriptionException');
    expect(asked).toEqual([]);
  });
});
