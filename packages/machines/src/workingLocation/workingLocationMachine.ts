import type { Location } from '@starcrew/contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import type {
  LoggedFailure,
  WorkingLocationContext,
  WorkingLocationEmitted,
  WorkingLocationEvent,
  WorkingLocationInput,
} from './workingLocation.types.ts';

/** Spec section 9: 'location refresh' is debounced 300 ms. */
export const REFRESH_DEBOUNCE_MS = 300;

// Placeholders: the console gives the real actors and effects with `.provide()`, tests give fakes.
const notProvided = (name: string) => () => {
  throw new Error(`workingLocationMachine: "${name}" must be provided`);
};

const isActive = (location: Location) => location.license_status === 'active';

/**
 * The location to open after a list: the one kept while it is still listed, else the first
 * with an active licence (an inactive one shows little), else the first. The session's own
 * selection is kept whatever its licence (the user chose it, or a refresh re-reads it); the one
 * stored by an earlier visit only while its licence is active or none is (issue 19: a licence
 * that lapsed since, or a selection left by another session, is not where to land).
 */
function preferred(
  locations: readonly Location[],
  keep: { selected: string | undefined; stored: string | undefined },
): string | null {
  const active = locations.find(isActive);
  const selected = locations.find((location) => location.id === keep.selected);
  const stored = locations.find((location) => location.id === keep.stored);
  const storedOpens = stored !== undefined && (isActive(stored) || active === undefined);
  return (selected ?? (storedOpens ? stored : undefined) ?? active ?? locations[0])?.id ?? null;
}

const fetchFailed = ({ event }: { event: { error: unknown } }): LoggedFailure => ({
  what: 'Error fetching locations',
  error: event.error,
});
const accessFailed = ({ event }: { event: { error: unknown } }): LoggedFailure => ({
  what: 'Error accessing location',
  error: event.error,
});

/**
 * The console's working location (spec section 4): one actor that lists the active
 * locations, opens one with access-location, keeps the answer and tells its listeners
 * 'location changed'. Failures are only logged (spec section 8): the previous selection stays.
 */
export const workingLocationMachine = setup({
  types: {
    context: {} as WorkingLocationContext,
    events: {} as WorkingLocationEvent,
    input: {} as WorkingLocationInput,
    emitted: {} as WorkingLocationEmitted,
  },
  actors: {
    listLocations: fromPromise<Location[]>(notProvided('listLocations')),
    accessLocation: fromPromise<Location | null, { id: string }>(notProvided('accessLocation')),
  },
  actions: {
    /** Keeps the selection for the next visit (the console: localStorage 'selectedLocation'). */
    storeSelection: (_, _location: Location) => notProvided('storeSelection')(),
    /** Spec section 8: these failures are logged, never shown. */
    logFailure: (_, _failure: LoggedFailure) => notProvided('logFailure')(),
    storeList: assign((_, locations: Location[]) => ({ locations, listed: true })),
    markListed: assign({ listed: true }),
    select: assign((_, location: Location) => ({ selected: location })),
    announce: emit((_, location: Location) => ({ type: 'location.changed' as const, location })),
  },
  guards: {
    hasLocation: (_, location: Location | null) => typeof location?.id === 'string' && location.id !== '',
    hasTarget: ({ context }) => context.target !== null,
  },
  delays: { debounce: REFRESH_DEBOUNCE_MS },
}).createMachine({
  id: 'workingLocation',
  context: ({ input }) => ({
    locations: null,
    listed: false,
    selected: null,
    target: input.stored?.id ?? null,
  }),
  initial: 'listing',
  // A choice or a refresh interrupts whatever runs: the latest wins.
  on: {
    'location.select': { target: '.choosing', actions: assign(({ event }) => ({ target: event.id })) },
    'location.refresh': '.debouncing',
  },
  states: {
    /** The first list, and after a refresh: keep the selection while listed, else the preferred one. */
    listing: {
      tags: ['busy'],
      invoke: {
        id: 'listLocations',
        src: 'listLocations',
        onDone: {
          target: 'resolving',
          actions: [
            { type: 'storeList', params: ({ event }) => event.output },
            assign(({ context, event }) => ({
              target: preferred(event.output, {
                selected: context.selected?.id,
                stored: context.target ?? undefined,
              }),
            })),
          ],
        },
        // Nothing to open: a refresh keeps the list and the selection as they were.
        onError: { target: 'idle', actions: ['markListed', { type: 'logFailure', params: fetchFailed }] },
      },
    },
    resolving: { always: [{ guard: 'hasTarget', target: 'accessing' }, { target: 'idle' }] },
    /** A choice: the list is fetched first (spec section 4), then the chosen one is accessed. */
    choosing: {
      tags: ['busy'],
      invoke: {
        id: 'listLocations',
        src: 'listLocations',
        onDone: { target: 'accessing', actions: { type: 'storeList', params: ({ event }) => event.output } },
        onError: { target: 'accessing', actions: ['markListed', { type: 'logFailure', params: fetchFailed }] },
      },
    },
    accessing: {
      tags: ['busy'],
      invoke: {
        id: 'accessLocation',
        src: 'accessLocation',
        input: ({ context }) => ({ id: context.target ?? '' }),
        onDone: [
          {
            guard: { type: 'hasLocation', params: ({ event }) => event.output },
            target: 'idle',
            actions: [
              { type: 'select', params: ({ event }) => event.output as Location },
              { type: 'storeSelection', params: ({ event }) => event.output as Location },
              { type: 'announce', params: ({ event }) => event.output as Location },
            ],
          },
          {
            target: 'idle',
            actions: {
              type: 'logFailure',
              params: () => ({ what: 'Error accessing location', error: new Error('no location data') }),
            },
          },
        ],
        onError: { target: 'idle', actions: { type: 'logFailure', params: accessFailed } },
      },
    },
    idle: {},
    /** A burst of refreshes makes one reload, 300 ms after the last (re-entering restarts the timer). */
    debouncing: {
      after: { debounce: 'listing' },
    },
  },
});
