import { managers } from '@starcrew/api-client';
import type { Location, ManagersResponse } from '@starcrew/contract';
import { data } from 'react-router';
import type { Services } from '../../app/services.ts';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';
import { listedLocations } from '../team/teamLocations.ts';

export type ManagersPage = ManagersResponse['data'];

/** Ten managers a page (spec section 9's default page size). */
export const MANAGERS_PAGE_SIZE = 10;

/** What the managers list shows, on My Managers and in Settings' Role Management alike. */
export interface ManagersData {
  /** The page the URL asks for (`?page=2`), 1 otherwise. */
  page: number;
  /** Rejects when the call failed (the API client toasted why). */
  managers: Promise<ManagersPage>;
  /** Every location of the organization (the owner's working-location list): the modal's choices; rejects when they could not be listed. */
  locations: Promise<Location[]>;
}

export function managersPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Only the owner manages managers (spec section 6); the server refuses anyone else too. */
export const isOwner = (services: Services) => services.session.getSnapshot().context.user?.role === 'super_manager';

/** Starts the reads of the managers list for the URL's page. */
export function managersData(services: Services, params: URLSearchParams): ManagersData {
  const page = managersPageOf(params);
  return {
    page,
    managers: managers(services.api, { page, per_page: MANAGERS_PAGE_SIZE }),
    locations: listedLocations(services),
  };
}

/**
 * My Managers. The guard lets managers into /manager, so the role is checked here: a manager
 * who types the address gets the 403 page rather than a list that fails.
 */
export function loader({ request, services }: ScreenLoaderArgs): ManagersData {
  if (!isOwner(services)) throw data(null, { status: 403 });
  return managersData(services, new URL(request.url).searchParams);
}
