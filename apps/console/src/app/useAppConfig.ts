import { appConfig } from '@starcrew/api-client';
import type { AppConfigResponse } from '@starcrew/contract';
import { useEffect, useState } from 'react';
import { useServices } from './ServicesContext.tsx';

export type AppConfig = AppConfigResponse['data'];

/**
 * The server's public configuration (GET /api/v1/config): undefined while it loads, null when
 * the call failed (a silent call: screens fall back to what works without it).
 */
export function useAppConfig(): AppConfig | null | undefined {
  const { api } = useServices();
  const [config, setConfig] = useState<AppConfig | null>();
  useEffect(() => {
    let alive = true;
    appConfig(api).then(
      (answer) => alive && setConfig(answer),
      () => alive && setConfig(null),
    );
    return () => {
      alive = false;
    };
  }, [api]);
  return config;
}
