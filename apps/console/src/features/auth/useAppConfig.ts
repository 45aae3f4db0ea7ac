import { appConfig } from '@starcrew/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';

/** The server's Google client id, or null while unknown or when Google sign-in is not configured. */
export function useGoogleClientId(): string | null {
  const { api } = useServices();
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    // A failed config call only hides the Google button: the form works without it.
    appConfig(api).then(
      (config) => alive && setClientId(config.google_client_id),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [api]);
  return clientId;
}
