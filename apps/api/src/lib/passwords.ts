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

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, options),
  async verify(passwordHash, password) {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash is a failed sign-in, not a 500.
      return false;
    }
  },
};
