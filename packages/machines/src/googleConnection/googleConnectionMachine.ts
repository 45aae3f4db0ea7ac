import type { User } from '@starcrew/contract';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  AuthorizationCode,
  ConnectionError,
  ConsentRequest,
  GoogleConnectionContext,
  GoogleConnectionEvent,
  GoogleConnectionInput,
  GoogleConnectionOutput,
  LocationPage,
  LocationPageRequest,
  RetryStep,
  SelectionRequest,
  SelectionResult,
} from './googleConnection.types.ts';
import {
  everyLocation,
  isLocationSelected,
  noSelection,
  selectedCount,
  toggleLocation,
} from './googleConnection.selection.ts';

const defaultPerPage = 20;

// Placeholders: the console gives the real actors and effects with `.provide()`, tests give fakes.
const notProvided = (name: string) => () => {
  throw new Error(`googleConnectionMachine: "${name}" must be provided`);
};

function toConnectionError(error: unknown): ConnectionError {
  if (typeof error === 'object' && error !== null && typeof (error as ConnectionError).message === 'string') {
    return error as ConnectionError; // keeps ApiError's kind and status
  }
  return { message: String(error) };
}

const fresh = (perPage: number, resumed = false): GoogleConnectionContext => ({
  perPage,
  locations: [],
  page: 0,
  lastPage: 0,
  total: 0,
  selection: noSelection,
  resumed,
  error: null,
  retryStep: null,
  wasCancelled: false,
  connectionLost: false,
  user: null,
});

const isNotConnected = {
  type: 'isNotConnected',
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;

/**
 * The server holds no connection (409) before anything was listed: nothing to list until a
 * new consent, so back to step 1 from scratch, silently. This is how a resumed step 2 with
 * nothing to resume ends (a first visit and a revoked grant answer alike: nothing to explain).
 */
const noConnection = { guard: isNotConnected, target: '#googleConnection.connect', actions: 'restart' } as const;

/**
 * The same 409 after the wizard had listed locations (next page, saving): the grant was
 * revoked meanwhile. Step 1 again, and it says why the user is back there.
 */
const connectionLost = {
  guard: isNotConnected,
  target: '#googleConnection.connect',
  actions: ['restart', 'recordConnectionLost'],
} as const;

/** Both failure ways of a step: the failed-connection modal, or the error screen with retry. */
const failureOf = (step: RetryStep) =>
  [
    {
      guard: { type: 'isNoAccess', params: ({ event }: { event: { error: unknown } }) => event.error },
      target: '#googleConnection.noAccess',
      actions: {
        type: 'recordFailure',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, step }),
      },
    },
    {
      target: '#googleConnection.error',
      actions: {
        type: 'recordFailure',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, step }),
      },
    },
  ] as const;

export const googleConnectionMachine = setup({
  types: {
    context: {} as GoogleConnectionContext,
    events: {} as GoogleConnectionEvent,
    input: {} as GoogleConnectionInput,
    output: {} as GoogleConnectionOutput,
  },
  actors: {
    startAuthorization: fromPromise<ConsentRequest>(notProvided('startAuthorization')),
    exchangeCode: fromPromise<unknown, AuthorizationCode>(notProvided('exchangeCode')),
    loadLocations: fromPromise<LocationPage, LocationPageRequest>(notProvided('loadLocations')),
    confirmSelection: fromPromise<SelectionResult, SelectionRequest>(notProvided('confirmSelection')),
  },
  actions: {
    /** Sends the browser to Google's consent page (the console: `location.assign(url)`). */
    openConsent: (_, _url: string) => notProvided('openConsent')(),
    /** Hands the updated user to the session (the console: `session.userUpdated`). */
    updateUser: (_, _user: User) => notProvided('updateUser')(),
    goToAccount: notProvided('goToAccount'),
    logout: notProvided('logout'),
    recordFailure: assign((_, { error, step }: { error: unknown; step: RetryStep }) => ({
      error: toConnectionError(error),
      retryStep: step,
    })),
    clearFailure: assign({ error: null, retryStep: null }),
    restart: assign(({ context }) => fresh(context.perPage)),
    recordConnectionLost: assign({ connectionLost: true }),
  },
  guards: {
    isNoAccess: (_, error: unknown) =>
      typeof error === 'object' && error !== null && (error as ConnectionError).reason === 'noAccess',
    isNotConnected: (_, error: unknown) =>
      typeof error === 'object' && error !== null && (error as ConnectionError).reason === 'notConnected',
    isResumed: ({ context }) => context.resumed,
    // Spec section 5: at least one location must be selected.
    hasSelection: ({ context }) => selectedCount(context.selection, context.total) > 0,
    hasMorePages: ({ context }) => context.page < context.lastPage,
    isRetryOf: ({ context }, step: RetryStep) => context.retryStep === step,
  },
}).createMachine({
  id: 'googleConnection',
  context: ({ input }) => fresh(input.perPage ?? defaultPerPage, input.resume ?? false),
  initial: 'starting',
  states: {
    // Step 1, or step 2 again from the connection the server holds (`input.resume`).
    starting: {
      always: [{ guard: 'isResumed', target: 'loadingLocations' }, { target: 'connect' }],
    },
    // Step 1. After Google's redirect the page is a new one: a fresh machine in `connect.idle`
    // receives `connection.authorized`, which is why the whole step accepts it.
    connect: {
      initial: 'idle',
      on: {
        'connection.authorized': {
          target: 'exchanging',
          actions: assign({ wasCancelled: false, connectionLost: false }),
        },
        'connection.cancelled': { target: '.idle', actions: assign({ wasCancelled: true }) },
      },
      states: {
        idle: {
          tags: ['editable'],
          on: { 'connection.start': 'authorizing' },
        },
        authorizing: {
          tags: ['busy'],
          entry: ['clearFailure', assign({ wasCancelled: false, connectionLost: false })],
          invoke: {
            id: 'startAuthorization',
            src: 'startAuthorization',
            onDone: {
              target: 'awaitingConsent',
              actions: { type: 'openConsent', params: ({ event }) => event.output.url },
            },
            onError: failureOf('authorizing'),
          },
        },
        // The browser is on its way to Google. Coming back to this page through history (the
        // back/forward cache keeps it as it was) brings no redirect: the step is usable again.
        awaitingConsent: { tags: ['busy'], on: { 'connection.returned': 'idle' } },
      },
    },
    exchanging: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ event }) => {
          assertEvent(event, 'connection.authorized');
          return { code: event.code, state: event.state };
        },
        onDone: 'loadingLocations',
        // The code is spent: a retry asks Google's consent again.
        onError: failureOf('authorizing'),
      },
    },
    loadingLocations: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'loadLocations',
        src: 'loadLocations',
        input: ({ context }) => ({ page: 1, perPage: context.perPage }),
        onDone: {
          target: 'selecting',
          actions: assign(({ event }) => ({
            locations: event.output.items,
            page: event.output.page,
            lastPage: event.output.lastPage,
            total: event.output.total,
            selection: noSelection,
          })),
        },
        onError: [noConnection, ...failureOf('loadingLocations')],
      },
    },
    // Step 2.
    selecting: {
      tags: ['editable'],
      initial: 'idle',
      on: {
        'locations.toggle': {
          actions: assign({ selection: ({ context, event }) => toggleLocation(context.selection, event.locationId) }),
        },
        // Every location of the connection, the pages not loaded yet included: the finish call
        // says "all but these" and the server, which knows them all, adds them.
        'locations.selectAll': { actions: assign({ selection: everyLocation }) },
        'locations.clear': { actions: assign({ selection: noSelection }) },
        // Without a selection `state.can` is false: the step shows the spec's message by the button.
        'locations.confirm': { guard: 'hasSelection', target: 'confirming' },
      },
      states: {
        idle: {
          on: { 'locations.loadMore': { guard: 'hasMorePages', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['busy'],
          entry: 'clearFailure',
          invoke: {
            id: 'loadMoreLocations',
            src: 'loadLocations',
            input: ({ context }) => ({ page: context.page + 1, perPage: context.perPage }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                // A location that moved between pages is listed once.
                locations: [
                  ...context.locations,
                  ...event.output.items.filter((item) => !context.locations.some((known) => known.id === item.id)),
                ],
                page: event.output.page,
                lastPage: event.output.lastPage,
                total: event.output.total,
              })),
            },
            onError: [connectionLost, ...failureOf('loadingMore')],
          },
        },
      },
    },
    confirming: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'confirmSelection',
        src: 'confirmSelection',
        input: ({ context }) => context.selection,
        onDone: {
          target: 'success',
          actions: [
            assign({ user: ({ event }) => event.output.user }),
            { type: 'updateUser', params: ({ event }) => event.output.user },
          ],
        },
        onError: [connectionLost, ...failureOf('confirming')],
      },
    },
    // Step 3.
    success: { type: 'final' },
    // The failed-connection modal: the account has no access to the business profile.
    noAccess: {
      on: {
        'failure.goToAccount': { actions: 'goToAccount' },
        // Reconnect starts Google's consent again at once (spec section 8), from scratch: the
        // owner may pick another Google account there. Only closing the modal left them at step 1.
        'failure.reconnect': { target: 'connect.authorizing', actions: 'restart' },
        'failure.logout': { actions: 'logout' },
      },
    },
    error: {
      on: {
        'connection.retry': [
          { guard: { type: 'isRetryOf', params: 'authorizing' }, target: 'connect.authorizing' },
          { guard: { type: 'isRetryOf', params: 'loadingLocations' }, target: 'loadingLocations' },
          { guard: { type: 'isRetryOf', params: 'loadingMore' }, target: 'selecting.loadingMore' },
          { guard: { type: 'isRetryOf', params: 'confirming' }, target: 'confirming' },
        ],
      },
    },
  },
  output: ({ context }) => ({
    user: context.user as User,
    locations: context.locations.filter((location) => isLocationSelected(context.selection, location.id)),
    count: selectedCount(context.selection, context.total),
  }),
});
