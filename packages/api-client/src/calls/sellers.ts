import {
  messageResponseSchema,
  sellerDashboardResponseSchema,
  sellerResponseSchema,
  sellersResponseSchema,
  sellerToolsResponseSchema,
  type Seller,
  type SellerDashboard,
  type SellerQrRequest,
  type SellerRequest,
  type SellerSort,
  type SellersResponse,
  type SellerToolsResponse,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';
import type { WithMessage } from './account.ts';

const sellerPath = (id: string) => `/v1/manager/sellers/${encodeURIComponent(id)}`;

/** GET /v1/manager/sellers: the figures and one page of sellers (search, sort, page). */
export async function sellers(
  client: ApiClient,
  query: { page?: number; per_page?: number; search?: string; sort?: SellerSort; direction?: 'asc' | 'desc' } = {},
): Promise<SellersResponse['data']> {
  const response = await client.request('/v1/manager/sellers', {
    query: {
      page: query.page,
      per_page: query.per_page,
      search: query.search || undefined,
      sort: query.sort,
      direction: query.direction,
    },
    schema: sellersResponseSchema,
  });
  return response.data;
}

/** GET /v1/manager/sellers/{id}: one seller with links and QR settings. */
export async function seller(client: ApiClient, id: string): Promise<Seller> {
  return (await client.request(sellerPath(id), { schema: sellerResponseSchema })).data;
}

/**
 * POST /v1/manager/sellers: the new seller (their password is emailed). Silent: the modal shows
 * 422s on its fields, the plan-limit prompt on 403, and "An error occurred while creating the
 * seller. Please try again." otherwise.
 */
export async function createSeller(client: ApiClient, body: SellerRequest): Promise<WithMessage<Seller>> {
  const response = await client.request('/v1/manager/sellers', {
    method: 'POST',
    body: { ...body },
    schema: sellerResponseSchema,
    silent: true,
  });
  return { data: response.data, message: response.message };
}

/** POST /v1/manager/sellers/{id}: the edited seller and "seller updated". */
export async function updateSeller(client: ApiClient, id: string, body: SellerRequest): Promise<WithMessage<Seller>> {
  const response = await client.request(sellerPath(id), {
    method: 'POST',
    body: { ...body },
    schema: sellerResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** DELETE /v1/manager/sellers/{id}: "seller deleted"; the seller's history stays. */
export async function deleteSeller(client: ApiClient, id: string): Promise<WithMessage<null>> {
  const response = await client.request(sellerPath(id), { method: 'DELETE', schema: messageResponseSchema });
  return { data: response.data, message: response.message };
}

/** POST /v1/manager/sellers/{id}/qr: colours and name of the seller's QR code. */
export async function saveSellerQr(client: ApiClient, id: string, body: SellerQrRequest): Promise<WithMessage<Seller>> {
  const response = await client.request(`${sellerPath(id)}/qr`, {
    method: 'POST',
    body: { ...body },
    schema: sellerResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** POST /v1/manager/sellers/{id}/qr-logo (multipart, field `logo`), or DELETE with `null` to remove it. */
export async function saveSellerQrLogo(
  client: ApiClient,
  id: string,
  logo: Blob | null,
  filename = 'logo',
): Promise<WithMessage<Seller>> {
  let body: FormData | undefined;
  if (logo) {
    body = new FormData();
    body.append('logo', logo, filename);
  }
  const response = await client.request(`${sellerPath(id)}/qr-logo`, {
    method: logo ? 'POST' : 'DELETE',
    ...(body ? { body } : {}),
    schema: sellerResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** GET /v1/seller/tools: the signed-in seller's own links (per location) and QR settings. */
export async function sellerTools(client: ApiClient): Promise<SellerToolsResponse['data']> {
  return (await client.request('/v1/seller/tools', { schema: sellerToolsResponseSchema })).data;
}

/** GET /v1/seller/dashboard: the signed-in seller's figures, team ranking and active campaign. */
export async function sellerDashboard(client: ApiClient): Promise<SellerDashboard> {
  return (await client.request('/v1/seller/dashboard', { schema: sellerDashboardResponseSchema })).data;
}
