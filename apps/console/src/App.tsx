import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ServicesContext } from './app/ServicesContext.tsx';
import type { Services } from './app/services.ts';
import { SessionUnavailableScreen } from './features/errors/SessionUnavailableScreen.tsx';
import { LocaleProvider, useLocale } from './i18n/LocaleProvider.tsx';
import { createRouter, followWorkingLocation } from './routes/router.tsx';
import { showMessages } from '@starcrew/i18n';

export function App({ services }: { services: Services }) {
  // main.tsx renders once the stored session has been read: still restoring here means it could
  // not be checked (`unavailable`) and a retry is under way.
  const unsettled = useSelector(services.session, (s) => s.matches('unavailable') || s.matches('restoring'));
  return (
    <ServicesContext.Provider value={services}>
      <LocaleProvider>
        {unsettled ? <Unavailable services={services} /> : <ConsoleRouter services={services} />}
      </LocaleProvider>
    </ServicesContext.Provider>
  );
}

/**
 * The router starts once the session is known: its guard would take a session not yet checked
 * for none and send the person to sign in.
 */
function ConsoleRouter({ services }: { services: Services }) {
  const router = useMemo(() => createRouter(services), [services]);
  useEffect(() => followWorkingLocation(router, services), [router, services]);
  return <RouterProvider router={router} />;
}

/** The stored session could not be checked: the message and "Try again", which also retries the page's texts. */
function Unavailable({ services }: { services: Services }) {
  const { locale } = useLocale();
  const retrying = useSelector(services.session, (s) => s.matches('restoring'));
  return (
    <SessionUnavailableScreen
      isPending={retrying}
      onRetry={() => {
        // Offline, the texts did not come either (English defaults show): they are asked for again.
        showMessages(locale).catch(() => undefined);
        services.session.send({ type: 'session.retry' });
      }}
    />
  );
}
