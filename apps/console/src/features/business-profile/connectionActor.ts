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

/**
 * One wizard for the three step routes: the actor outlives the route change from
 * connect-google to select-business and connection-success, so it lives here, per page load.
 */
let current: { services: Services; actor: ConnectionActor } | null = null;

/**
 * The wizard of this page load, made on first use. `resume`: the first step shown is the
 * selection (a reload of it, or its address in a new tab), so a new wizard starts there,
 * listing the connection the server holds; the browser keeps no token to resume with.
 */
export function connectionActorFor(
  services: Services,
  effects: ConnectionEffects,
  { resume = false }: { resume?: boolean } = {},
): ConnectionActor {
  // A finished wizard is kept too: the success step reads its output.
  const status = current?.actor.getSnapshot().status;
  if (current?.services === services && (status === 'active' || status === 'done')) return current.actor;
  const { api, session } = services;
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
  const actor = createActor(machine, { input: { resume } }).start();
  current = { services, actor };
  return actor;
}

const resetListeners = new Set<() => void>();

/** Calls `listener` when the wizard is forgotten, so mounted steps take a fresh actor. */
export function onConnectionReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/** Forgets the wizard (a new connection starts from step 1). */
export function resetConnectionActor(): void {
  current?.actor.stop();
  current = null;
  for (const listener of resetListeners) listener();
}
