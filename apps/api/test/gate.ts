/**
 * Holds calls until a given number of them have arrived, then lets them all go at once: what a
 * concurrency test puts in front of a slow step (hashing a password, the directory's call), so
 * the requests behind it reach the check that follows at the same moment. Without it one request
 * would often be done before the other starts, and a race go unseen.
 *
 * Not `@starcrew/ui/testing/held`, which the stories and end-to-end tests share: the server may
 * import only `@starcrew/contract` (architecture.md), and what opens this gate is the calls'
 * arrival, not a test step.
 */
export function createGate() {
  let held: { size: number; waiting: Array<() => void> } | undefined;
  return {
    /** The next `size` calls of `pass` wait for one another. */
    together(size: number) {
      held = { size, waiting: [] };
    },
    /** Resolves at once, or, after `together`, when all of its calls have arrived. */
    async pass(): Promise<void> {
      const gate = held;
      if (!gate) return;
      await new Promise<void>((resolve) => {
        gate.waiting.push(resolve);
        if (gate.waiting.length < gate.size) return;
        held = undefined;
        for (const release of gate.waiting) release();
      });
    },
  };
}
