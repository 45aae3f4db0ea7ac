import { createApiClient, createSessionStore, login, logout, type ApiClient } from '@starcrew/api-client';
import { sessionMachine } from '@starcrew/machines';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';

/**
 * The console's long-lived services, created once at start-up: the API client, the stored
 * session, and the session machine with its effects provided by the real client and storage.
 */
export interface Services {
  api: ApiClient;
  session: ActorRefFrom<typeof sessionMachine>;
}

export interface ServiceHooks {
  /** Shows an error toast (spec section 8); the toast region arrives with the console shell. */
  onError?: (message: string) => void;
}

export function createServices(hooks: ServiceHooks = {}): Services {
  const store = createSessionStore(window.localStorage);
  const api = createApiClient({
    baseURL: '/api',
    storage: window.localStorage,
    onError: hooks.onError,
    // The client needs the session (to end it on 401) and the session needs the client:
    // this callback runs only after both exist.
    onUnauthorized: () => session.send({ type: 'session.expired' }),
    onRedirect: (url) => window.location.assign(url),
    onSubscriptionRequired: () => window.location.assign('/manager/plans'),
  });
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => store.read()),
        login: fromPromise(async ({ input }) => login(api, input)),
        logout: fromPromise<unknown>(async () => logout(api)),
      },
      actions: {
        persistSession: (_, data) => store.write(data),
        clearSession: () => store.clear(),
        reload: () => window.location.reload(),
      },
    }),
  );
  session.start();
  return { api, session };
}
