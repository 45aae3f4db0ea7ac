import type { CampaignRequest } from '@starcrew/contract';
import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../client/createApiClient.ts';
import type { ApiError } from '../errors/ApiError.ts';
import { loopbackClients } from '../test/loopbackClient.ts';
import { type Reply } from '../test/server.ts';
import {
  archiveCampaign,
  campaign,
  campaignRankings,
  campaigns,
  createCampaign,
  sellerCampaigns,
  updateCampaign,
} from './campaigns.ts';
import { distributeRewards, localRewards, reward, rewards, sellerRewards, undistributeRewards } from './rewards.ts';

const setup = loopbackClients();

const id = '0b6a2c1e-4f5d-4e8a-9c3b-2a1d0e9f8c7b';
const locationId = '6a1f0c52-9d1e-4c55-8b61-1f0b1f0b1f0b';
const person = {
  id: '9a1f0c52-9d1e-4c55-8b61-1f0b1f0b1f0b',
  first_name: 'Léa',
  last_name: 'Martin',
  full_name: 'Léa Martin',
  image: null,
};
const place = { id: locationId, title: 'Maison Dorée – Paris Oberkampf' };
const aCampaign = {
  id,
  title: 'Printemps des avis',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  status: 'in_progress',
  archived: false,
  reward_mode: 'target',
  reviews_target: 20,
  reward_rule: 'top_performers',
  winners_count: 2,
  different_rewards: true,
  reward_description: null,
  rank_rewards: [
    { rank: 1, description: 'Une journée au spa' },
    { rank: 2, description: 'Un déjeuner' },
  ],
  amount_per_review_cents: null,
  location_mode: 'shared',
  locations: [place],
  participants: [person],
  created_at: '2026-02-20T10:00:00.000Z',
  updated_at: '2026-02-20T10:00:00.000Z',
};
const counts = { all: 1, upcoming: 0, in_progress: 1, completed: 0 };
const pagination = { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 };
const standing = { rank: 1, reviews: 12, progress: 0.6, reached_goal: false, earned_cents: null };
const { participants: _participants, ...withoutParticipants } = aCampaign;
const sellerCampaign = { ...withoutParticipants, standing };
const input: CampaignRequest = {
  title: 'Printemps des avis',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  reward_mode: 'target',
  reviews_target: 20,
  reward_rule: 'top_performers',
  winners_count: 2,
  different_rewards: true,
  rank_rewards: ['Une journée au spa', 'Un déjeuner'],
  location_mode: 'shared',
  location_ids: [locationId],
  participant_ids: [person.id],
};
const aReward = {
  id,
  campaign: { id, title: aCampaign.title },
  winner: person,
  location: null,
  rank: 1,
  description: 'Une journée au spa',
  amount_cents: null,
  status: 'distributed',
  distributed_at: '2026-04-02T09:00:00.000Z',
  distributed_by: person,
  flagged: false,
  created_at: '2026-04-01T00:05:00.000Z',
};
const rewardCounts = { to_distribute: 0, distributed: 1 };
const history = [
  { id: '1b6a2c1e-4f5d-4e8a-9c3b-2a1d0e9f8c7b', kind: 'pending', at: '2026-04-01T00:05:00.000Z', by: null },
  { id: '2b6a2c1e-4f5d-4e8a-9c3b-2a1d0e9f8c7b', kind: 'distributed', at: '2026-04-02T09:00:00.000Z', by: person },
];

interface Case {
  name: string;
  reply: Reply;
  call: (client: ApiClient) => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  result: unknown;
}

const cases: Case[] = [
  {
    name: 'campaigns',
    reply: { status: 200, body: { data: { campaigns: [aCampaign], counts, pagination } } },
    call: (c) => campaigns(c, { page: 2, tab: 'in_progress', archived: true }),
    method: 'GET',
    url: '/api/v1/manager/campaigns?page=2&tab=in_progress&archived=true',
    result: { campaigns: [aCampaign], counts, pagination },
  },
  {
    name: 'campaign',
    reply: { status: 200, body: { data: aCampaign } },
    call: (c) => campaign(c, id),
    method: 'GET',
    url: `/api/v1/manager/campaigns/${id}`,
    result: aCampaign,
  },
  {
    name: 'campaignRankings',
    reply: {
      status: 200,
      body: { data: { rankings: [{ location: null, entries: [{ participant: person, ...standing }] }] } },
    },
    call: (c) => campaignRankings(c, id),
    method: 'GET',
    url: `/api/v1/manager/campaigns/${id}/rankings`,
    result: { rankings: [{ location: null, entries: [{ participant: person, ...standing }] }] },
  },
  {
    name: 'createCampaign',
    reply: { status: 200, body: { data: aCampaign, message: 'Campaign created' } },
    call: (c) => createCampaign(c, input),
    method: 'POST',
    url: '/api/v1/manager/campaigns',
    body: input,
    result: { data: aCampaign, message: 'Campaign created' },
  },
  {
    name: 'updateCampaign',
    reply: { status: 200, body: { data: aCampaign, message: 'Campaign updated' } },
    call: (c) => updateCampaign(c, id, input),
    method: 'PUT',
    url: `/api/v1/manager/campaigns/${id}`,
    body: input,
    result: { data: aCampaign, message: 'Campaign updated' },
  },
  {
    name: 'archiveCampaign',
    reply: { status: 200, body: { data: { ...aCampaign, archived: true }, message: 'Campaign archived' } },
    call: (c) => archiveCampaign(c, id, true),
    method: 'POST',
    url: `/api/v1/manager/campaigns/${id}/archive`,
    body: { archived: true },
    result: { data: { ...aCampaign, archived: true }, message: 'Campaign archived' },
  },
  {
    name: 'sellerCampaigns',
    reply: { status: 200, body: { data: { campaigns: [sellerCampaign], counts, pagination } } },
    call: (c) => sellerCampaigns(c, { tab: 'in_progress' }),
    method: 'GET',
    url: '/api/v1/seller/campaigns?tab=in_progress',
    result: { campaigns: [sellerCampaign], counts, pagination },
  },
  {
    name: 'rewards',
    reply: { status: 200, body: { data: { rewards: [aReward], counts: rewardCounts, pagination } } },
    call: (c) => rewards(c, { status: 'distributed' }),
    method: 'GET',
    url: '/api/v1/manager/rewards?status=distributed',
    result: { rewards: [aReward], counts: rewardCounts, pagination },
  },
  {
    name: 'localRewards',
    reply: { status: 200, body: { data: { rewards: [aReward], counts: rewardCounts, pagination } } },
    call: (c) => localRewards(c, locationId, { page: 1 }),
    method: 'GET',
    url: `/api/v1/manager/local-rewards?location_id=${locationId}&page=1`,
    result: { rewards: [aReward], counts: rewardCounts, pagination },
  },
  {
    name: 'reward',
    reply: { status: 200, body: { data: { reward: aReward, history } } },
    call: (c) => reward(c, id),
    method: 'GET',
    url: `/api/v1/manager/rewards/${id}`,
    result: { reward: aReward, history },
  },
  {
    name: 'distributeRewards',
    reply: { status: 200, body: { data: { rewards: [aReward] }, message: 'Reward marked as distributed' } },
    call: (c) => distributeRewards(c, [id]),
    method: 'POST',
    url: '/api/v1/manager/rewards/distribute',
    body: { reward_ids: [id] },
    result: { data: [aReward], message: 'Reward marked as distributed' },
  },
  {
    name: 'undistributeRewards',
    reply: { status: 200, body: { data: { rewards: [aReward] }, message: 'Reward undistributed' } },
    call: (c) => undistributeRewards(c, [id]),
    method: 'POST',
    url: '/api/v1/manager/rewards/undistribute',
    body: { reward_ids: [id] },
    result: { data: [aReward], message: 'Reward undistributed' },
  },
  {
    name: 'sellerRewards',
    reply: { status: 200, body: { data: { rewards: [aReward], counts: rewardCounts, pagination } } },
    call: (c) => sellerRewards(c),
    method: 'GET',
    url: '/api/v1/seller/rewards',
    result: { rewards: [aReward], counts: rewardCounts, pagination },
  },
];

describe('campaign and reward calls', () => {
  for (const c of cases) {
    it(`${c.name} should call ${c.method} ${c.url} and answer its data`, async () => {
      const { client, requests } = await setup(c.reply);
      expect(await c.call(client)).toEqual(c.result);
      expect(requests[0]).toMatchObject({ method: c.method, url: c.url });
      if (c.body !== undefined) expect(JSON.parse(requests[0]?.body ?? '')).toEqual(c.body);
    });
  }

  it('should leave a plan limit on creation to the wizard: an ApiError with PlanLimitReached, no prompt, no toast', async () => {
    const { client, toasts } = await setup({
      status: 403,
      body: { message: 'Your Essential plan allows up to 2 running campaigns at a time.', error: 'PlanLimitReached' },
    });
    const error = (await createCampaign(client, input).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(error.body).toMatchObject({ error: 'PlanLimitReached' });
    expect(toasts).toEqual([]);
  });

  it('should reject a failed distribution with the server message, for the machine to show', async () => {
    const { client, toasts } = await setup({
      status: 404,
      body: { message: 'The page you are looking for does not exist.' },
    });
    const error = (await distributeRewards(client, [id]).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(404);
    expect(error.message).toBe('The page you are looking for does not exist.');
    expect(toasts).toEqual([]);
  });
});
