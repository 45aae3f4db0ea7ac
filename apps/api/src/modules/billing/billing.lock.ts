/**
 * Runs tasks with the same key one after another, in this process. The sandbox provider's
 * store has no transactions (payments DECISIONS.md), so one organization's billing calls are
 * serialised here; across instances the provider (Stripe) is the arbiter.
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
