import { pruneStaleAnnouncements } from '@starcrew/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LazyToastRegion } from '../app/LazyToastRegion.tsx';
import { routeTitles } from './routeTitles.ts';
import { useRouteDefinition } from './useRouteDefinition.ts';
import { RouteLoading } from './RouteLoading.tsx';

/** Sets the document title from the route, scrolls to top on navigation, shows lazy loading. */
export function RootShell() {
  const intl = useIntl();
  const route = useRouteDefinition();
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.scrollTo(0, 0);
    pruneStaleAnnouncements();
  }, [pathname]);

  const title = route ? intl.formatMessage(routeTitles[route.name]) : undefined;
  useEffect(() => {
    document.title = title ? `${title} · Starcrew` : 'Starcrew';
  }, [title]);

  return (
    <>
      {navigation.state === 'loading' && <RouteLoading />}
      <Outlet />
      {/* Error toasts of every call (spec section 8), reported by the API client. */}
      <LazyToastRegion />
    </>
  );
}
