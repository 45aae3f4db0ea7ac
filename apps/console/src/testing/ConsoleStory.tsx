import type { Locale } from '@starcrew/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createServices, type Services } from '../app/services.ts';
import { ServicesContext } from '../app/ServicesContext.tsx';
import { waitForSession } from '../app/session.ts';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { createRoutes, followWorkingLocation } from '../routes/router.tsx';

/** The services of the story on screen, for a play function that listens to them. */
export const storyServices: { current: Services | null } = { current: null };

const quiet: Services['live'] = () => () => undefined;

/**
 * Renders the real console at `path` (router, guard, layouts, screens) with the real API
 * client, for screens' stories: each story mocks the API at the network layer with MSW.
 */
export function ConsoleStory({ path, locale, live }: { path: string; locale: Locale; live?: Services['live'] }) {
  const [services, setServices] = useState<Services | null>(null);
  const liveSource = useRef(live);
  useEffect(() => {
    liveSource.current = live;
  });

  useEffect(() => {
    // No event stream in a story (MSW does not stream): the story's live events, or none.
    const created = createServices({ live: (onEvent) => (liveSource.current ?? quiet)(onEvent) });
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
