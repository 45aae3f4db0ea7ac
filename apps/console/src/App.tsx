import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ServicesContext } from './app/ServicesContext.tsx';
import type { Services } from './app/services.ts';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { createRouter, followWorkingLocation } from './routes/router.tsx';

export function App({ services }: { services: Services }) {
  const router = useMemo(() => createRouter(services), [services]);
  useEffect(() => followWorkingLocation(router, services), [router, services]);
  return (
    <ServicesContext.Provider value={services}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ServicesContext.Provider>
  );
}
