import { makeSessionData, makeUser } from '../test/fixtures.ts';
import { describeGraphCoverage, type GraphEvent } from '../test/graphCoverage.ts';
import { sessionMachine } from './sessionMachine.ts';
import { startSession } from './sessionMachine.harness.ts';

// The model: no-op effects, so the traversal only computes states.
const model = sessionMachine.provide({
  actions: { persistSession: () => {}, clearSession: () => {}, reload: () => {} },
});
const data = makeSessionData();
const tokenless = { ...data, access_token: '' };
const failure = { message: 'Please fill out the email correctly', kind: 'validation', status: 422 };

// `events` replaces the default descriptors, so every event the machine handles is listed.
const events: GraphEvent[] = [
  { type: 'xstate.done.actor.restoreSession', output: data },
  { type: 'xstate.done.actor.restoreSession', output: null },
  { type: 'xstate.error.actor.restoreSession', error: failure },
  { type: 'xstate.error.actor.restoreSession', error: { message: 'Connection error', kind: 'network', status: 500 } },
  { type: 'session.retry' },
  { type: 'session.login', credentials: { email: 'ana@example.com', password: 'secret123' } },
  { type: 'xstate.done.actor.login', output: data },
  { type: 'xstate.done.actor.login', output: tokenless },
  { type: 'xstate.error.actor.login', error: failure },
  { type: 'session.authenticated', data },
  { type: 'session.authenticated', data: tokenless },
  { type: 'session.userUpdated', user: makeUser({ full_name: 'Ana M. Lopez' }) },
  { type: 'session.logout' },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: failure },
  { type: 'session.expired' },
  { type: 'session.ended' },
];

describeGraphCoverage('sessionMachine paths', { model, events, starts: [{ input: undefined }], start: startSession });
