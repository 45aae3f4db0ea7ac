import { makeUser } from '../test/fixtures.ts';
import { describeGraphCoverage, type GraphEvent } from '../test/graphCoverage.ts';
import {
  failure,
  firstPage,
  noAccess,
  notConnected,
  secondPage,
  startConnection,
} from './googleConnectionMachine.harness.ts';
import type { GoogleConnectionInput } from './googleConnection.types.ts';
import { googleConnectionMachine } from './googleConnectionMachine.ts';

// The model: no-op effects, so the traversal only computes states.
const model = googleConnectionMachine.provide({
  actions: { openConsent: () => {}, updateUser: () => {}, goToAccount: () => {}, logout: () => {} },
});

// Every event the machine handles, with each outcome of each actor: `events` replaces the defaults.
const outcomes = (id: string, output: unknown) => [
  { type: `xstate.done.actor.${id}`, output },
  { type: `xstate.error.actor.${id}`, error: failure },
  { type: `xstate.error.actor.${id}`, error: noAccess },
  { type: `xstate.error.actor.${id}`, error: notConnected },
];
const events: GraphEvent[] = [
  { type: 'connection.start' },
  ...outcomes('startAuthorization', { url: 'https://accounts.example/consent' }),
  { type: 'connection.authorized', code: 'code-1', state: 'state-1' },
  { type: 'connection.cancelled' },
  { type: 'connection.returned' },
  ...outcomes('exchangeCode', undefined),
  ...outcomes('loadLocations', firstPage),
  ...outcomes('loadMoreLocations', secondPage),
  { type: 'locations.toggle', locationId: 'a' },
  { type: 'locations.selectAll' },
  { type: 'locations.clear' },
  { type: 'locations.loadMore' },
  { type: 'locations.confirm' },
  ...outcomes('confirmSelection', { user: makeUser() }),
  { type: 'connection.retry' },
  { type: 'failure.goToAccount' },
  { type: 'failure.reconnect' },
  { type: 'failure.logout' },
];

// Both ways in: step 1 (a new page, or Google's redirect) and step 2 resumed (a reload of it).
const starts: Array<{ name: string; input: GoogleConnectionInput }> = [
  { name: 'from step 1', input: {} },
  { name: 'resumed', input: { resume: true } },
];
describeGraphCoverage('googleConnectionMachine paths', { model, events, starts, start: startConnection });
