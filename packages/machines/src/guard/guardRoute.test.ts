import { describe, expect, it } from 'vitest';
import { routeByName } from '../routes/match.ts';
import type { RouteName } from '../routes/routeTable.ts';
import { anonymous, signedIn } from '../test/fixtures.ts';
import {
  billingSetupRoutes,
  checkRoute,
  effectiveRole,
  guardRoute,
  isGuardedPath,
  type GuardSession,
} from './guardRoute.ts';

const guard = (name: RouteName, session: GuardSession) => guardRoute(routeByName(name), session);
const allowed = { kind: 'allow' };
const to = (name: RouteName) => ({ kind: 'redirect', to: name });

const manager = signedIn('manager');
const seller = signedIn('seller');
const owner = signedIn('super_manager');
const ownerWithoutBilling = signedIn('super_manager', { billing_info: null });

describe('isGuardedPath', () => {
  it('should cover the manager and seller areas and settings only', () => {
    expect(['/manager', '/manager/dashboard', '/seller/tools', '/settings'].map(isGuardedPath)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/login', '/managers', '/sellers', '/reviews/1/a', '/settingsx'].map(isGuardedPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('guardRoute', () => {
  it('rule 1: should open routes without requiresAuth to anyone', () => {
    expect(guard('reviews.public', anonymous)).toEqual(allowed);
    expect(guard('manager.local-rewards.index', anonymous)).toEqual(allowed);
    expect(guard('manager.rewards.show', seller)).toEqual(allowed);
  });

  it('rule 1: should let anyone open an invitation link, whoever is signed in on the browser', () => {
    for (const session of [anonymous, manager, seller, owner, ownerWithoutBilling]) {
      expect(guard('invitation.accept', session)).toEqual(allowed);
    }
    expect(guard('invitation.accept', signedIn('seller', { is_password_updated: false }))).toEqual(allowed);
  });

  it('rule 2: should send an unauthenticated user to auth.login', () => {
    expect(guard('manager.dashboard.index', anonymous)).toEqual(to('auth.login'));
    expect(guard('seller.dashboard.index', anonymous)).toEqual(to('auth.login'));
    expect(guard('settings', anonymous)).toEqual(to('auth.login'));
    // A session flagged authenticated without a user is not one.
    expect(guard('manager.campaigns.index', { ...manager, user: null })).toEqual(to('auth.login'));
  });

  it('rule 3: should send an unverified user to auth.email-verification, which stays reachable', () => {
    const unverified = signedIn('manager', { email_verified_at: null });
    expect(guard('manager.campaigns.index', unverified)).toEqual(to('auth.email-verification'));
    expect(guard('auth.email-verification', unverified)).toEqual(allowed);
    expect(guard('auth.registration-success', unverified)).toEqual(allowed);
  });

  it('rule 4: should keep a super manager without billing info to setup, networks and dashboard', () => {
    for (const name of billingSetupRoutes) expect(guard(name, ownerWithoutBilling), name).toEqual(allowed);
    expect(guard('manager.campaigns.index', ownerWithoutBilling)).toEqual(to('manager.dashboard.index'));
    expect(guard('manager.campaigns.index', owner)).toEqual(allowed);
  });

  it('rule 4: should open the activation path, its plan choice and My account to an owner without billing info', () => {
    // My Networks → Activate → my-networks/plans (plan and period) → its payment step.
    for (const name of ['manager.networks.index', 'manager.networks.plans', 'manager.networks.plans.payment'] as const)
      expect(guard(name, ownerWithoutBilling), name).toEqual(allowed);
    // The profile menu's "My account", where the billing information is entered.
    expect(guard('settings', ownerWithoutBilling)).toEqual(allowed);
    // The plans page of a subscribed organization stays behind billing info (the spec's rule 4).
    expect(guard('manager.plans.index', ownerWithoutBilling)).toEqual(to('manager.dashboard.index'));
  });

  it('rule 4: should not loop on the dashboard when the token is missing too', () => {
    const noToken = signedIn('super_manager', { billing_info: null, business_profile_token: false });
    expect(guard('manager.dashboard.index', noToken)).toEqual(to('business.profile.setup'));
    expect(guard('manager.reviews.index', noToken)).toEqual(to('business.profile.setup'));
  });

  it('rule 5: should send a seller with the initial password to seller.password.change', () => {
    const fresh = signedIn('seller', { is_password_updated: false });
    expect(guard('seller.dashboard.index', fresh)).toEqual(to('seller.password.change'));
    expect(guard('settings', fresh)).toEqual(to('seller.password.change'));
    expect(guard('seller.password.change', fresh)).toEqual(allowed);
    expect(guard('seller.reviews.index', seller)).toEqual(allowed);
  });

  it('rule 6: should send managers on seller routes to their dashboard, except manager.sellers.index', () => {
    for (const user of [manager, owner]) {
      expect(guard('seller.dashboard.index', user)).toEqual(to('manager.dashboard.index'));
      expect(guard('seller.password.change', user)).toEqual(to('manager.dashboard.index'));
      expect(guard('manager.sellers.index', user)).toEqual(allowed);
    }
  });

  it('should send a user without a business profile token to business.profile.setup', () => {
    const noToken = signedIn('manager', { business_profile_token: false });
    for (const name of [
      'manager.dashboard.index',
      'manager.plans.index',
      'manager.payments.stripe',
      'manager.plans.upgrade',
    ] as const) {
      expect(guard(name, noToken), name).toEqual(to('business.profile.setup'));
    }
    expect(guard('manager.campaigns.index', noToken)).toEqual(allowed);
  });

  it('should confine sellers to the seller area, settings included', () => {
    expect(guard('manager.dashboard.index', seller)).toEqual(to('seller.dashboard.index'));
    expect(guard('business.profile.setup', seller)).toEqual(to('seller.dashboard.index'));
    expect(guard('settings', seller)).toEqual(allowed);
  });

  it('should leave the subscription to the server', () => {
    expect(guard('manager.campaigns.index', signedIn('manager', { is_plan_subscribed: false }))).toEqual(allowed);
  });

  it('should follow a chain of redirects to its end', () => {
    const noToken = signedIn('manager', { business_profile_token: false });
    expect(checkRoute(routeByName('seller.tools.index'), noToken)).toEqual(to('manager.dashboard.index'));
    expect(guard('seller.tools.index', noToken)).toEqual(to('business.profile.setup'));
  });
});

describe('effectiveRole', () => {
  it('should pick the strongest role held', () => {
    expect(effectiveRole(['seller', 'super_manager'])).toBe('super_manager');
    expect(effectiveRole(['seller', 'manager'])).toBe('manager');
    expect(effectiveRole(['seller'])).toBe('seller');
    expect(effectiveRole([])).toBeNull();
  });
});
