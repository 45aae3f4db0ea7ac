import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about 8 ms a hash on the target
 * machines, slow enough to hurt guessing and fast enough not to need a queue.
 * `algorithm: 2` is Argon2id; the package's const enum cannot be imported under isolatedModules.
 */
const options: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/**
 * Runs at most `max` hashes at once; the others wait their turn in memory. argon2 runs on
 * libuv's 4 threads: under a burst of sign-ins they took every core, and the event loop
 * (which also runs the embedded database) starved, so even refused sign-ins and health checks
 * waited seconds (bench/login-load.mjs). Leaving a core to the event loop keeps them fast.
 */
export function limitConcurrency(hasher: PasswordHasher, max: number): PasswordHasher {
  let running = 0;
  const waiting: Array<() => void> = [];
  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `running` never drops under a queue.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }
  return {
    hash: (password) => turn(() => hasher.hash(password)),
    verify: (passwordHash, password) => turn(() => hasher.verify(passwordHash, password)),
  };
}

export const argon2Hasher: PasswordHasher = limitConcurrency(
  {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash is a failed sign-in, not a 500.
        return false;
      }
    },
  },
  Math.max(1, availableParallelism() - 1),
);
