import {
  accessLocationResponseSchema,
  activeLocationsResponseSchema,
  businessLocationsResponseSchema,
  businessProfileAuthorizeResponseSchema,
  businessProfileConnectResponseSchema,
  networksResponseSchema,
  renameLocationResponseSchema,
  userResponseSchema,
  type BusinessLocationsResponse,
  type BusinessProfileConnectRequest,
  type BusinessProfileConnectResponse,
  type BusinessProfileFinishRequest,
  type Location,
  type NetworkTab,
  type NetworksResponse,
  type User,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';
import type { WithMessage } from './account.ts';

/** GET /v1/active-locations: the locations the user may work at (the top bar's list). Silent: spec section 8 only logs its failures. */
export async function activeLocations(client: ApiClient): Promise<Location[]> {
  return (await client.request('/v1/active-locations', { schema: activeLocationsResponseSchema, silent: true })).data;
}

/** POST /v1/access-location: answers the location (spec section 7: `data.data`). Silent, like active-locations. */
export async function accessLocation(client: ApiClient, locationId: string): Promise<Location> {
  const response = await client.request('/v1/access-location', {
    method: 'POST',
    body: { location_id: locationId },
    schema: accessLocationResponseSchema,
    silent: true,
  });
  return response.data;
}

/** GET /v1/super-manager/networks: the summary and one page of locations for a tab. */
export async function networks(
  client: ApiClient,
  query: { page?: number; per_page?: number; status?: NetworkTab } = {},
): Promise<NetworksResponse['data']> {
  const response = await client.request('/v1/super-manager/networks', {
    query: { page: query.page, per_page: query.per_page, status: query.status },
    schema: networksResponseSchema,
  });
  return response.data;
}

/** POST /v1/manager/rename-location/{id}: answers the renamed location and the success message. */
export async function renameLocation(client: ApiClient, id: string, name: string): Promise<WithMessage<Location>> {
  const response = await client.request(`/v1/manager/rename-location/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { name },
    schema: renameLocationResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** POST /v1/manager/business-profile/authorize: the consent URL to send the browser to. */
export async function authorizeBusinessProfile(client: ApiClient): Promise<string> {
  const response = await client.request('/v1/manager/business-profile/authorize', {
    method: 'POST',
    schema: businessProfileAuthorizeResponseSchema,
  });
  return response.data.url;
}

/** POST /v1/manager/business-profile/connect: exchanges the consent code (403 `BusinessProfileNoAccess` for the modal). */
export async function connectBusinessProfile(
  client: ApiClient,
  body: BusinessProfileConnectRequest,
): Promise<BusinessProfileConnectResponse['data']> {
  const response = await client.request('/v1/manager/business-profile/connect', {
    method: 'POST',
    body,
    // Silent: the wizard shows this step's failure itself (the failed-connection modal, or its error box).
    silent: true,
    schema: businessProfileConnectResponseSchema,
  });
  return response.data;
}

/**
 * GET /v1/manager/business-profile/locations: a page of the connected account's locations;
 * 409 when the organization holds no connection (a reload of the selection step then goes to
 * step 1). Silent: the wizard shows this step's failure itself.
 */
export async function businessLocations(
  client: ApiClient,
  query: { page?: number; per_page?: number } = {},
): Promise<BusinessLocationsResponse['data']> {
  const response = await client.request('/v1/manager/business-profile/locations', {
    query: { page: query.page, per_page: query.per_page },
    schema: businessLocationsResponseSchema,
    silent: true,
  });
  return response.data;
}

/**
 * POST /v1/manager/business-profile/locations: adds the chosen locations (a list of ids, or
 * `{ select_all: true, excluded_ids }` for every location of the connection); answers the
 * user (business_profile_token true). Silent: the wizard shows this step's failure itself
 * (its error box, or step 1's "connection ended" notice on 409).
 */
export async function finishBusinessProfile(
  client: ApiClient,
  selection: string[] | BusinessProfileFinishRequest,
): Promise<User> {
  const response = await client.request('/v1/manager/business-profile/locations', {
    method: 'POST',
    body: Array.isArray(selection) ? { location_ids: selection } : { ...selection },
    silent: true,
    schema: userResponseSchema,
  });
  return response.data;
}
