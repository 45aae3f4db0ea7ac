import { sellers } from '@starcrew/api-client';
import { sellerSorts, type Location, type SellerSort, type SellersResponse } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';
import { listedLocations } from '../team/teamLocations.ts';

export type SellersPage = SellersResponse['data'];

/** Spec section 3: ten sellers a page. */
export const SELLERS_PAGE_SIZE = 10;

/** What the URL says: `?search=…&sort=total_reviews&direction=desc&page=2` (a link or a reload keeps it). */
export interface SellersQuery {
  search: string;
  sort: SellerSort;
  direction: 'asc' | 'desc';
  page: number;
}

/** What the sellers screen shows: the URL's query, the page once it answers, the locations to choose from. */
export interface SellersData {
  query: SellersQuery;
  /** Rejects when the call failed (the API client toasted why). */
  sellers: Promise<SellersPage>;
  /** The active locations of the working-location list (the modal's choices); rejects when they could not be listed. */
  locations: Promise<Location[]>;
}

const isSort = (value: string | null): value is SellerSort => sellerSorts.some((sort) => sort === value);

export function sellersQuery(params: URLSearchParams): SellersQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    sort: isSort(sort) ? sort : 'last_name',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The same query as URL search params, leaving out the defaults. */
export function sellersParams(query: SellersQuery): Record<string, string> {
  return {
    ...(query.search ? { search: query.search } : {}),
    ...(query.sort !== 'last_name' ? { sort: query.sort } : {}),
    ...(query.direction !== 'asc' ? { direction: query.direction } : {}),
    ...(query.page > 1 ? { page: String(query.page) } : {}),
  };
}

export function loader({ request, services }: ScreenLoaderArgs): SellersData {
  const query = sellersQuery(new URL(request.url).searchParams);
  return {
    query,
    sellers: sellers(services.api, { ...query, search: query.search || undefined, per_page: SELLERS_PAGE_SIZE }),
    locations: listedLocations(services),
  };
}
