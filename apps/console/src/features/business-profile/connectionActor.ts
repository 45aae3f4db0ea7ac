import {
  authorizeBusinessProfile,
  BUSINESS_PROFILE_NO_ACCESS_ERROR,
  businessLocations,
  connectBusinessProfile,
  finishBusinessProfile,
  isApiError,
} from './connectionCalls.ts';
import {
  googleConnectionMachine,
  type AuthorizationCode,
  type ConsentRequest,
  type LocationPage,
  type LocationPageRequest,
  type SelectionRequest,
  type SelectionResult,
} from '@starcrew/machines';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Services } from '../../app/services.ts';

export type ConnectionActor = ActorRefFrom<typeof googleConnectionMachine>;

export interface ConnectionEffects {
  goToAccount(): void;
  logout(): void;
}

/**
 * The server's 403 `BusinessProfileNoAccess` becomes the machine's `noAccess` reason (the
 * failure modal); its 409 ("connect first": the organization holds no connection) becomes
 * `notConnected`, which sends the wizard to step 1.
 */
function toConnectionError(error: unknown) {
  if (!isApiError(error)) return error;
  const code = (error.body as { error?: unknown } | null)?.error;
  const reason =
    code === BUSINESS_PROFILE_NO_ACCESS_ERROR ? 'noAccess' : error.status === 409 ? 'notConnected' : undefined;
  return {
    message: error.message,
    kind: error.kind,
    status: error.status,
    ...(reason === undefined ? {} : { reason }),
  };
}

/** The finish call's body: the picked ids, or every location of the connection but the excluded. */
const finishBody = (selection: SelectionRequest) =>
  selection.all ? { select_all: true, excluded_ids: [...selection.excludedIds] } : [...selection.ids];

const rethrow =
  <I, O>(call: (input: I) => Promise<O>) =>
  async ({ input }: { input: I }) => {
    try {
      return await call(input);
    } catch (error) {
      throw toConnectionError(error);
    }
  };

/** The business-profile wizard of the console: one actor shared by the three step routes. */
export interface ConnectionWizard {
  /**
   * The wizard, made on first use. `resume`: the first step shown is the selection (a reload
   * of it, or its address in a new tab), so a new wizard starts there, listing the connection
   * the server holds; the browser keeps no token to resume with.
   */
  actorFor(effects: ConnectionEffects, options?: { resume?: boolean }): ConnectionActor;
  /** Calls `listener` when the wizard is forgotten, so mounted steps take a fresh actor. */
  onReset(listener: () => void): () => void;
  /** Forgets the wizard (a new connection starts from step 1). */
  reset(): void;
}

/**
 * The actor outlives the route change from connect-google to select-business and
 * connection-success, so it is one of the console's services (`app/services.ts`).
 */
export function createConnectionWizard({ api, session }: Pick<Services, 'api' | 'session'>): ConnectionWizard {
  let current: ConnectionActor | null = null;
  const resetListeners = new Set<() => void>();

  function actorFor(effects: ConnectionEffects, { resume = false }: { resume?: boolean } = {}): ConnectionActor {
    // A finished wizard is kept too: the success step reads its output.
    const status = current?.getSnapshot().status;
    if (current && (status === 'active' || status === 'done')) return current;
    const machine = googleConnectionMachine.provide({
      actors: {
        startAuthorization: fromPromise<ConsentRequest>(
          rethrow(async () => ({ url: await authorizeBusinessProfile(api) })),
        ),
        exchangeCode: fromPromise<unknown, AuthorizationCode>(
          rethrow((input: AuthorizationCode) => connectBusinessProfile(api, input)),
        ),
        loadLocations: fromPromise<LocationPage, LocationPageRequest>(
          rethrow(async (input: LocationPageRequest) => {
            const data = await businessLocations(api, { page: input.page, per_page: input.perPage });
            return {
              items: data.locations.map((l) => ({
                id: l.id,
                title: l.title,
                address: l.address,
                rating: l.average_rating,
                totalReviews: l.total_reviews,
                connected: l.connected,
              })),
              page: data.pagination.current_page,
              lastPage: data.pagination.last_page,
              total: data.pagination.total,
            };
          }),
        ),
        confirmSelection: fromPromise<SelectionResult, SelectionRequest>(
          rethrow(async (input: SelectionRequest) => ({
            user: await finishBusinessProfile(api, finishBody(input)),
          })),
        ),
      },
      actions: {
        openConsent: (_, url) => window.location.assign(url),
        updateUser: (_, user) => session.send({ type: 'session.userUpdated', user }),
        goToAccount: () => effects.goToAccount(),
        logout: () => effects.logout(),
      },
    });
    current = createActor(machine, { input: { resume } }).start();
    return current;
  }

  return {
    actorFor,
    onReset(listener) {
      resetListeners.add(listener);
      return () => void resetListeners.delete(listener);
    },
    reset() {
      current?.stop();
      current = null;
      for (const listener of resetListeners) listener();
    },
  };
}

/**
 * The wizard of these services, made on first use. Kept beside the feature rather than in
 * `app/services.ts` so the wizard's machine downloads with its screens, not with sign-in; one
 * per console (per services), never shared between two.
 */
const wizards = new WeakMap<Pick<Services, 'api' | 'session'>, ConnectionWizard>();

export function connectionWizardOf(services: Pick<Services, 'api' | 'session'>): ConnectionWizard {
  let wizard = wizards.get(services);
  if (!wizard) {
    wizard = createConnectionWizard(services);
    wizards.set(services, wizard);
  }
  return wizard;
}
