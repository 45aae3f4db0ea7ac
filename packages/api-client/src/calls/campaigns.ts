import {
  campaignRankingsResponseSchema,
  campaignResponseSchema,
  campaignsResponseSchema,
  sellerCampaignsResponseSchema,
  type Campaign,
  type CampaignRankingsResponse,
  type CampaignRequest,
  type CampaignsResponse,
  type CampaignTab,
  type SellerCampaignsResponse,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';
import type { WithMessage } from './account.ts';

const campaignPath = (id: string) => `/v1/manager/campaigns/${encodeURIComponent(id)}`;

/** GET /v1/manager/campaigns: one page of a tab, every tab's count; archived ones only with `archived`. */
export async function campaigns(
  client: ApiClient,
  query: { page?: number; per_page?: number; tab?: CampaignTab; archived?: boolean } = {},
): Promise<CampaignsResponse['data']> {
  const response = await client.request('/v1/manager/campaigns', {
    query: {
      page: query.page,
      per_page: query.per_page,
      tab: query.tab,
      archived: query.archived === undefined ? undefined : String(query.archived),
    },
    schema: campaignsResponseSchema,
  });
  return response.data;
}

/** GET /v1/manager/campaigns/{id}: period, mode, rule, rewards per rank, locations, participants. */
export async function campaign(client: ApiClient, id: string): Promise<Campaign> {
  return (await client.request(campaignPath(id), { schema: campaignResponseSchema })).data;
}

/** GET /v1/manager/campaigns/{id}/rankings: shared, one ranking; separate, one per location. */
export async function campaignRankings(client: ApiClient, id: string): Promise<CampaignRankingsResponse['data']> {
  return (await client.request(`${campaignPath(id)}/rankings`, { schema: campaignRankingsResponseSchema })).data;
}

/**
 * POST /v1/manager/campaigns. Silent: the wizard shows 422s on their step's fields, the plan-limit
 * prompt on 403 PlanLimitReached, and the server's message otherwise.
 */
export async function createCampaign(client: ApiClient, body: CampaignRequest): Promise<WithMessage<Campaign>> {
  const response = await client.request('/v1/manager/campaigns', {
    method: 'POST',
    body: { ...body },
    schema: campaignResponseSchema,
    silent: true,
  });
  return { data: response.data, message: response.message };
}

/** PUT /v1/manager/campaigns/{id}: the whole campaign; silent as creation (the wizard shows the errors). */
export async function updateCampaign(
  client: ApiClient,
  id: string,
  body: CampaignRequest,
): Promise<WithMessage<Campaign>> {
  const response = await client.request(campaignPath(id), {
    method: 'PUT',
    body: { ...body },
    schema: campaignResponseSchema,
    silent: true,
  });
  return { data: response.data, message: response.message };
}

/** POST /v1/manager/campaigns/{id}/archive: archive (`true`) or bring back (`false`). */
export async function archiveCampaign(
  client: ApiClient,
  id: string,
  archived: boolean,
): Promise<WithMessage<Campaign>> {
  const response = await client.request(`${campaignPath(id)}/archive`, {
    method: 'POST',
    body: { archived },
    schema: campaignResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** GET /v1/seller/campaigns: the signed-in seller's campaigns with their progress and rank. */
export async function sellerCampaigns(
  client: ApiClient,
  query: { page?: number; per_page?: number; tab?: CampaignTab } = {},
): Promise<SellerCampaignsResponse['data']> {
  const response = await client.request('/v1/seller/campaigns', {
    query: { page: query.page, per_page: query.per_page, tab: query.tab },
    schema: sellerCampaignsResponseSchema,
  });
  return response.data;
}
