import {
  competitorResponseSchema,
  competitorReviewsResponseSchema,
  competitorSearchResponseSchema,
  competitorsResponseSchema,
  messageResponseSchema,
  type Competitor,
  type CompetitorRequest,
  type CompetitorReviews,
  type CompetitorsList,
  type PlaceResult,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';
import type { WithMessage } from './account.ts';

const competitorPath = (id: string) => `/v1/manager/competitors/${encodeURIComponent(id)}`;

/** GET /v1/manager/competitors: a location's competitors compared with it, and the plan's limit there. */
export async function competitors(client: ApiClient, locationId: string): Promise<CompetitorsList> {
  const response = await client.request('/v1/manager/competitors', {
    query: { location_id: locationId },
    schema: competitorsResponseSchema,
  });
  return response.data;
}

/**
 * GET /v1/manager/competitors/search: businesses matching `query` near the location. Silent: the
 * search dialog says why it has no results (a busy or unavailable directory) in place.
 */
export async function searchCompetitors(
  client: ApiClient,
  locationId: string,
  query: string,
  signal?: AbortSignal,
): Promise<PlaceResult[]> {
  const response = await client.request('/v1/manager/competitors/search', {
    query: { location_id: locationId, query },
    schema: competitorSearchResponseSchema,
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** POST /v1/manager/competitors: follow a place; a 403 PlanLimitReached opens the plan-limit prompt. */
export async function addCompetitor(client: ApiClient, body: CompetitorRequest): Promise<WithMessage<Competitor>> {
  const response = await client.request('/v1/manager/competitors', {
    method: 'POST',
    body: { ...body },
    schema: competitorResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** DELETE /v1/manager/competitors/{id}: "competitor removed"; its history goes with it. */
export async function removeCompetitor(client: ApiClient, id: string): Promise<WithMessage<null>> {
  const response = await client.request(competitorPath(id), { method: 'DELETE', schema: messageResponseSchema });
  return { data: response.data, message: response.message };
}

/** GET /v1/manager/competitors/{id}/reviews: the review details modal (latest reviews, read live). */
export async function competitorReviews(client: ApiClient, id: string): Promise<CompetitorReviews> {
  return (await client.request(`${competitorPath(id)}/reviews`, { schema: competitorReviewsResponseSchema })).data;
}
