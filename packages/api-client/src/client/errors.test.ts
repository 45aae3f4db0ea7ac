import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../errors/ApiError.ts';
import { createMemoryStorage } from '../storage/sessionStore.ts';
import { startServer, type Reply } from '../test/server.ts';
import { createApiClient, type ApiClientOptions } from './createApiClient.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function setup(reply: Reply, options: ApiClientOptions = {}) {
  const server = await startServer(() => reply);
  close = server.close;
  const handlers = { onError: vi.fn(), onUnauthorized: vi.fn(), onSubscriptionRequired: vi.fn(), onRedirect: vi.fn() };
  const storage = createMemoryStorage({ token: 'tok-123' });
  return { client: createApiClient({ baseURL: server.baseURL, storage, ...handlers, ...options }), handlers, server };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('should have failed'),
    (error: unknown) => error as ApiError,
  );

describe('createApiClient errors', () => {
  it('should nest 422 field errors, first message per field, without a toast', async () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { 'billing_info.email': ['a', 'b'], name: ['required'] },
    };
    const { client, handlers } = await setup({ status: 422, body });
    const error = await failure(client.request('/v1/x', { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'validation',
      status: 422,
      message: 'The given data was invalid.',
    });
    expect(error.fieldErrors).toEqual({ billing_info: { email: 'a' }, name: 'required' });
    expect(error.flatFieldErrors).toEqual({ 'billing_info.email': 'a', name: 'required' });
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('should ask to log in again on 401 and let the app clear the session', async () => {
    const { client, handlers } = await setup({ status: 401, body: { message: 'Unauthenticated.' } });
    const error = await failure(client.request('/v1/user'));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Please login to continue' });
    expect(handlers.onError).toHaveBeenCalledWith('Please login to continue', error);
    expect(handlers.onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('should not call onUnauthorized for a 401 to a call that carried no token (no reload loop)', async () => {
    const { client, handlers } = await setup(
      { status: 401, body: { message: 'Unauthenticated.' } },
      { storage: createMemoryStorage() },
    );
    await failure(client.request('/v1/user'));
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
    expect(handlers.onError).toHaveBeenCalledWith('Please login to continue', expect.anything());
  });

  it('should report a 406 SubscriptionException, and treat any other 406 as other', async () => {
    const { client, handlers } = await setup({
      status: 406,
      body: { message: 'Subscribe first', error: 'SubscriptionException' },
    });
    const error = await failure(client.request('/v1/manager/campaigns'));
    expect(error).toMatchObject({ kind: 'subscription', status: 406 });
    expect(handlers.onSubscriptionRequired).toHaveBeenCalledWith(error);
    expect(handlers.onError).toHaveBeenCalledWith('Subscribe first', error);
    const other = await setup({ status: 406, body: { message: 'Not acceptable' } });
    expect(await failure(other.client.request('/v1/x'))).toMatchObject({ kind: 'other', status: 406 });
    expect(other.handlers.onSubscriptionRequired).not.toHaveBeenCalled();
  });

  it('should hand a 403 PlanLimitReached to onPlanLimitReached instead of the toast', async () => {
    const body = { message: 'Your Essential plan allows up to 5 team members.', error: 'PlanLimitReached' };
    const onPlanLimitReached = vi.fn();
    const { client, handlers } = await setup({ status: 403, body }, { onPlanLimitReached });
    const error = await failure(client.request('/v1/manager/sellers', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ kind: 'planLimit', status: 403, message: body.message });
    expect(onPlanLimitReached).toHaveBeenCalledWith(error);
    expect(handlers.onError).not.toHaveBeenCalled();
    await close?.();
    // An app without a prompt still says it, as a toast; any other 403 stays forbidden.
    const bare = await setup({ status: 403, body });
    await failure(bare.client.request('/v1/manager/sellers', { method: 'POST', body: {} }));
    expect(bare.handlers.onError).toHaveBeenCalledWith(body.message, expect.objectContaining({ kind: 'planLimit' }));
    await close?.();
    const other = await setup({ status: 403, body: { message: 'No', error: 'Other' } }, { onPlanLimitReached });
    expect(await failure(other.client.request('/v1/x'))).toMatchObject({ kind: 'forbidden' });
    expect(onPlanLimitReached).toHaveBeenCalledTimes(1);
  });

  it('should hand a 307 redirect_url to onRedirect', async () => {
    const { client, handlers } = await setup({
      status: 307,
      body: { data: { redirect_url: 'https://billing.example/checkout' } },
    });
    const error = await failure(client.request('/v1/manager/subscriptions', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ kind: 'redirect', status: 307, redirectUrl: 'https://billing.example/checkout' });
    expect(handlers.onRedirect).toHaveBeenCalledWith('https://billing.example/checkout', error);
  });

  it.each([
    [403, 'forbidden'],
    [404, 'notFound'],
    [500, 'server'],
    [503, 'server'],
    [409, 'other'],
  ] as const)('should map %i to kind %s for the error pages', async (status, kind) => {
    const { client } = await setup({ status, body: { message: 'x' } });
    expect(await failure(client.request('/v1/x'))).toMatchObject({ kind, status });
  });

  it("should toast the server's message, else 'An unexpected error occurred.'", async () => {
    const withMessage = await setup({ status: 403, body: { message: 'You cannot delete the owner.' } });
    await failure(withMessage.client.request('/v1/x', { method: 'DELETE' }));
    expect(withMessage.handlers.onError).toHaveBeenCalledWith('You cannot delete the owner.', expect.anything());
    await close?.();
    const empty = await setup({ status: 500 });
    const error = await failure(empty.client.request('/v1/x'));
    expect(error.message).toBe('An unexpected error occurred.');
    expect(empty.handlers.onError).toHaveBeenCalledWith('An unexpected error occurred.', error);
    expect(empty.server.requests).toHaveLength(1); // a GET 500 is not retried
  });

  it('should report a closed server as a connection error with status 500', async () => {
    const { client, handlers, server } = await setup({ status: 200, body: {} });
    await server.close();
    close = undefined;
    const error = await failure(client.request('/v1/user'));
    expect(error).toMatchObject({
      kind: 'network',
      status: 500,
      message: 'Connection error: Unable to reach the server.',
    });
    expect(handlers.onError).toHaveBeenCalledWith('Connection error: Unable to reach the server.', error);
  });

  it('should keep silent calls out of the toasts, still rejecting', async () => {
    const { client, handlers } = await setup({ status: 500, body: { message: 'boom' } });
    expect(
      await failure(client.request('/v1/access-location', { method: 'POST', body: {}, silent: true })),
    ).toMatchObject({ kind: 'server' });
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('should send cookies cross-origin and set no timeout', async () => {
    const seen: RequestInit[] = [];
    const spy: typeof fetch = (input, init) => {
      if (init) seen.push(init);
      return fetch(input, init);
    };
    const { client } = await setup({ status: 200, body: {} }, { fetch: spy });
    await client.request('/v1/ping');
    expect(seen[0]).toMatchObject({ credentials: 'include' });
    expect(seen[0]?.signal).toBeUndefined();
  });
});
