import type { Location } from '@starcrew/contract';

/** Spec section 4's event names, dispatched on `window`. */
export const LOCATION_CHANGED = 'location changed';
export const LOCATION_REFRESH = 'location refresh';

/** Where the selected location is kept between visits (beside the session's keys). */
export const SELECTED_LOCATION_KEY = 'selectedLocation';

export function readSelectedLocation(storage: Pick<Storage, 'getItem'> = window.localStorage): Location | null {
  try {
    const raw = storage.getItem(SELECTED_LOCATION_KEY);
    return raw ? (JSON.parse(raw) as Location) : null;
  } catch {
    return null;
  }
}

export function storeSelectedLocation(location: Location, storage: Pick<Storage, 'setItem'> = window.localStorage) {
  storage.setItem(SELECTED_LOCATION_KEY, JSON.stringify(location));
}

/** Tells every screen the working location changed; `detail` is the location. */
export function emitLocationChanged(location: Location): void {
  window.dispatchEvent(new CustomEvent<Location>(LOCATION_CHANGED, { detail: location }));
}

/** Asks the selector to reload the locations and re-access the selected one (a rename, an activation). */
export function emitLocationRefresh(): void {
  window.dispatchEvent(new Event(LOCATION_REFRESH));
}

/** Calls `handler` after `ms` of quiet: a burst of refresh events makes one reload. */
export function debounce(handler: () => void, ms: number): { run(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    run() {
      clearTimeout(timer);
      timer = setTimeout(handler, ms);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
