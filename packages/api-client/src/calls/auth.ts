import {
  envelope,
  loginResponseSchema,
  userSchema,
  type LoginRequest,
  type SessionData,
  type User,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';

const currentUserResponseSchema = envelope(userSchema);

/** POST /v1/login: the session data, validated against the contract. */
export async function login(client: ApiClient, body: LoginRequest): Promise<SessionData> {
  const response = await client.request('/v1/login', { method: 'POST', body, schema: loginResponseSchema });
  return response.data;
}

/**
 * POST /v1/logout: revokes the token on the server. The session machine has already cleared
 * the stored copy, so the token to revoke is given here (without it, the stored one is sent).
 */
export async function logout(client: ApiClient, token?: string | null): Promise<void> {
  await client.request('/v1/logout', {
    method: 'POST',
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
  });
}

/** GET /v1/user: the signed-in user. */
export async function currentUser(client: ApiClient): Promise<User> {
  const response = await client.request('/v1/user', { schema: currentUserResponseSchema });
  return response.data;
}
