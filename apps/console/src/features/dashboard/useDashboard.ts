import { dashboardStats, isApiError } from '@starcrew/api-client';
import type { DashboardStats, Location } from '@starcrew/contract';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { LOCATION_CHANGED, readSelectedLocation } from '../locations/locationEvents.ts';
import { sharedActiveLocations } from '../locations/sharedActiveLocations.ts';

/** What the dashboard shows: its figures for the working location, or why it cannot. */
export type DashboardState =
  | { status: 'loading'; location: Location | null; isScopeKnown: boolean }
  | { status: 'empty' }
  | { status: 'ready'; location: Location | null; isScopeKnown: true; stats: DashboardStats }
  | { status: 'failed'; location: Location | null; isScopeKnown: boolean };

/**
 * The dashboard's figures for the top bar's working location (spec section 4: screens follow
 * 'location changed'). The locations are listed first (the selector's request, shared while
 * it is on its way): none means the empty state, and the stored selection is used only while
 * the user may still see it (a location kept from another account would be a 404). A failed list is only logged, as the selector does; the
 * figures then cover everything the user may see. Failures of the figures are toasted by
 * the API client; a 406 sends the user to the plans page, so the skeleton stays until then.
 */
export function useDashboard(): DashboardState & { retry: () => void } {
  const { api } = useServices();
  /** undefined while loading; null when the list failed. */
  const [locations, setLocations] = useState<Location[] | null | undefined>(undefined);
  const [location, setLocation] = useState<Location | null>(null);
  const [stats, setStats] = useState<{ forId: string | undefined; value: DashboardStats } | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The location and attempt that failed: another location, or a retry, starts afresh. */
  const [failedKey, setFailedKey] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    sharedActiveLocations(api).then(
      (list) => {
        if (!alive) return;
        const stored = readSelectedLocation();
        setLocation((current) => list.find((l) => l.id === (current ?? stored)?.id) ?? list[0] ?? null);
        setLocations(list);
      },
      (error: unknown) => {
        console.error('Error fetching locations', error);
        if (alive) setLocations(null);
      },
    );
    return () => {
      alive = false;
    };
  }, [api]);

  useEffect(() => {
    // A rename brings the same id with a new name: the name changes, the figures stay.
    const follow = (event: Event) => setLocation((event as CustomEvent<Location>).detail);
    window.addEventListener(LOCATION_CHANGED, follow);
    return () => window.removeEventListener(LOCATION_CHANGED, follow);
  }, []);

  const listed = locations !== undefined;
  const empty = locations?.length === 0;
  const locationId = location?.id;
  const key = `${locationId ?? '*'}#${attempt}`;
  useEffect(() => {
    if (!listed || empty) return;
    let alive = true;
    dashboardStats(api, locationId).then(
      (value) => {
        if (alive) setStats({ forId: locationId, value });
      },
      (error: unknown) => {
        if (!alive || (isApiError(error) && error.kind === 'subscription')) return;
        setFailedKey(key);
      },
    );
    return () => {
      alive = false;
    };
  }, [api, listed, empty, locationId, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (empty) return { status: 'empty', retry };
  // The working location is known once the list answered, or an event named it.
  const isScopeKnown = listed || location !== null;
  if (failedKey === key) return { status: 'failed', location, isScopeKnown, retry };
  // Figures of the previous location never show under the new one's name.
  if (!stats || stats.forId !== locationId) return { status: 'loading', location, isScopeKnown, retry };
  return { status: 'ready', location, isScopeKnown: true, stats: stats.value, retry };
}
