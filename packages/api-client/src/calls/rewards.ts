import {
  rewardDetailsResponseSchema,
  rewardsActionResponseSchema,
  rewardsResponseSchema,
  type Reward,
  type RewardDetailsResponse,
  type RewardsResponse,
  type RewardStatus,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';
import type { WithMessage } from './account.ts';

type RewardsQuery = { page?: number; per_page?: number; status?: RewardStatus };
const pageOf = (query: RewardsQuery) => ({ page: query.page, per_page: query.per_page, status: query.status });

/** GET /v1/manager/rewards: one page of To Distribute or Distributed, and both counts. */
export async function rewards(client: ApiClient, query: RewardsQuery = {}): Promise<RewardsResponse['data']> {
  return (await client.request('/v1/manager/rewards', { query: pageOf(query), schema: rewardsResponseSchema })).data;
}

/** GET /v1/manager/local-rewards: the rewards of the selected location. */
export async function localRewards(
  client: ApiClient,
  locationId: string,
  query: RewardsQuery = {},
): Promise<RewardsResponse['data']> {
  const response = await client.request('/v1/manager/local-rewards', {
    query: { location_id: locationId, ...pageOf(query) },
    schema: rewardsResponseSchema,
  });
  return response.data;
}

/** GET /v1/manager/rewards/{id}: the reward and its whole history, oldest first. */
export async function reward(client: ApiClient, id: string): Promise<RewardDetailsResponse['data']> {
  return (
    await client.request(`/v1/manager/rewards/${encodeURIComponent(id)}`, { schema: rewardDetailsResponseSchema })
  ).data;
}

async function act(client: ApiClient, action: 'distribute' | 'undistribute', ids: string[]) {
  const response = await client.request(`/v1/manager/rewards/${action}`, {
    method: 'POST',
    body: { reward_ids: ids },
    schema: rewardsActionResponseSchema,
    // The distribution machine goes back to its previous state with the server's message.
    silent: true,
  });
  return { data: response.data.rewards, message: response.message };
}

/** POST /v1/manager/rewards/distribute: the rewards as they now are (who and when recorded). */
export function distributeRewards(client: ApiClient, ids: string[]): Promise<WithMessage<Reward[]>> {
  return act(client, 'distribute', ids);
}

/** POST /v1/manager/rewards/undistribute: back to To Distribute, the reversal kept in their history. */
export function undistributeRewards(client: ApiClient, ids: string[]): Promise<WithMessage<Reward[]>> {
  return act(client, 'undistribute', ids);
}

/** GET /v1/seller/rewards: the signed-in seller's own rewards. */
export async function sellerRewards(client: ApiClient, query: RewardsQuery = {}): Promise<RewardsResponse['data']> {
  return (await client.request('/v1/seller/rewards', { query: pageOf(query), schema: rewardsResponseSchema })).data;
}
