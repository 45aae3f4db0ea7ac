import { fromPromise, type AnyActorRef, type EventObject } from 'xstate';

type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Promise actors that the test settles by hand, keyed by their invoke id, so one fake can
 * serve several invocations of the same source. `inputs` records what each call was given.
 */
export function createPromiseFakes() {
  const pending = new Map<string, Settle>();
  const inputs: Array<{ id: string; input: unknown }> = [];

  const fake = <TOutput, TInput = unknown>() =>
    fromPromise<TOutput, TInput>(({ input, self }) => {
      inputs.push({ id: self.id, input });
      return new Promise<TOutput>((resolve, reject) =>
        pending.set(self.id, { resolve: resolve as Settle['resolve'], reject }),
      );
    });

  async function settle(id: string, outcome: 'done' | 'error', value: unknown) {
    const promise = pending.get(id);
    if (!promise) throw new Error(`actor ${id} is not running`);
    pending.delete(id);
    if (outcome === 'done') promise.resolve(value);
    else promise.reject(value);
    await new Promise((resolve) => setTimeout(resolve, 0)); // let the promise actor report back
  }

  /** The inputs given to the actor `id`, oldest first. */
  const inputsOf = (id: string) => inputs.filter((call) => call.id === id).map((call) => call.input);

  /**
   * Replays an event of an xstate/graph path on a running actor: an actor's done or error
   * event settles its fake (a no-op unless it runs, as in the model), any other is sent.
   */
  async function apply(actor: AnyActorRef, event: EventObject & { output?: unknown; error?: unknown }) {
    const actorEvent = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    const id = actorEvent?.[2] ?? '';
    if (actorEvent) {
      if (pending.has(id)) await settle(id, actorEvent[1] as 'done' | 'error', event.output ?? event.error);
    } else if (event.type !== 'xstate.init') {
      actor.send(event); // ignored events are sent too
    }
  }

  return { fake, settle, inputs, inputsOf, apply, isRunning: (id: string) => pending.has(id) };
}
