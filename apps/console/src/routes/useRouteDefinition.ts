import type { RouteDefinition } from '@starcrew/machines';
import { useMatches } from 'react-router';

/** The route-table entry of the deepest matched route, when there is one. */
export function useRouteDefinition(): RouteDefinition | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { route?: RouteDefinition } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
