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

/** The server's 403 `BusinessProfileNoAccess` becomes the machine's `noAccess` reason (the failure modal). */
function toConnectionError(error: unknown) {
  if (!isApiError(error)) return error;
  const code = (error.body as { error?: unknown } | null)?.error;
  return {
    message: error.message,
    kind: error.kind,
    status: error.status,
    ...(code === BUSINESS_PROFILE_NO_ACCESS_ERROR ? { reason: 'noAccess' as const } : {}),
  };
}

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

export function connectionActorFor(services: Services, effects: ConnectionEffects): ConnectionActor {
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
            })),
            page: data.pagination.current_page,
            lastPage: data.pagination.last_page,
            total: data.pagination.total,
          };
        }),
      ),
      confirmSelection: fromPromise<SelectionResult, SelectionRequest>(
        rethrow(async (input: SelectionRequest) => ({
          user: await finishBusinessProfile(api, [...input.locationIds]),
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
  const actor = createActor(machine, { input: {} }).start();
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
