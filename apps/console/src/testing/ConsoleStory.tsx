import type { Locale } from '@starcrew/i18n';
import { useEffect, useMemo, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createServices, type Services } from '../app/services.ts';
import { ServicesContext } from '../app/ServicesContext.tsx';
import { toGuardSession, waitForSession } from '../app/session.ts';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { createRoutes } from '../routes/router.tsx';

/**
 * Renders the real console at `path` (router, guard, layouts, screens) with the real API
 * client, for screens' stories: each story mocks the API at the network layer with MSW.
 */
export function ConsoleStory({ path, locale }: { path: string; locale: Locale }) {
  const [services, setServices] = useState<Services | null>(null);

  useEffect(() => {
    const created = createServices();
    let alive = true;
    void waitForSession(created.session).then(() => alive && setServices(created));
    return () => {
      alive = false;
      created.session.stop();
    };
  }, []);

  const router = useMemo(
    () =>
      services &&
      createMemoryRouter(
        createRoutes(() => toGuardSession(services.session)),
        { initialEntries: [path] },
      ),
    [services, path],
  );
  if (!services || !router) return null;
  return (
    <ServicesContext.Provider value={services}>
      <LocaleProvider initial={locale}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ServicesContext.Provider>
  );
}
