import { competitors } from '@starcrew/api-client';
import type { CompetitorsList, Location } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

/** What the Competitors screen shows: the working location and, once it answers, its competitors. */
export interface CompetitorsData {
  /** The top bar's location; null when the user has none (the empty state, no call). */
  location: Location | null;
  /** Rejects when the call failed (the API client toasted why); null without a location. */
  list: Promise<CompetitorsList> | null;
}

/**
 * `/manager/competitors`: the competitors of the top bar's working location (followsLocation:
 * a change of location reads them again). The server checks the location is the caller's.
 */
export async function loader({ services }: ScreenLoaderArgs): Promise<CompetitorsData> {
  const { locations, selected, target } = await services.workingLocation.settled();
  const location =
    (selected && locations?.some((l) => l.id === selected.id) ? selected : null) ??
    locations?.find((l) => l.id === target) ??
    locations?.[0] ??
    null;
  const list = location ? competitors(services.api, location.id) : null;
  // Read by the screen's <Await>, which shows the failure; a list replaced before it renders (a
  // location change, a revalidation) would otherwise reject unhandled.
  list?.catch(() => undefined);
  return { location, list };
}
