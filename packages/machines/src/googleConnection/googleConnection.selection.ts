import type { LocationSelection } from './googleConnection.types.ts';

/**
 * The selection step's choice as plain functions, so the machine, its tests and the screen
 * read it the same way. "Select all" is every location of the connection, not the rows
 * loaded so far: later pages come in ticked, and unticking a row records an exclusion.
 */

export const noSelection: LocationSelection = { all: false, ids: [] };

export const everyLocation: LocationSelection = { all: true, excludedIds: [] };

/** Whether the location is in the selection. */
export function isLocationSelected(selection: LocationSelection, locationId: string): boolean {
  return selection.all ? !selection.excludedIds.includes(locationId) : selection.ids.includes(locationId);
}

/** Ticks or unticks one location; under "Select all" this edits the exclusions. */
export function toggleLocation(selection: LocationSelection, locationId: string): LocationSelection {
  const flip = (list: readonly string[]) =>
    list.includes(locationId) ? list.filter((id) => id !== locationId) : [...list, locationId];
  return selection.all
    ? { all: true, excludedIds: flip(selection.excludedIds) }
    : { all: false, ids: flip(selection.ids) };
}

/** How many locations the selection holds, out of the connection's `total`. */
export function selectedCount(selection: LocationSelection, total: number): number {
  return selection.all ? Math.max(total - selection.excludedIds.length, 0) : selection.ids.length;
}
