/**
 * Work started by a request and finished after its answer, in this process only: a crash
 * loses it. Work that must not be lost (emails) is a stored job instead (src/jobs).
 * Failures are logged, never thrown at the client. `drain` waits for what is in flight:
 * at shutdown, and in tests.
 */
export function createBackground(log: (error: unknown, what: string) => void) {
  const inFlight = new Set<Promise<void>>();
  return {
    run(what: string, task: () => Promise<unknown>): void {
      const promise: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log(error, what),
        )
        .finally(() => inFlight.delete(promise));
      inFlight.add(promise);
    },
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
