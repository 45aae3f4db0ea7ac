import { describe, expect, it } from 'vitest';
import {
  declaredTransitions,
  exploreGraph,
  type GraphEvent,
  restingStates,
  statePaths,
  transitionRecorder,
} from '../test/graphCoverage.ts';
import { dormant, failure, lyon, paris, startWorkingLocation } from './workingLocationMachine.harness.ts';
import { workingLocationMachine } from './workingLocationMachine.ts';

// The model: no-op effects, so the traversal only computes states.
const model = workingLocationMachine.provide({ actions: { storeSelection: () => {}, logFailure: () => {} } });

// Every event the machine handles, with each outcome that leads somewhere else; the debounce's
// end is its delayed event, sent by hand.
const events: GraphEvent[] = [
  { type: 'xstate.done.actor.listLocations', output: [paris, lyon] },
  { type: 'xstate.done.actor.listLocations', output: [dormant] },
  { type: 'xstate.done.actor.listLocations', output: [] },
  { type: 'xstate.error.actor.listLocations', error: failure },
  { type: 'xstate.done.actor.accessLocation', output: lyon },
  { type: 'xstate.done.actor.accessLocation', output: null },
  { type: 'xstate.error.actor.accessLocation', error: failure },
  { type: 'location.select', id: 'lyon' },
  { type: 'location.refresh' },
  { type: 'xstate.after.debounce.workingLocation.debouncing' },
];

const graph = exploreGraph(model, events, { stored: null });

describe('workingLocationMachine paths', () => {
  it('should reach every state the machine can rest in', () => {
    const reached = new Set(graph.edges.flatMap((edge) => statePaths(edge.nextState.value)));
    expect([...reached].sort()).toEqual(restingStates(model));
  });

  it('should take every transition the machine declares, eventless and guarded ones included', async () => {
    const taken = new Set<string>();
    for (const edge of graph.edges) {
      const { actor, apply } = startWorkingLocation({ inspect: transitionRecorder(taken) });
      await graph.replay(edge, actor, apply, () => {});
    }
    expect([...taken].sort()).toEqual(declaredTransitions(model));
  });

  // Each edge, replayed on a running actor with fake actors: the running machine must land
  // where the model says at every step.
  it.each(graph.edges.map((edge) => [graph.label(edge), edge] as const))('%s', async (_, edge) => {
    const { actor, apply } = startWorkingLocation();
    await graph.replay(edge, actor, apply, (actual, expected) => expect(actual).toEqual(expected));
  });
});
