import { describe, expect, it } from 'vitest';
import type {
  AnyActorRef,
  AnyStateMachine,
  AnyTransitionDefinition,
  EventObject,
  InspectionEvent,
  StateValue,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot } from 'xstate/graph';

/** Every active state of a value as dotted paths: `{ selecting: 'idle' }` → `selecting`, `selecting.idle`. */
export function statePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...(child === undefined ? [] : statePaths(child, `${prefix}${key}.`)),
  ]);
}

/** The states a snapshot can rest in: transient states (eventless transitions only) are left out. */
export function restingStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.always === undefined || node.always.length === 0)
    .map((node) => node.path.join('.'))
    .sort();
}

/** One declared transition: source, event (`always` for eventless) and its rank among the candidates. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const candidates =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id} ${transition.eventType || 'always'} #${candidates.indexOf(transition)}`;
}

/** Every transition the machine declares, guarded alternatives and eventless ones included. */
export function declaredTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)]
    .flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
    .map(transitionKey)
    .sort();
}

/** Records the transitions a running actor takes, for `createActor(…, { inspect })`. */
export function transitionRecorder(taken: Set<string>) {
  return (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep')
      for (const transition of event._transitions) taken.add(transitionKey(transition));
  };
}

/** An event of a traversal's list, with its payload. */
export type GraphEvent = EventObject & { readonly [key: string]: unknown };

type Snap = { value: StateValue; context: unknown };

/**
 * The model's graph for these events: one representative edge for each (state, event, next
 * state) triple, and the shortest path to each edge's source. `events` replaces the default
 * descriptors, so it must list every event the machine handles, with the payloads that matter.
 */
export function exploreGraph(model: AnyStateMachine, events: readonly EventObject[], input?: unknown) {
  const options = { events, ...(input === undefined ? {} : { input }) };
  const shortest = new Map(getShortestPaths(model, options).map((path) => [serializeSnapshot(path.state), path]));
  const seen = new Set<string>();
  // A final snapshot takes no event: its edges are left out (a stopped actor only warns).
  const edges = adjacencyMapToArray(getAdjacencyMap(model, options)).filter((edge) => {
    if (edge.state.status !== 'active') return false;
    const key = `${JSON.stringify(edge.state.value)} ${JSON.stringify(edge.event)} ${JSON.stringify(edge.nextState.value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const label = (edge: (typeof edges)[number]) =>
    `${statePaths(edge.state.value).at(-1)} --${edge.event.type}--> ${statePaths(edge.nextState.value).at(-1)}`;

  /** Replays the shortest path to the edge's source, then the edge, checking each step against the model. */
  async function replay(
    edge: (typeof edges)[number],
    actor: AnyActorRef,
    apply: (event: EventObject) => Promise<void>,
    check: (actual: Snap, expected: Snap) => void,
  ) {
    const path = shortest.get(serializeSnapshot(edge.state));
    if (!path) throw new Error('source state not reachable');
    for (const step of [...path.steps, { event: edge.event, state: edge.nextState }]) {
      await apply(step.event);
      check(observable(actor.getSnapshot() as Snap), observable(step.state as Snap));
    }
  }

  return { edges, shortest, label, replay };
}

/** What a snapshot shows, as plain data (drops functions and class identity). */
export const observable = (snapshot: Snap) =>
  JSON.parse(JSON.stringify({ value: snapshot.value, context: snapshot.context })) as Snap;

/** A running actor of a harness, and how to replay a path's events on it. */
export interface GraphHarness {
  actor: AnyActorRef;
  apply: (event: EventObject) => Promise<void>;
}

export interface GraphCoverageOptions<TInput> {
  /** The machine with no-op effects: the traversal only computes states. */
  model: AnyStateMachine;
  /** Every event the machine handles, with the payloads and actor outcomes that matter. */
  events: readonly EventObject[];
  /** The ways in, each explored on its own (one unnamed start when the machine has one). */
  starts: ReadonlyArray<{ name?: string; input: TInput }>;
  /** Starts the real machine with fake actors, recording transitions with `inspect` when given. */
  start: (options: { input: TInput; inspect?: (event: InspectionEvent) => void }) => GraphHarness;
}

/**
 * The three graph-coverage tests every machine gets: every state the machine can rest in is
 * reached, every transition it declares is taken (guarded alternatives and eventless ones too),
 * and every edge of the graph, replayed on a running actor with fake actors, lands where the
 * model says at every step.
 */
export function describeGraphCoverage<TInput>(name: string, options: GraphCoverageOptions<TInput>) {
  const graphs = options.starts.map((start) => ({
    ...start,
    graph: exploreGraph(options.model, options.events, start.input),
  }));
  const edges = graphs.flatMap(({ name: startName, input, graph }) =>
    graph.edges.map((edge) => ({
      label: `${startName === undefined ? '' : `${startName}: `}${graph.label(edge)}`,
      input,
      graph,
      edge,
    })),
  );

  describe(name, () => {
    it('should reach every state the machine can rest in', () => {
      const reached = new Set(edges.flatMap(({ edge }) => statePaths(edge.nextState.value)));
      expect([...reached].sort()).toEqual(restingStates(options.model));
    });

    it('should take every transition the machine declares, guarded and eventless ones included', async () => {
      const taken = new Set<string>();
      for (const { input, graph, edge } of edges) {
        const { actor, apply } = options.start({ input, inspect: transitionRecorder(taken) });
        await graph.replay(edge, actor, apply, () => {});
      }
      expect([...taken].sort()).toEqual(declaredTransitions(options.model));
    });

    it.each(edges.map((entry) => [entry.label, entry] as const))('%s', async (_, { input, graph, edge }) => {
      const { actor, apply } = options.start({ input });
      await graph.replay(edge, actor, apply, (actual, expected) => expect(actual).toEqual(expected));
    });
  });
}
