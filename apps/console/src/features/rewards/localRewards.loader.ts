import { localRewards } from '@starcrew/api-client';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';
import { emptyRewardsPage, REWARDS_PAGE_SIZE, rewardsQuery, type RewardsData } from './rewards.loader.ts';

/**
 * `/manager/local-rewards`: the rewards of the top bar's working location (the server checks the
 * location is the manager's, so no other organization's rewards can show). No location, no call.
 */
export async function loader({ request, services }: ScreenLoaderArgs): Promise<RewardsData> {
  const query = rewardsQuery(new URL(request.url).searchParams);
  const { locations, selected, target } = await services.workingLocation.settled();
  const location =
    (selected && locations?.some((l) => l.id === selected.id) ? selected : null) ??
    locations?.find((l) => l.id === target) ??
    null;
  return {
    query,
    scope: 'local',
    locationName: location?.title ?? null,
    page: location
      ? localRewards(services.api, location.id, { status: query.tab, page: query.page, per_page: REWARDS_PAGE_SIZE })
      : Promise.resolve(emptyRewardsPage),
  };
}
