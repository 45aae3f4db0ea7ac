import type { RouteDefinition } from '@starcrew/machines';
import { useMatches } from 'react-router';
import type { RouteHandle } from './router.tsx';

/** The handle of the deepest matched route of the route table, when there is one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle;
  }
  return undefined;
}

/** The route-table entry of the deepest matched route, when there is one. */
export function useRouteDefinition(): RouteDefinition | undefined {
  return useRouteHandle()?.route;
}
