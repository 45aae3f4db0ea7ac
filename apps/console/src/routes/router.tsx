import { routeTable, type Layout, type RouteDefinition } from '@starcrew/machines';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { Services } from '../app/services.ts';
import { toGuardSession } from '../app/session.ts';
import { layouts } from '../layouts/layouts.tsx';
import { NotFoundScreen } from '../features/errors/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen.tsx';
import { RootShell } from './RootShell.tsx';
import { redirectFor } from './access.ts';
import { layoutData, loadScreenTexts, screenData } from './loaders.ts';
import { placeholderScreen, screens } from './screens.ts';

/** The public review page is its own app (apps/review-form), served at the same path. */
const consoleRoutes = routeTable.filter((route) => route.name !== 'reviews.public');

/** What the console keeps on each route's `handle`. */
export interface RouteHandle {
  route: RouteDefinition;
  followsLocation: boolean;
}

function toRouteObject(route: RouteDefinition, services: Services): RouteObject {
  const data = screenData[route.name];
  return {
    path: route.path,
    handle: { route, followsLocation: data?.followsLocation ?? false } satisfies RouteHandle,
    loader: async (args) => {
      const target = redirectFor(route, toGuardSession(services.session));
      if (target) return redirect(target);
      // The screen's texts download beside its data; both are in before it renders.
      const texts = loadScreenTexts(route.name);
      if (!data) return texts.then(() => null);
      const [, result] = await Promise.all([texts, data.load().then(({ loader }) => loader({ ...args, services }))]);
      return result;
    },
    lazy: async () => {
      const load = screens[route.name] ?? placeholderScreen;
      const module = await load();
      return { Component: module.default };
    },
  };
}

/** The route table of spec section 2 as React Router routes, grouped by layout. */
export function createRoutes(services: Services): RouteObject[] {
  const layoutRoutes: RouteObject[] = Object.entries(layouts).map(([layout, load]) => ({
    lazy: async () => ({ Component: await load() }),
    // Awaited with the routes' own loaders, before the layout and its screen render.
    ...(layoutData[layout as Layout] && { loader: layoutData[layout as Layout] }),
    children: consoleRoutes.filter((route) => route.meta.layout === layout).map((r) => toRouteObject(r, services)),
  }));
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
