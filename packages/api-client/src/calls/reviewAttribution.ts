import {
  reviewAttributionResponseSchema,
  reviewResponseSchema,
  type Review,
  type ReviewAttributionDetails,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';
import type { WithMessage } from './account.ts';

const attributionPath = (id: string) => `/v1/manager/reviews/${encodeURIComponent(id)}/attribution`;

/**
 * GET /v1/manager/reviews/{id}/attribution: who collected it, who it may go to, the corrections
 * so far. Silent: the dialog says it could not load them.
 */
export async function reviewAttribution(client: ApiClient, id: string): Promise<ReviewAttributionDetails> {
  return (await client.request(attributionPath(id), { schema: reviewAttributionResponseSchema, silent: true })).data;
}

/**
 * PUT /v1/manager/reviews/{id}/attribution: a member of the review's location, or null for no
 * one. Silent: the dialog shows a refusal beside the member select.
 */
export async function correctAttribution(
  client: ApiClient,
  id: string,
  sellerId: string | null,
): Promise<WithMessage<Review>> {
  const response = await client.request(attributionPath(id), {
    method: 'PUT',
    body: { seller_id: sellerId },
    schema: reviewResponseSchema,
    silent: true,
  });
  return { data: response.data, message: response.message };
}
