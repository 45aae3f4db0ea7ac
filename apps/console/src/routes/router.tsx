import { routeTable, type GuardSession, type RouteDefinition } from '@starcrew/machines';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { layouts } from '../layouts/layouts.tsx';
import { NotFoundScreen } from '../features/errors/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen.tsx';
import { RootShell } from './RootShell.tsx';
import { redirectFor } from './access.ts';
import { placeholderScreen, screens } from './screens.ts';

/** The public review page is its own app (apps/review-form), served at the same path. */
const consoleRoutes = routeTable.filter((route) => route.name !== 'reviews.public');

function toRouteObject(route: RouteDefinition, getSession: () => GuardSession): RouteObject {
  return {
    path: route.path,
    handle: { route },
    loader: () => {
      const target = redirectFor(route, getSession());
      return target ? redirect(target) : null;
    },
    lazy: async () => {
      const load = screens[route.name] ?? placeholderScreen;
      const module = await load();
      return { Component: module.default };
    },
  };
}

/** The route table of spec section 2 as React Router routes, grouped by layout. */
export function createRoutes(getSession: () => GuardSession): RouteObject[] {
  const layoutRoutes: RouteObject[] = Object.entries(layouts).map(([layout, load]) => ({
    lazy: async () => ({ Component: await load() }),
    children: consoleRoutes.filter((route) => route.meta.layout === layout).map((r) => toRouteObject(r, getSession)),
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

export function createRouter(getSession: () => GuardSession) {
  return createBrowserRouter(createRoutes(getSession));
}
