import type { Locale } from '@starcrew/i18n';
import { useEffect, useMemo, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createServices, type Services } from '../app/services.ts';
import { ServicesContext } from '../app/ServicesContext.tsx';
import { waitForSession } from '../app/session.ts';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { createRoutes, followWorkingLocation } from '../routes/router.tsx';

/** The services of the story on screen, for a play function that listens to them. */
export const storyServices: { current: Services | null } = { current: null };

/**
 * Renders the real console at `path` (router, guard, layouts, screens) with the real API
 * client, for screens' stories: each story mocks the API at the network layer with MSW.
 */
export function ConsoleStory({ path, locale }: { path: string; locale: Locale }) {
  const [services, setServices] = useState<Services | null>(null);

  useEffect(() => {
    const created = createServices();
    storyServices.current = created;
    let ready = true;
    void waitForSession(created.session).then(() => ready && setServices(created));
    return () => {
      ready = false;
      created.workingLocation.stop();
      created.session.stop();
    };
  }, []);

  const router = useMemo(
    () => services && createMemoryRouter(createRoutes(services), { initialEntries: [path] }),
    [services, path],
  );
  useEffect(() => (router && services ? followWorkingLocation(router, services) : undefined), [router, services]);
  if (!services || !router) return null;
  return (
    <ServicesContext.Provider value={services}>
      <LocaleProvider initial={locale}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ServicesContext.Provider>
  );
}
