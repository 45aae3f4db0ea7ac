import { describe, expect, it } from 'vitest';
import type { EventFromLogic, EventObject, Snapshot } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph';
import { makeSessionData, makeUser } from '../test/fixtures.ts';
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
const events = [
  { type: 'xstate.done.actor.restoreSession', output: data },
  { type: 'xstate.done.actor.restoreSession', output: null },
  { type: 'xstate.error.actor.restoreSession', error: failure },
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
] as unknown as EventFromLogic<typeof model>[];

const options = { events };
const key = (snapshot: Snapshot<unknown>) => serializeSnapshot(snapshot);
const observable = (snapshot: { value: unknown; context: unknown }) =>
  JSON.parse(JSON.stringify({ value: snapshot.value, context: snapshot.context }));

describe('sessionMachine paths', () => {
  const edges = adjacencyMapToArray(getAdjacencyMap(model, options));
  const shortest = new Map(getShortestPaths(model, options).map((path) => [key(path.state), path]));

  it('should reach every state of the machine', () => {
    const reached = new Set([...shortest.values()].map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(model.root.states).sort());
  });

  it('should exercise every transition the machine declares', () => {
    const taken = new Set(
      edges
        .filter((edge) => edge.state.can(edge.event))
        .map((edge) => `${String(edge.state.value)} ${edge.event.type}`),
    );
    const declared = Object.entries(model.root.states).flatMap(([name, node]) =>
      [...node.transitions.keys()].map((type) => `${name} ${type}`),
    );
    expect([...taken].sort()).toEqual(declared.sort());
  });

  // Each edge of the graph, replayed on a running actor with fake actors: the shortest path
  // to its source, then its event. The running machine must land where the model says.
  it.each(
    edges.map(
      (edge) => [`${String(edge.state.value)} --${edge.event.type}--> ${String(edge.nextState.value)}`, edge] as const,
    ),
  )('%s', async (_, edge) => {
    const path = shortest.get(key(edge.state));
    if (!path) throw new Error('source state not reachable');
    const { actor, apply } = startSession();
    for (const step of [...path.steps, { event: edge.event as EventObject, state: edge.nextState }]) {
      await apply(step.event);
      expect(observable(actor.getSnapshot())).toEqual(observable(step.state));
    }
  });
});
