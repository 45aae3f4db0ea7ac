import {
  ApiError,
  createApiClient,
  createSessionStore,
  errorMessages,
  type ApiClient,
  type LiveNotice,
} from '@starcrew/api-client';
import { sessionMachine, type LogoutInput } from '@starcrew/machines';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { showErrorToast } from '../features/errors/errorToast.ts';
import {
  createPlanLimitPrompts,
  planLimitPromptFor,
  type PlanLimitPrompts,
} from '../features/plan-limits/planLimitPrompt.ts';
import { isNewBuildServed } from './buildCheck.ts';
import { createGoogleIdentityLoader, type GoogleIdentity } from './googleIdentity.ts';
import { loadSessionCalls, type SessionCalls } from './loadSessionCalls.ts';
import { createWorkingLocation, type WorkingLocation } from './workingLocation.ts';
import type { AppConfigResponse } from '@starcrew/contract';

export type AppConfig = AppConfigResponse['data'];

/**
 * The console's long-lived services, created once at start-up: the API client, the stored
 * session, the session machine with its effects provided by the real client and storage, and
 * the signed-in session's working location.
 */
export interface Services {
  api: ApiClient;
  session: ActorRefFrom<typeof sessionMachine>;
  workingLocation: WorkingLocation;
  /**
   * The server's public configuration (GET /api/v1/config), asked once: null when the call
   * failed (a silent call: screens fall back to what works without it).
   */
  config(): Promise<AppConfig | null>;
  /** Google Identity Services, its script loaded on first use. */
  googleIdentity(): Promise<GoogleIdentity>;
  /** The plan-limit prompt the API client opens on a 403 PlanLimitReached; the manager layout's dialog shows it. */
  planLimitPrompts: PlanLimitPrompts;
  /**
   * The session's calls (sign-in, Google sign-in, sign-out, configuration, working location,
   * live events), fetched with their schemas on first use (issue 18: the sign-in page renders
   * without zod). A failed fetch rejects with the client's network error, already reported.
   * Calling it early (the first focus in the sign-in form) means a submit does not wait on it.
   */
  calls(): Promise<SessionCalls>;
  /**
   * The live events (issue 14, `GET /api/v1/live`): calls `onEvent` with each one the user may
   * see until the answered function is called. A screen subscribes while it is open.
   */
  live(onEvent: (notice: LiveNotice) => void): () => void;
}

export interface ServiceHooks {
  /** Reports a failed call (spec section 8); an error toast in the root shell's region by default. */
  onError?: (message: string, error: ApiError) => void;
  /** Loads another page (a 406's plans page, a server redirect); `window.location.assign` by default. */
  assign?: (url: string) => void;
  /** Where a 403 PlanLimitReached opens its dialog (the manager layout's); a new one by default. */
  planLimitPrompts?: PlanLimitPrompts;
  /** Where live events come from; the API's event stream by default (stories give a quiet one). */
  live?: Services['live'];
}

export function createServices(hooks: ServiceHooks = {}): Services {
  const store = createSessionStore(window.localStorage);
  const assign = hooks.assign ?? ((url: string) => window.location.assign(url));
  const onError = hooks.onError ?? showErrorToast;
  const prompts = hooks.planLimitPrompts ?? createPlanLimitPrompts();
  // Not fetched: the connection dropped, as for a call that got no answer (spec section 8).
  const calls = () =>
    loadSessionCalls().catch((cause: unknown) => {
      const error = new ApiError({ kind: 'network', status: 500, message: errorMessages.network, cause });
      onError(error.message, error);
      throw error;
    });
  const api = createApiClient({
    baseURL: '/api',
    storage: window.localStorage,
    onError,
    // One dialog with a way to upgrade instead of the toast; the toast where no dialog is mounted.
    onPlanLimitReached: (error) => {
      const prompt = planLimitPromptFor(error, session.getSnapshot().context.user?.role);
      if (!prompt || !prompts.show(prompt)) onError(error.message, error);
    },
    // The client needs the session (to end it on 401) and the session needs the client:
    // this callback runs only after both exist.
    onUnauthorized: () => session.send({ type: 'session.expired' }),
    onRedirect: (url) => assign(url),
    // Spec section 8: mark the user unsubscribed, clear the plan (the billing screens reload
    // it from the server) and go to the plans page.
    onSubscriptionRequired: () => {
      const user = session.getSnapshot().context.user;
      if (user) session.send({ type: 'session.userUpdated', user: { ...user, is_plan_subscribed: false } });
      // An owner without billing info may open only the network plans (guard rule 4).
      const target =
        user?.role === 'super_manager' && !user.billing_info ? '/manager/my-networks/plans' : '/manager/plans';
      if (window.location.pathname !== target) assign(target);
    },
  });
  let restoreAttempts = 0;
  const session = createActor(
    sessionMachine.provide({
      actors: {
        // The stored session is checked with the contract's schema, fetched only when one is
        // stored; with a session, the session's calls too: the working location reads its
        // stored selection with their schema as soon as the session is signed in. If that fetch
        // fails (offline, or a deploy replaced the files), the session may still be valid: the
        // machine keeps it and waits in `unavailable`, where the page says so with "Try again"
        // (session.retry). A retry that fails while the server serves a newer build reloads:
        // this build's files are gone, the new page names the new ones (docs/decisions.md).
        restoreSession: fromPromise(async () => {
          const retrying = restoreAttempts++ > 0;
          try {
            const data = await store.read();
            if (data) await loadSessionCalls();
            return data;
          } catch (cause) {
            if (retrying && (await isNewBuildServed())) {
              window.location.reload();
              return new Promise<never>(() => undefined); // the page is going
            }
            console.error(cause);
            throw new ApiError({ kind: 'network', status: 500, message: errorMessages.network, cause });
          }
        }),
        login: fromPromise(async ({ input }) => (await calls()).login(api, input)),
        logout: fromPromise<unknown, LogoutInput>(async ({ input }) => (await calls()).logout(api, input.token)),
      },
      actions: {
        persistSession: (_, data) => store.write(data),
        clearSession: () => store.clear(),
        reload: () => window.location.reload(),
      },
    }),
  );
  session.start();
  // Silent: spec section 8 only logs the locations' failures (the machine's logFailure).
  const workingLocation = createWorkingLocation(
    api,
    window.localStorage,
    () => session.getSnapshot().matches('loggedIn'),
    loadSessionCalls,
  );
  // Another account must not inherit this one's locations: the actor ends with the session.
  session.subscribe((snapshot) => {
    if (!snapshot.matches('loggedIn')) workingLocation.stop();
  });
  let config: Promise<AppConfig | null> | null = null;
  const readConfig = () =>
    (config ??= loadSessionCalls()
      .then(({ appConfig }) => appConfig(api))
      .catch(() => {
        config = null; // the next screen asks again
        return null;
      }));
  return {
    api,
    session,
    workingLocation,
    calls,
    config: readConfig,
    googleIdentity: createGoogleIdentityLoader(),
    planLimitPrompts: prompts,
    live:
      hooks.live ??
      ((onEvent) => {
        let subscription: { close(): void } | null = null;
        let closed = false;
        loadSessionCalls().then(
          ({ subscribeLive }) => {
            if (!closed) subscription = subscribeLive(onEvent, { baseURL: '/api' });
          },
          (error: unknown) => console.error(error), // the screen shows what it loaded, without live updates
        );
        return () => {
          closed = true;
          subscription?.close();
        };
      }),
  };
}
