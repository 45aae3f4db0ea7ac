import { networks } from '@starcrew/api-client';
import type { NetworksResponse, NetworkTab } from '@starcrew/contract';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';

type NetworksData = NetworksResponse['data'];

/** One page of My Networks for a tab; `reload` after a rename. The API client toasts failures. */
export function useNetworks(tab: NetworkTab, page: number) {
  const { api } = useServices();
  const [data, setData] = useState<NetworksData | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let alive = true;
    setFailed(false);
    networks(api, { status: tab, page }).then(
      (answer) => alive && setData(answer),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [api, tab, page, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, failed, reload };
}
