import type { Location } from '@starcrew/contract';

export interface WorkingLocationInput {
  /** The selection kept from the last visit (the console: localStorage 'selectedLocation'). */
  stored: Location | null;
}

export interface WorkingLocationContext {
  /** The active locations, as last listed; null while no list has answered (not yet, or it failed). */
  locations: Location[] | null;
  /** True once the first list answered or failed. */
  listed: boolean;
  /** The working location, as access-location answered it. */
  selected: Location | null;
  /** The location being accessed (a choice, or the selection being re-accessed). */
  target: string | null;
}

export type WorkingLocationEvent =
  /** The user chose a location (spec section 4: list, access, store, 'location changed'). */
  | { type: 'location.select'; id: string }
  /** A location was renamed or activated: list again and re-access the selected one, debounced. */
  | { type: 'location.refresh' };

/** What the machine tells its listeners (`actor.on('location.changed', …)`). */
export type WorkingLocationEmitted = { type: 'location.changed'; location: Location };

/** A failure the machine only logs (spec section 8). */
export interface LoggedFailure {
  what: 'Error fetching locations' | 'Error accessing location';
  error: unknown;
}
