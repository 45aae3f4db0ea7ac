import { describe, expect, it } from 'vitest';
import { argon2Hasher, limitConcurrency, type PasswordHasher } from './passwords.ts';

describe('limitConcurrency', () => {
  it('should run at most the given number of hashes at once, and every one of them', async () => {
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const slow: PasswordHasher = {
      hash: async (password) => password,
      verify: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return true;
      },
    };
    const limited = limitConcurrency(slow, 2);
    const all = Promise.all(Array.from({ length: 7 }, () => limited.verify('h', 'p')));
    // Release the running ones until every verification has had its turn.
    while (releases.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await all).toEqual(Array(7).fill(true));
    expect(most).toBe(2);
  });

  it('should still verify argon2id hashes and refuse a malformed one', async () => {
    const stored = await argon2Hasher.hash('Correct-horse-42');
    expect(await argon2Hasher.verify(stored, 'Correct-horse-42')).toBe(true);
    expect(await argon2Hasher.verify(stored, 'Wrong-horse-42')).toBe(false);
    expect(await argon2Hasher.verify('not-a-hash', 'Correct-horse-42')).toBe(false);
  });
});
