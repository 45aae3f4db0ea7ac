import { rewards } from '@starcrew/api-client';
import type { RewardsResponse, RewardStatus } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

export type RewardsPage = RewardsResponse['data'];

/** Ten rewards a page, as every list of the console. */
export const REWARDS_PAGE_SIZE = 10;

/** What the URL says: `?tab=distributed&page=2` (a link or a reload keeps it). */
export interface RewardsQuery {
  tab: RewardStatus;
  page: number;
}

/** What the Rewards screens show: the URL's query and the page once it answers. */
export interface RewardsData {
  query: RewardsQuery;
  /** `all`: every reward the manager may see; `local`: the top bar's working location's. */
  scope: 'all' | 'local';
  /** The working location's name on the local screen; null elsewhere or when there is none. */
  locationName: string | null;
  /** Rejects when the call failed (the API client toasted why). */
  page: Promise<RewardsPage>;
}

export function rewardsQuery(params: URLSearchParams): RewardsQuery {
  const page = Number(params.get('page'));
  return {
    tab: params.get('tab') === 'distributed' ? 'distributed' : 'to_distribute',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The same query as URL search params, leaving out the defaults. */
export function rewardsParams(query: RewardsQuery): Record<string, string> {
  return {
    ...(query.tab !== 'to_distribute' ? { tab: query.tab } : {}),
    ...(query.page > 1 ? { page: String(query.page) } : {}),
  };
}

/** An empty page: the local screen without a working location has nothing to ask. */
export const emptyRewardsPage: RewardsPage = {
  rewards: [],
  counts: { to_distribute: 0, distributed: 0 },
  pagination: { current_page: 1, last_page: 1, per_page: REWARDS_PAGE_SIZE, from: null, to: null, total: 0 },
};

/** `/manager/rewards`: To Distribute or Distributed, every location the manager may see. */
export function loader({ request, services }: ScreenLoaderArgs): RewardsData {
  const query = rewardsQuery(new URL(request.url).searchParams);
  return {
    query,
    scope: 'all',
    locationName: null,
    page: rewards(services.api, { status: query.tab, page: query.page, per_page: REWARDS_PAGE_SIZE }),
  };
}
