import { pruneStaleAnnouncements } from '@starcrew/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LazyToastRegion } from '../app/LazyToastRegion.tsx';
import { RouteLoading } from './RouteLoading.tsx';
import { useRouteHandle } from './useRouteDefinition.ts';

/** Sets the document title from the route, scrolls to top on navigation, shows lazy loading. */
export function RootShell() {
  const intl = useIntl();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.scrollTo(0, 0);
    pruneStaleAnnouncements();
  }, [pathname]);

  // Each layout's map gives its routes' titles (`authTitles.ts`, `signedInTitles.ts`).
  const title = handle?.title ? intl.formatMessage(handle.title) : undefined;
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
