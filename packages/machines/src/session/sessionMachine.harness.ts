import { createActor, type EventObject, type InspectionEvent } from 'xstate';
import type { LoginRequest, SessionData } from '@starcrew/contract';
import { createPromiseFakes } from '../test/promiseFakes.ts';
import type { LogoutInput, StoredSession } from './session.types.ts';
import { sessionMachine } from './sessionMachine.ts';

/**
 * Runs the machine with fake actors the test settles by hand, and records the effects.
 * `apply` takes the events of xstate/graph paths: actor done/error events settle the fake.
 */
export function startSession(options: { inspect?: (event: InspectionEvent) => void } = {}) {
  const fakes = createPromiseFakes();
  const effects = { persisted: [] as SessionData[], cleared: 0, reloaded: 0 };
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fakes.fake<StoredSession>(),
      login: fakes.fake<SessionData, LoginRequest>(),
      logout: fakes.fake<unknown, LogoutInput>(),
    },
    actions: {
      persistSession: (_, data) => void effects.persisted.push(data),
      clearSession: () => void (effects.cleared += 1),
      reload: () => void (effects.reloaded += 1),
    },
  });
  const actor = createActor(machine, options.inspect === undefined ? {} : { inspect: options.inspect }).start();
  const apply = (event: EventObject) => fakes.apply(actor, event);
  return { actor, effects, inputs: fakes.inputs, inputsOf: fakes.inputsOf, settle: fakes.settle, apply };
}
