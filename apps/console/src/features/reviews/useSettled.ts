import { useCallback, useSyncExternalStore } from 'react';

/** Where one of the loader's deferred promises stands. */
export type Settled<T> = { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected' };

const pending: Settled<never> = { status: 'pending' };

/** Each promise's outcome, once known: the promise is the key, so a new loader answer starts pending. */
const outcomes = new WeakMap<Promise<unknown>, Settled<unknown>>();

function outcomeOf<T>(promise: Promise<T>): Settled<T> {
  const known = outcomes.get(promise) as Settled<T> | undefined;
  if (known) return known;
  outcomes.set(promise, pending);
  void promise.then(
    (value) => void outcomes.set(promise, { status: 'fulfilled', value }),
    () => void outcomes.set(promise, { status: 'rejected' }),
  );
  return pending;
}

/**
 * Reads a loader's deferred promise without suspending: pending, then its value or its
 * failure, in the same component. An `<Await>` shows its fallback and its answer as two
 * different trees, so whatever sits inside one is mounted again when the promise settles
 * (typed text, a timer, an open menu, an export under way are lost); a screen that holds
 * such things reads its promises with this instead (features/reviews/DECISIONS.md).
 */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const subscribe = useCallback(
    (changed: () => void) => {
      let listening = true;
      const tell = () => {
        if (listening) changed();
      };
      // Tracked first, so the outcome is recorded before `tell` asks for it.
      outcomeOf(promise);
      void promise.then(tell, tell);
      return () => {
        listening = false;
      };
    },
    [promise],
  );
  const read = () => outcomeOf(promise);
  return useSyncExternalStore(subscribe, read, read);
}
