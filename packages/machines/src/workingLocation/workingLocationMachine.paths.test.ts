import { describeGraphCoverage, type GraphEvent } from '../test/graphCoverage.ts';
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

describeGraphCoverage('workingLocationMachine paths', {
  model,
  events,
  starts: [{ input: { stored: null } }],
  start: ({ inspect }) => startWorkingLocation({ inspect }),
});
