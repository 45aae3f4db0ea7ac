import {
  invitationResponseSchema,
  managerResponseSchema,
  managersResponseSchema,
  messageResponseSchema,
  type AcceptInvitationRequest,
  type CreateManagerRequest,
  type InvitationResponse,
  type Manager,
  type ManagersResponse,
  type UpdateManagerRequest,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';
import type { WithMessage } from './account.ts';

const managerPath = (id: string) => `/v1/super-manager/managers/${encodeURIComponent(id)}`;

/** GET /v1/super-manager/managers: one page of the owner's managers with their locations. */
export async function managers(
  client: ApiClient,
  query: { page?: number; per_page?: number } = {},
): Promise<ManagersResponse['data']> {
  const response = await client.request('/v1/super-manager/managers', {
    query: { page: query.page, per_page: query.per_page },
    schema: managersResponseSchema,
  });
  return response.data;
}

/**
 * POST /v1/super-manager/managers: with a password, or without to send an invitation. Silent:
 * the modal shows 422s on its fields and "An error occurred while creating the Manager. Please
 * try again." otherwise.
 */
export async function createManager(client: ApiClient, body: CreateManagerRequest): Promise<WithMessage<Manager>> {
  const response = await client.request('/v1/super-manager/managers', {
    method: 'POST',
    body: { ...body },
    schema: managerResponseSchema,
    silent: true,
  });
  return { data: response.data, message: response.message };
}

/** POST /v1/super-manager/managers/{id}: names and locations; "manager updated". */
export async function updateManager(
  client: ApiClient,
  id: string,
  body: UpdateManagerRequest,
): Promise<WithMessage<Manager>> {
  const response = await client.request(managerPath(id), {
    method: 'POST',
    body: { ...body },
    schema: managerResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** DELETE /v1/super-manager/managers/{id}. */
export async function deleteManager(client: ApiClient, id: string): Promise<WithMessage<null>> {
  const response = await client.request(managerPath(id), { method: 'DELETE', schema: messageResponseSchema });
  return { data: response.data, message: response.message };
}

/** POST /v1/super-manager/managers/{id}/resend-invitation: a new link; the previous one stops working. */
export async function resendInvitation(client: ApiClient, id: string): Promise<WithMessage<Manager>> {
  const response = await client.request(`${managerPath(id)}/resend-invitation`, {
    method: 'POST',
    schema: managerResponseSchema,
  });
  return { data: response.data, message: response.message };
}

/** POST /v1/invitations/lookup: whom the link invites. Silent: the screen shows an invalid link itself. */
export async function invitation(client: ApiClient, token: string): Promise<InvitationResponse['data']> {
  const response = await client.request('/v1/invitations/lookup', {
    method: 'POST',
    body: { token },
    schema: invitationResponseSchema,
    silent: true,
  });
  return response.data;
}

/** POST /v1/invitations/accept: sets the manager's password; they then sign in. */
export async function acceptInvitation(client: ApiClient, body: AcceptInvitationRequest): Promise<WithMessage<null>> {
  const response = await client.request('/v1/invitations/accept', {
    method: 'POST',
    body: { ...body },
    schema: messageResponseSchema,
  });
  return { data: response.data, message: response.message };
}
