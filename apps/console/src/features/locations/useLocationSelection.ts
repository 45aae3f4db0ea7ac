import { accessLocation } from '@starcrew/api-client';
import type { Location } from '@starcrew/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import {
  debounce,
  emitLocationChanged,
  LOCATION_REFRESH,
  readSelectedLocation,
  storeSelectedLocation,
} from './locationEvents.ts';
import { sharedActiveLocations } from './sharedActiveLocations.ts';

/** Spec section 9: debounce 300 ms. */
export const REFRESH_DEBOUNCE_MS = 300;

/** Spec section 8: these failures are only logged, never shown. */
const logFailure = (what: string) => (error: unknown) => console.error(what, error);

/**
 * The top bar's location behaviour (spec section 4): selecting fetches the active locations,
 * calls access-location, stores the answer as the selected location and emits 'location
 * changed'; 'location refresh' reloads and re-accesses the selected one, debounced 300 ms.
 */
export function useLocationSelection() {
  const { api } = useServices();
  const [locations, setLocations] = useState<Location[]>([]);
  const [selected, setSelected] = useState<Location | null>(() => readSelectedLocation());
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  const access = useCallback(
    async (id: string) => {
      try {
        const location = await accessLocation(api, id);
        if (!location?.id) throw new Error('no location data');
        storeSelectedLocation(location);
        setSelected(location);
        emitLocationChanged(location);
      } catch (error) {
        logFailure('Error accessing location')(error);
      }
    },
    [api],
  );

  const load = useCallback(async () => {
    try {
      const list = await sharedActiveLocations(api);
      setLocations(list);
      return list;
    } catch (error) {
      logFailure('Error fetching locations')(error);
      return null;
    }
  }, [api]);

  const select = useCallback(
    async (id: string) => {
      await load();
      await access(id);
    },
    [load, access],
  );

  // First load: keep the stored location when the user may still open it, else take the first.
  useEffect(() => {
    void load().then((list) => {
      if (!list || list.length === 0) return;
      const stored = selectedRef.current;
      const target = list.find((l) => l.id === stored?.id) ?? list[0];
      if (target) void access(target.id);
    });
  }, [load, access]);

  useEffect(() => {
    const refresh = debounce(() => {
      void load().then(() => {
        const current = selectedRef.current;
        if (current) void access(current.id);
      });
    }, REFRESH_DEBOUNCE_MS);
    window.addEventListener(LOCATION_REFRESH, refresh.run);
    return () => {
      window.removeEventListener(LOCATION_REFRESH, refresh.run);
      refresh.cancel();
    };
  }, [load, access]);

  return { locations, selected, select };
}
