import type { LoginRequest, SessionData, User } from '@starcrew/contract';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LogoutInput, SessionContext, SessionError, SessionEvent, StoredSession } from './session.types.ts';

const signedOut: SessionContext = { user: null, token: null, permissions: [], roles: [], error: null };

// The actors and effects below are placeholders: the console gives the real ones with
// `.provide()` (storage, api-client, location.reload), tests give fakes.
const notProvided = (name: string) => () => {
  throw new Error(`sessionMachine: "${name}" must be provided`);
};

function toSessionError(error: unknown): SessionError {
  if (typeof error === 'object' && error !== null && typeof (error as SessionError).message === 'string') {
    return error as SessionError; // keeps ApiError's kind and field errors for the form
  }
  return { message: String(error) };
}

const fromData = (data: SessionData): SessionContext => ({
  user: data.user,
  token: data.access_token,
  permissions: data.permissions,
  roles: data.roles,
  error: null,
});

/** The stored form of a signed-in context with a new user, for `persistSession`. */
const withUser = (context: SessionContext, user: User): SessionData => ({
  user,
  access_token: context.token ?? '',
  permissions: [...context.permissions],
  roles: [...context.roles],
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: fromPromise<StoredSession>(notProvided('restoreSession')),
    login: fromPromise<SessionData, LoginRequest>(notProvided('login')),
    logout: fromPromise<unknown, LogoutInput>(notProvided('logout')),
  },
  actions: {
    persistSession: (_, _data: SessionData) => notProvided('persistSession')(),
    clearSession: notProvided('clearSession'),
    reload: notProvided('reload'),
    resetContext: assign(() => signedOut),
  },
  guards: {
    // Spec section 4: a login answer without an access token logs the user out.
    hasAccessToken: (_, data: SessionData | null) =>
      typeof data?.access_token === 'string' && data.access_token.length > 0,
    // The stored session could not be checked (its code did not download), which says nothing of the session.
    isUnreachable: (_, error: unknown) => toSessionError(error).kind === 'network',
  },
}).createMachine({
  id: 'session',
  context: signedOut,
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasAccessToken', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: assign(({ event }) => fromData(event.output as SessionData)),
          },
          { target: 'loggedOut', actions: 'clearSession' },
        ],
        onError: [
          // Offline, or a deploy replaced the files: the session may be valid, so it is kept and
          // the app says so, with a way to try again.
          {
            guard: { type: 'isUnreachable', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'unavailable',
          },
          // Unreadable storage (a stale shape after a deploy) is treated as no session.
          { target: 'loggedOut', actions: 'clearSession' },
        ],
      },
    },
    // Not in the brief's list of four: the stored session could not be checked yet.
    unavailable: {
      on: { 'session.retry': 'restoring' },
    },
    loggedOut: {
      on: {
        'session.login': 'authenticating',
        'session.authenticated': [
          {
            guard: { type: 'hasAccessToken', params: ({ event }) => event.data },
            target: 'loggedIn',
            actions: [
              assign(({ event }) => fromData(event.data)),
              { type: 'persistSession', params: ({ event }) => event.data },
            ],
          },
          { target: 'loggedOut', reenter: true, actions: ['clearSession', 'resetContext'] },
        ],
      },
    },
    authenticating: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          return event.credentials;
        },
        onDone: [
          {
            guard: { type: 'hasAccessToken', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: [
              assign(({ event }) => fromData(event.output)),
              { type: 'persistSession', params: ({ event }) => event.output },
            ],
          },
          { target: 'loggedOut', actions: ['clearSession', 'resetContext'] },
        ],
        // Nothing was stored yet, so there is nothing to clear: keep the error for the form.
        onError: { target: 'loggedOut', actions: assign({ error: ({ event }) => toSessionError(event.error) }) },
      },
    },
    loggedIn: {
      on: {
        'session.logout': 'loggingOut',
        'session.expired': { target: 'loggedOut', actions: ['clearSession', 'resetContext', 'reload'] },
        // The token died on the server (account deleted): a logout call would only get a 401.
        'session.ended': { target: 'loggedOut', actions: ['clearSession', 'resetContext'] },
        'session.userUpdated': {
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'persistSession', params: ({ context, event }) => withUser(context, event.user) },
          ],
        },
      },
    },
    // Not in the brief's list of four: the logout call needs a state to run in.
    loggingOut: {
      tags: ['busy'],
      // The stored session goes at once, not when the server answers: a reload or a closed tab
      // during the call must not find the user still signed in. The call carries the token
      // the context still holds.
      entry: 'clearSession',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        // The local session ends whatever the server answers: a failed call must not keep the user in.
        onDone: { target: 'loggedOut', actions: 'resetContext' },
        onError: { target: 'loggedOut', actions: 'resetContext' },
      },
    },
  },
});
