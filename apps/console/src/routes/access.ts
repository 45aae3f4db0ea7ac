import { guardRoute, routeByName, type GuardSession, type RouteDefinition } from '@starcrew/machines';

/**
 * Where a visit to `route` must go instead, or null to stay. The guard itself knows which
 * rules apply where (rules 4-6 only inside /manager, /seller and /settings).
 */
export function redirectFor(route: RouteDefinition, session: GuardSession): string | null {
  const result = guardRoute(route, session);
  return result.kind === 'redirect' ? routeByName(result.to).path : null;
}
