import { afterEach, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createMemoryStorage } from '../storage/sessionStore.ts';
import { startServer, type Reply } from './server.ts';

type ClientOptions = Parameters<typeof createApiClient>[0];

/**
 * The set-up every call test shares: a signed-in client (token `tok-123`) talking over the wire
 * to a loopback server that answers `reply`, closed after each test. `toasts` and `onError`
 * record the client's error toasts; `hooks` replace any option (`onSubscriptionRequired`, …).
 */
export function loopbackClients() {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });
  return async function setup(reply: Reply, hooks: ClientOptions = {}) {
    const server = await startServer(() => reply);
    close = server.close;
    const toasts: string[] = [];
    const onError = vi.fn((message: string) => void toasts.push(message));
    const client = createApiClient({
      onError,
      ...hooks,
      baseURL: server.baseURL,
      storage: createMemoryStorage({ token: 'tok-123' }),
    });
    return { client, requests: server.requests, toasts, onError };
  };
}
