import { createActor, fromPromise, type EventObject } from 'xstate';
import type { LoginRequest, SessionData } from '@starcrew/contract';
import type { StoredSession } from './session.types.ts';
import { sessionMachine } from './sessionMachine.ts';

type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Runs the machine with fake actors the test settles by hand, and records the effects.
 * `apply` takes the events of xstate/graph paths: actor done/error events settle the fake.
 */
export function startSession() {
  const pending = new Map<string, Settle>();
  const inputs: unknown[] = [];
  const effects = { persisted: [] as SessionData[], cleared: 0, reloaded: 0 };
  const fake = <TOutput, TInput = unknown>(id: string) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      inputs.push(input);
      return new Promise<TOutput>((resolve, reject) =>
        pending.set(id, { resolve: resolve as Settle['resolve'], reject }),
      );
    });
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fake<StoredSession>('restoreSession'),
      login: fake<SessionData, LoginRequest>('login'),
      logout: fake<unknown>('logout'),
    },
    actions: {
      persistSession: (_, data) => void effects.persisted.push(data),
      clearSession: () => void (effects.cleared += 1),
      reload: () => void (effects.reloaded += 1),
    },
  });
  const actor = createActor(machine).start();

  async function settle(id: string, outcome: 'done' | 'error', value: unknown) {
    const promise = pending.get(id);
    if (!promise) throw new Error(`actor ${id} is not running`);
    pending.delete(id);
    if (outcome === 'done') promise.resolve(value);
    else promise.reject(value);
    await new Promise((resolve) => setTimeout(resolve, 0)); // let the promise actor report back
  }

  async function apply(event: EventObject & { output?: unknown; error?: unknown }) {
    const actorEvent = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    const id = actorEvent?.[2] ?? '';
    if (actorEvent) {
      // Only a running actor can report; the model's other actor events are no-ops by construction.
      if (pending.has(id)) await settle(id, actorEvent[1] as 'done' | 'error', event.output ?? event.error);
    } else if (event.type !== 'xstate.init') {
      actor.send(event as Parameters<typeof actor.send>[0]); // ignored events are sent too
    }
  }

  return { actor, effects, inputs, settle, apply };
}
