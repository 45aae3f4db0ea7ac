import { describe, expect, it } from 'vitest';
import type { ApiError } from '../errors/ApiError.ts';
import { makeUser, sessionData } from '../test/fixtures.ts';
import { loopbackClients } from '../test/loopbackClient.ts';
import { currentUser, login, logout } from './auth.ts';

const setup = loopbackClients();

const credentials = { email: 'ana@example.com', password: 'secret123', remember_me: true };

describe('auth calls', () => {
  it('login should POST the credentials and return the validated session data', async () => {
    const { client, requests } = await setup({ status: 200, body: { data: sessionData, message: 'Welcome' } });
    await expect(login(client, credentials)).resolves.toEqual(sessionData);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/login' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(credentials);
  });

  it('login should reject an answer that breaks the contract, as an unexpected error', async () => {
    const { access_token: _dropped, ...withoutToken } = sessionData;
    const { client, onError } = await setup({ status: 200, body: { data: withoutToken } });
    const error = (await login(client, credentials).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'other',
      status: 200,
      message: 'An unexpected error occurred.',
    });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('login should surface wrong credentials as field errors', async () => {
    const { client } = await setup({
      status: 422,
      body: { message: 'auth.failed', errors: { email: ['auth.failed'] } },
    });
    const error = (await login(client, credentials).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'validation', fieldErrors: { email: 'auth.failed' } });
  });

  it('logout should POST /v1/logout with the token', async () => {
    const { client, requests } = await setup({ status: 200, body: { message: 'auth.loggedOut' } });
    await expect(logout(client)).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: 'Bearer tok-123' },
    });
  });

  it('logout should revoke the token it is given, the stored copy being already gone', async () => {
    const { client, requests } = await setup({ status: 200, body: { message: 'auth.loggedOut' } });
    await expect(logout(client, 'tok-ending')).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({ headers: { authorization: 'Bearer tok-ending' } });
  });

  it('currentUser should GET /v1/user and return the user', async () => {
    const user = makeUser({ full_name: 'Ana María Lopez' });
    const { client, requests } = await setup({ status: 200, body: { data: user } });
    await expect(currentUser(client)).resolves.toEqual(user);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/v1/user' });
  });

  it('currentUser should reject a user of the wrong shape', async () => {
    const { client } = await setup({ status: 200, body: { data: { id: 1 } } });
    await expect(currentUser(client)).rejects.toMatchObject({ kind: 'other' });
  });
});
