import type { Role, User } from '@starcrew/contract';
import { routeByName } from '../routes/match.ts';
import type { RouteDefinition, RouteName } from '../routes/routeTable.ts';

/** What the guard knows of the session: the console derives it from the session machine. */
export interface GuardSession {
  readonly user: User | null;
  readonly roles: readonly Role[];
  readonly isAuthenticated: boolean;
}

export type GuardResult = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: RouteName };

const allow: GuardResult = { kind: 'allow' };
const redirect = (to: RouteName): GuardResult => ({ kind: 'redirect', to });

/**
 * The manager and seller areas, where rules 4-6 and the two area rules apply (spec section 2).
 * `/settings` is listed as guarded by the spec, so it belongs here too.
 */
export function isGuardedPath(pathname: string): boolean {
  return /^\/(manager|seller)(\/|$)/.test(pathname) || /^\/settings\/?$/.test(pathname);
}

/** Rule 4: what a super manager may open before billing info exists. */
export const billingSetupRoutes: readonly RouteName[] = [
  'business.profile.setup',
  'business.profile.connect',
  'business.profile.success',
  'manager.networks.index',
  'manager.networks.plans',
  'manager.networks.plans.payment',
  // Not in the spec's list, but rule 4 sends everything else here: it must be reachable.
  'manager.dashboard.index',
  // Not in the spec's list either: "My account" is in the profile menu at every step of a new
  // owner's setup (issue 19), and the billing information that ends rule 4 is entered there.
  'settings',
];

/**
 * One role decides, the strongest held: a user holding two roles would otherwise bounce
 * between rule 4's dashboard and rule 5's password screen (found by the loop property test).
 */
export function effectiveRole(roles: readonly Role[]): Role | null {
  return (['super_manager', 'manager', 'seller'] as const).find((role) => roles.includes(role)) ?? null;
}

/** One step of the guard: the first rule that applies, in the spec's order. */
export function checkRoute(route: RouteDefinition, session: GuardSession): GuardResult {
  const { meta, name } = route;
  const user = session.isAuthenticated ? session.user : null;
  if (!meta.requiresAuth) return allow; // 1
  if (!user) return redirect('auth.login'); // 2
  if (meta.requiresEmailVerification && user.email_verified_at === null) return redirect('auth.email-verification'); // 3
  // Rules 1-3 follow the route's own flags anywhere; the rest only bite inside the areas.
  if (!isGuardedPath(route.path)) return allow;
  const role = effectiveRole(session.roles);
  if (role === 'super_manager' && user.billing_info === null && !billingSetupRoutes.includes(name)) {
    return redirect('manager.dashboard.index'); // 4
  }
  if (role === 'seller' && !user.is_password_updated && name !== 'seller.password.change') {
    return redirect('seller.password.change'); // 5
  }
  // 6: the route's pattern, not the concrete URL, so an id containing "seller" cannot trip it.
  if (
    (role === 'manager' || role === 'super_manager') &&
    route.path.includes('seller') &&
    name !== 'manager.sellers.index'
  ) {
    return redirect('manager.dashboard.index');
  }
  // Confinement before the token rule: a seller goes to their dashboard in one hop.
  if (role === 'seller' && route.path.startsWith('/manager')) return redirect('seller.dashboard.index');
  if (meta.requiresBusinessProfileToken && !user.business_profile_token) return redirect('business.profile.setup');
  return allow;
}

/** Longest chain of redirects the table can produce (a manager on a seller route without a token). */
const MAX_HOPS = 4;

/**
 * The guard of spec section 2: follows redirects to their end, so the console navigates once
 * and no redirect target redirects again. A cycle is a bug in the table and throws.
 */
export function guardRoute(route: RouteDefinition, session: GuardSession): GuardResult {
  let result = checkRoute(route, session);
  for (let hop = 1; result.kind === 'redirect'; hop += 1) {
    if (hop > MAX_HOPS) throw new Error(`Route guard loops from ${route.name}`);
    const next = checkRoute(routeByName(result.to), session);
    if (next.kind === 'allow') return result;
    result = next;
  }
  return result;
}
