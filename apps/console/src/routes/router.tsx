import type { Tier } from '@starcrew/i18n';
import { matchRoute, routeTable, type Layout, type RouteDefinition, type RouteName } from '@starcrew/machines';
import { useEffect, type ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { Services } from '../app/services.ts';
import { toGuardSession } from '../app/session.ts';
import { layouts } from '../layouts/layouts.tsx';
import { NotFoundScreen } from '../features/errors/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen.tsx';
import { RootShell } from './RootShell.tsx';
import { redirectFor } from './access.ts';
import { authTitles } from './authTitles.ts';
import { layoutData, loadScreenTexts, screenData, screenTiers, type ScreenData } from './loaders.ts';
import { placeholderScreen, screens, type Screens } from './screens.ts';

/** The public review page is its own app (apps/review-form), served at the same path. */
const consoleRoutes = routeTable.filter((route) => route.name !== 'reviews.public');

/** What the console keeps on each route's `handle`, given by its `lazy` with its screen. */
export interface RouteHandle {
  route: RouteDefinition;
  followsLocation: boolean;
  /** The route's title (spec section 2), shown in the document title. */
  title: MessageDescriptor | undefined;
}

/** What the router reads of a layout's routes: their screens, loaders, catalogue tiers and titles. */
interface RouteMap {
  screens: Screens;
  screenData: Partial<Record<RouteName, ScreenData>>;
  screenTiers: Partial<Record<RouteName, Tier>>;
  /** The tier every route of the map shows besides its own (the signed-in map's: the shell). */
  baseTier?: Tier;
  titles: Partial<Record<RouteName, MessageDescriptor>>;
}

/** The auth layout's routes, in the entry: /login needs no other map. */
const authRoutes: RouteMap = { screens, screenData, screenTiers, titles: authTitles };

/**
 * The signed-in layouts' routes, a chunk of their own (`signedInRoutes.ts`): a route's `lazy`
 * and its loader ask for it as the navigation starts, beside the layout's chunk, and a sign-in
 * page fetches it once shown and the browser is idle, so that the first signed-in route after
 * it does not wait for the map.
 */
const signedInRoutes = (): Promise<RouteMap> => import('./signedInRoutes.ts');

// A page opened at a signed-in route's address (a deep link, a reload) asks for the map at
// once, as the entry runs: main.tsx awaits the stored session and the public texts before it
// routes, and the map downloads meanwhile, not after the route's `lazy` asks for it.
if (typeof window !== 'undefined') {
  const opened = matchRoute(window.location.pathname)?.route.meta.layout;
  if (opened && opened !== 'auth') void signedInRoutes().catch(() => undefined);
}

function routeMapOf(layout: Layout): () => Promise<RouteMap> {
  return layout === 'auth' ? () => Promise.resolve(authRoutes) : signedInRoutes;
}

/** Runs `task` when the browser is idle (soon, where it cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 200);
}

/**
 * The auth layout, which asks for the signed-in routes' map once it has rendered (an effect
 * runs after the page is shown, so the map does not compete with the page's own chunks) and
 * the browser is idle: a sign-in page is most often followed by a signed-in route.
 */
function prefetchingSignedInRoutes(Layout: ComponentType): ComponentType {
  return function AuthLayoutRoute() {
    useEffect(() => whenIdle(() => void signedInRoutes().catch(() => undefined)), []);
    return <Layout />;
  };
}

function toRouteObject(route: RouteDefinition, services: Services, routeMap: () => Promise<RouteMap>): RouteObject {
  return {
    path: route.path,
    loader: async (args) => {
      const target = redirectFor(route, toGuardSession(services.session));
      if (target) return redirect(target);
      const map = await routeMap();
      const data = map.screenData[route.name];
      // The screen's texts download beside its data; both are in before it renders.
      const texts = loadScreenTexts(map.screenTiers[route.name], map.baseTier);
      if (!data) return texts.then(() => null);
      const [, result] = await Promise.all([texts, data.load().then(({ loader }) => loader({ ...args, services }))]);
      return result;
    },
    lazy: async () => {
      const map = await routeMap();
      const module = await (map.screens[route.name] ?? placeholderScreen)();
      const handle: RouteHandle = {
        route,
        followsLocation: map.screenData[route.name]?.followsLocation ?? false,
        title: map.titles[route.name],
      };
      return { Component: module.default, handle };
    },
  };
}

/** The route table of spec section 2 as React Router routes, grouped by layout. */
export function createRoutes(services: Services): RouteObject[] {
  const layoutRoutes: RouteObject[] = Object.entries(layouts).map(([name, load]) => {
    const layout = name as Layout;
    const routeMap = routeMapOf(layout);
    return {
      lazy: async () => {
        const Component = await load();
        return { Component: layout === 'auth' ? prefetchingSignedInRoutes(Component) : Component };
      },
      // Awaited with the routes' own loaders, before the layout and its screen render.
      ...(layoutData[layout] && { loader: layoutData[layout] }),
      children: consoleRoutes
        .filter((route) => route.meta.layout === layout)
        .map((route) => toRouteObject(route, services, routeMap)),
    };
  });
  return [
    {
      Component: RootShell,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: () => null,
      children: [
        // The loader always redirects; `element: null` says so (React Router warns of a leaf without one).
        { path: '/', loader: () => redirect('/manager/dashboard'), element: null },
        ...layoutRoutes,
        { path: '*', Component: NotFoundScreen },
      ],
    },
  ];
}

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Reads the screen's data again when the working location changes, if it depends on it. A
 * change its loaders have already read (the first opening, which they wait for) is left alone.
 */
export function followWorkingLocation(router: Router, services: Services): () => void {
  return services.workingLocation.onChanged((location) => {
    const { matches } = router.state;
    if (!services.workingLocation.isUnseen(location)) return;
    if (matches.some((match) => (match.route.handle as RouteHandle | undefined)?.followsLocation))
      void router.revalidate();
  });
}

export function createRouter(services: Services) {
  return createBrowserRouter(createRoutes(services));
}
