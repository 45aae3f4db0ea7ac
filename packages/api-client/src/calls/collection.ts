import {
  collectionTemplatesResponseSchema,
  collectionTemplatesSchema,
  collectionToolsResponseSchema,
  envelope,
  reviewRequestResponseSchema,
  reviewRequestsResponseSchema,
  type CollectionTemplatesData,
  type CollectionTemplatesRequest,
  type CollectionTemplatesResponse,
  type CollectionTools,
  type ReviewRequestEntry,
  type ReviewRequestRequest,
  type ReviewRequestsResponse,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';
import type { WithMessage } from './account.ts';

const toolsPath = (locationId: string) => `/v1/manager/tools/${encodeURIComponent(locationId)}`;
const templatesResponseSchema = envelope(collectionTemplatesSchema);

/** GET /v1/manager/tools/{id}: a location's templates, links, sellers and today's count. */
export async function collectionTools(client: ApiClient, locationId: string): Promise<CollectionTools> {
  return (await client.request(toolsPath(locationId), { schema: collectionToolsResponseSchema })).data;
}

/** POST /v1/manager/tools/{id}/templates: the saved templates and "messages saved" (422s on the fields). */
export async function saveCollectionTemplates(
  client: ApiClient,
  locationId: string,
  body: CollectionTemplatesRequest,
): Promise<WithMessage<CollectionTemplatesData>> {
  const response = await client.request(`${toolsPath(locationId)}/templates`, {
    method: 'POST',
    body: { ...body },
    schema: templatesResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** POST /v1/manager/tools/{id}/requests: a manager's review request (the chosen seller's link, or the location's). */
export async function sendReviewRequest(
  client: ApiClient,
  locationId: string,
  body: ReviewRequestRequest,
): Promise<WithMessage<ReviewRequestEntry>> {
  const response = await client.request(`${toolsPath(locationId)}/requests`, {
    method: 'POST',
    body: { ...body },
    schema: reviewRequestResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** GET /v1/manager/tools/{id}/requests: one page of the location's history, newest first. */
export async function reviewRequests(
  client: ApiClient,
  locationId: string,
  query: { page?: number; per_page?: number } = {},
): Promise<ReviewRequestsResponse['data']> {
  const response = await client.request(`${toolsPath(locationId)}/requests`, {
    query: { page: query.page, per_page: query.per_page },
    schema: reviewRequestsResponseSchema,
  });
  return response.data;
}

/** GET /v1/seller/tools/templates: what a seller's requests at a location will say. */
export async function sellerCollectionTemplates(
  client: ApiClient,
  locationId: string,
): Promise<CollectionTemplatesResponse['data']> {
  const response = await client.request('/v1/seller/tools/templates', {
    query: { location_id: locationId },
    schema: collectionTemplatesResponseSchema,
  });
  return response.data;
}

/** POST /v1/seller/tools/requests: a seller's review request, always with their own link. */
export async function sendSellerReviewRequest(
  client: ApiClient,
  body: ReviewRequestRequest,
): Promise<WithMessage<ReviewRequestEntry>> {
  const response = await client.request('/v1/seller/tools/requests', {
    method: 'POST',
    body: { ...body },
    schema: reviewRequestResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** GET /v1/seller/tools/requests: one page of the requests the seller sent (at one location). */
export async function sellerReviewRequests(
  client: ApiClient,
  query: { page?: number; per_page?: number; location_id?: string } = {},
): Promise<ReviewRequestsResponse['data']> {
  const response = await client.request('/v1/seller/tools/requests', {
    query: { page: query.page, per_page: query.per_page, location_id: query.location_id },
    schema: reviewRequestsResponseSchema,
  });
  return response.data;
}
