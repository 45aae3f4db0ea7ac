/**
 * A tiny seeded PRNG, so the sandbox is a pure function of its seed: the same seed gives the
 * same account on every server instance, in every test, with no state to share.
 */

/** mulberry32: 32-bit state, good enough spread for demo data, not for anything secret. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the parts, so each (seed, location, day) gets its own independent stream. */
export function hashParts(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function rngFor(...parts: Array<string | number>): () => number {
  return mulberry32(hashParts(...parts));
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Index drawn with the given (not necessarily normalised) weights. */
export function weighted(random: () => number, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = random() * total;
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}
