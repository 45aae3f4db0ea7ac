import type { Location } from '@starcrew/contract';
import { createActor, SimulatedClock, type EventObject, type InspectionEvent } from 'xstate';
import { createPromiseFakes } from '../test/promiseFakes.ts';
import type { LoggedFailure, WorkingLocationInput } from './workingLocation.types.ts';
import { workingLocationMachine } from './workingLocationMachine.ts';

export const makeLocation = (id: string, overrides: Partial<Location> = {}): Location => ({
  id,
  title: `Maison ${id}`,
  name: `Maison ${id}`,
  address: null,
  average_rating: 4.5,
  total_reviews: 10,
  license_status: 'active',
  review_url: null,
  ...overrides,
});

export const paris = makeLocation('paris');
export const lyon = makeLocation('lyon');
/** Listed first, but its licence is inactive. */
export const dormant = makeLocation('dormant', { license_status: 'inactive' });
export const failure = { message: 'An unexpected error occurred.', kind: 'server', status: 500 };

/** Runs the machine with fake actors the test settles by hand, and records the app's effects. */
export function startWorkingLocation(
  options: { input?: WorkingLocationInput; inspect?: (event: InspectionEvent) => void } = {},
) {
  const fakes = createPromiseFakes();
  const effects = { stored: [] as Location[], logged: [] as LoggedFailure[], changed: [] as string[] };
  const machine = workingLocationMachine.provide({
    actors: {
      listLocations: fakes.fake<Location[]>(),
      accessLocation: fakes.fake<Location | null, { id: string }>(),
    },
    actions: {
      storeSelection: (_, location) => void effects.stored.push(location),
      logFailure: (_, failure) => void effects.logged.push(failure),
    },
  });
  // The 300 ms debounce runs on a clock the test moves by hand.
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: options.input ?? { stored: null },
    clock,
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  });
  actor.on('location.changed', (event) => void effects.changed.push(event.location.id));
  actor.start();
  const apply = (event: EventObject) => fakes.apply(actor, event);
  return { actor, clock, effects, settle: fakes.settle, inputsOf: fakes.inputsOf, isRunning: fakes.isRunning, apply };
}
