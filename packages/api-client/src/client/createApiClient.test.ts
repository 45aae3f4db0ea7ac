import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, storageKeys } from '../storage/sessionStore.ts';
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
  const storage = createMemoryStorage({ [storageKeys.token]: 'tok-123' });
  const client = createApiClient({ baseURL: server.baseURL, storage, ...handlers, ...options });
  return { client, handlers, requests: server.requests, server };
}

describe('createApiClient headers', () => {
  it('should send the token, language, AJAX mark and JSON body under /api', async () => {
    const { client, requests } = await setup(
      { status: 200, body: { data: 1 } },
      {
        storage: createMemoryStorage({ token: 'tok-123', 'app-lang': 'fr' }),
      },
    );
    await expect(
      client.request('/v1/things', { method: 'POST', body: { a: 1 }, query: { page: 2, per_page: 10 } }),
    ).resolves.toEqual({ data: 1 });
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v1/things?page=2&per_page=10', body: '{"a":1}' });
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer tok-123',
      'accept-language': 'fr',
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('should default the language to en and send no Authorization without a token', async () => {
    const { client, requests } = await setup({ status: 200, body: {} }, { storage: createMemoryStorage() });
    await client.request('/v1/ping');
    expect(requests[0]?.headers['accept-language']).toBe('en');
    expect(requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('should echo the XSRF-TOKEN cookie the server set, decoded, as X-XSRF-TOKEN', async () => {
    const server = await startServer((request) =>
      request.url.endsWith('/csrf-cookie')
        ? { status: 204, headers: { 'set-cookie': 'XSRF-TOKEN=eyJ2%3D%3D; Path=/; SameSite=Lax' } }
        : { status: 200, body: {} },
    );
    close = server.close;
    const setCookie = (await fetch(`${server.baseURL}/csrf-cookie`)).headers.getSetCookie();
    const jar = setCookie.map((cookie) => cookie.split(';')[0]).join('; ');
    const client = createApiClient({
      baseURL: server.baseURL,
      storage: createMemoryStorage(),
      cookies: () => `theme=dark; ${jar}`,
    });
    await client.request('/v1/ping', { method: 'POST', body: {} });
    expect(server.requests.at(-1)?.headers['x-xsrf-token']).toBe('eyJ2==');
  });

  it('should send FormData as multipart, without a JSON content type', async () => {
    const { client, requests } = await setup({ status: 200, body: {} });
    const form = new FormData();
    form.append('image', new Blob(['png'], { type: 'image/png' }), 'me.png');
    await client.request('/v1/update-image', {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]?.body).toContain('filename="me.png"');
  });
});
