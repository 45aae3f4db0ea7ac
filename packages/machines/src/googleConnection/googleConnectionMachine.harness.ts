import type { User } from '@starcrew/contract';
import { createActor, type EventObject, type InspectionEvent } from 'xstate';
import { createPromiseFakes } from '../test/promiseFakes.ts';
import type {
  AuthorizationCode,
  BusinessLocation,
  ConsentRequest,
  GoogleConnectionInput,
  LocationPage,
  LocationPageRequest,
  SelectionRequest,
  SelectionResult,
} from './googleConnection.types.ts';
import { googleConnectionMachine } from './googleConnectionMachine.ts';

export const makeLocation = (id: string, overrides: Partial<BusinessLocation> = {}): BusinessLocation => ({
  id,
  title: `Boulangerie ${id}`,
  address: `${id.length} Rue Oberkampf, 75011 Paris`,
  rating: 4.6,
  totalReviews: 120,
  ...overrides,
});

/** Two pages: a and b, then c. */
export const firstPage: LocationPage = {
  items: [makeLocation('a'), makeLocation('b')],
  page: 1,
  lastPage: 2,
  total: 3,
};
export const secondPage: LocationPage = { items: [makeLocation('c')], page: 2, lastPage: 2, total: 3 };
export const noAccess = {
  message: 'No access to the business profile',
  kind: 'forbidden',
  status: 403,
  reason: 'noAccess',
};
export const failure = { message: 'An unexpected error occurred.', kind: 'server', status: 500 };
/** The server holds no connection: never connected, or revoked at Google meanwhile. */
export const notConnected = {
  message: 'Connect your business profile first.',
  kind: 'other',
  status: 409,
  reason: 'notConnected',
};

/** Runs the machine with fake actors the test settles by hand, and records the app's effects. */
export function startConnection(
  options: { input?: GoogleConnectionInput; inspect?: (event: InspectionEvent) => void } = {},
) {
  const fakes = createPromiseFakes();
  const effects = { opened: [] as string[], users: [] as User[], account: 0, loggedOut: 0 };
  const machine = googleConnectionMachine.provide({
    actors: {
      startAuthorization: fakes.fake<ConsentRequest>(),
      exchangeCode: fakes.fake<unknown, AuthorizationCode>(),
      loadLocations: fakes.fake<LocationPage, LocationPageRequest>(),
      confirmSelection: fakes.fake<SelectionResult, SelectionRequest>(),
    },
    actions: {
      openConsent: (_, url) => void effects.opened.push(url),
      updateUser: (_, user) => void effects.users.push(user),
      goToAccount: () => void (effects.account += 1),
      logout: () => void (effects.loggedOut += 1),
    },
  });
  const actor = createActor(machine, {
    input: options.input ?? {},
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  }).start();
  const apply = (event: EventObject) => fakes.apply(actor, event);
  return { actor, effects, settle: fakes.settle, inputsOf: fakes.inputsOf, isRunning: fakes.isRunning, apply };
}
