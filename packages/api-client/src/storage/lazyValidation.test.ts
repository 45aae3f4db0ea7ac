import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { sessionData } from '../test/fixtures.ts';
import { startServer } from '../test/server.ts';
import { createMemoryStorage, createSessionStore, storageKeys } from './sessionStore.ts';

// Issue 18: zod and the contract's schemas are fetched on first need, never for a page that has
// nothing to check. The factory runs when `validation.ts` is first imported: that is the load.
const loaded = vi.hoisted(() => vi.fn());
vi.mock('../validation.ts', async (importOriginal) => {
  loaded();
  return importOriginal();
});

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

// One file, one module registry: the checks are loaded once, so the order of these tests matters.
describe('the client checks, loaded on first need', () => {
  it('should answer no stored session without loading the checks, then load them for a stored one', async () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    await expect(store.read()).resolves.toBeNull();
    expect(loaded).not.toHaveBeenCalled();
    // A successful answer without a schema has nothing to check either.
    const server = await startServer((request) =>
      request.url.endsWith('/fail')
        ? { status: 422, body: { message: 'Invalid', errors: { email: ['Wrong email'] } } }
        : { status: 200, body: { ok: true } },
    );
    close = server.close;
    const client = createApiClient({ baseURL: server.baseURL, storage });
    await expect(client.request('/v1/ok')).resolves.toEqual({ ok: true });
    expect(loaded).not.toHaveBeenCalled();

    // The first error answer is read with the contract's error schemas: they load then.
    await expect(client.request('/v1/fail', { method: 'POST' })).rejects.toMatchObject({
      kind: 'validation',
      flatFieldErrors: { email: 'Wrong email' },
    });
    expect(loaded).toHaveBeenCalledTimes(1);

    store.write(sessionData);
    await expect(store.read()).resolves.toEqual(sessionData);
    storage.setItem(storageKeys.user, JSON.stringify({ id: 1 }));
    await expect(store.read()).resolves.toBeNull();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
