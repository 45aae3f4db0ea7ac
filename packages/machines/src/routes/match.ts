import { routeTable, type RouteDefinition, type RouteName } from './routeTable.ts';

export type RouteParams = Readonly<Record<string, string>>;

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: RouteParams;
}

const byName = new Map<RouteName, RouteDefinition>(routeTable.map((route) => [route.name, route]));

export function routeByName(name: RouteName): RouteDefinition {
  const route = byName.get(name);
  // Unreachable through the types; a runtime check keeps a bad cast from failing silently.
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

const segments = (path: string) => path.split('/').filter((part) => part.length > 0);

function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const expected = segments(pattern);
  const actual = segments(pathname);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null; // a malformed escape is a 404, not a crash
      }
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

// Static paths first, so a literal segment always wins over a `:param` one.
const ordered = [...routeTable].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));

/** The route of a pathname (query and hash ignored, trailing slash tolerated), or null for a 404. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  for (const route of ordered) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

/** The pathname of a named route, with its params encoded. */
export function pathFor(name: RouteName, params: RouteParams = {}): string {
  return routeByName(name).path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing param "${key}" for route ${name}`);
    return encodeURIComponent(value);
  });
}
