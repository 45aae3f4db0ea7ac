import { storageKeys, type ApiClient, type ResponseSchema } from '@starcrew/api-client';
import type { Location } from '@starcrew/contract';
import { workingLocationMachine, type WorkingLocationContext } from '@starcrew/machines';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { loadedSessionCalls, type SessionCalls } from './loadSessionCalls.ts';

export type WorkingLocationActor = ActorRefFrom<typeof workingLocationMachine>;

/**
 * The selection kept from the last visit, if it is still of the contract's shape (`schema`, the
 * contract's `locationSchema`). Without the schema (not loaded yet) a stored selection is not
 * trusted: the machine then picks as on a first visit.
 */
export function readSelectedLocation(
  storage: Pick<Storage, 'getItem'>,
  schema: ResponseSchema<Location> | undefined,
): Location | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(storageKeys.selectedLocation) ?? 'null');
    if (stored === null || !schema) return null;
    const parsed = schema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The working location of the signed-in session (spec section 4): one `workingLocationMachine`
 * actor, provided here with the API client and localStorage, started on first use (the top
 * bar, a loader) and stopped when the session ends, so the next account starts afresh.
 * Its calls and the stored selection's schema come with the session's calls (`calls`), which
 * restoring or opening a session loads before the session is signed in (services.ts).
 */
export interface WorkingLocation {
  /** The session's actor, started if it was not. */
  actor(): WorkingLocationActor;
  /** The actor's context once it is not busy (listing, accessing): what loaders read. */
  settled(): Promise<WorkingLocationContext>;
  /**
   * Whether `location` is not the one loaders last read: a change the screen has not seen yet.
   * False before any loader read it (the first opening happens while they wait).
   */
  isUnseen(location: Location): boolean;
  /** Calls `listener` on every 'location changed', whichever session's actor says it. */
  onChanged(listener: (location: Location) => void): () => void;
  /** Stops the actor (the session ended). */
  stop(): void;
}

export function createWorkingLocation(
  api: ApiClient,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  isSignedIn: () => boolean,
  calls: () => Promise<SessionCalls>,
): WorkingLocation {
  const machine = workingLocationMachine.provide({
    actors: {
      listLocations: fromPromise(async () => (await calls()).activeLocations(api)),
      accessLocation: fromPromise(async ({ input }) => (await calls()).accessLocation(api, input.id)),
    },
    actions: {
      storeSelection: (_, location) => storage.setItem(storageKeys.selectedLocation, JSON.stringify(location)),
      // Spec section 8: only logged.
      logFailure: (_, failure) => console.error(failure.what, failure.error),
    },
  });
  const listeners = new Set<(location: Location) => void>();
  let current: WorkingLocationActor | null = null;
  /** The selection loaders last read; undefined until one did. */
  let seen: Location | null | undefined;
  // Signed out (a screen still mounted while the session ends): an actor that is never started,
  // since listing the locations then would answer 401 and reload the page.
  const signedOut = createActor(machine, { input: { stored: null } });

  const actor = () => {
    if (current) return current;
    if (!isSignedIn()) return signedOut;
    const started = createActor(machine, {
      input: { stored: readSelectedLocation(storage, loadedSessionCalls()?.locationSchema) },
    });
    started.on('location.changed', ({ location }) => listeners.forEach((listener) => listener(location)));
    current = started.start();
    return started;
  };

  return {
    actor,
    async settled() {
      const ref = actor();
      // Signed out (an open route such as /manager/local-rewards): the actor never starts, so it
      // would stay busy for ever; its first context (no locations, nothing selected) is the answer.
      if (ref === signedOut) return ref.getSnapshot().context;
      try {
        const { context } = await waitFor(ref, (snapshot) => !snapshot.hasTag('busy'));
        seen = context.selected;
        return context;
      } catch (error) {
        // Stopped while still reading (sign-out, a story unmounted): the route that asked is
        // gone and nobody reads this answer, so it must not surface as an unhandled rejection.
        const snapshot = ref.getSnapshot();
        if (snapshot.status === 'stopped') return snapshot.context;
        throw error;
      }
    },
    // A rename keeps the id: the name is compared too.
    isUnseen: (location) => seen !== undefined && JSON.stringify(seen) !== JSON.stringify(location),
    onChanged(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop() {
      current?.stop();
      current = null;
      seen = undefined;
    },
  };
}
