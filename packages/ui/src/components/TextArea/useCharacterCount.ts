import { useEffect, useState } from 'react';

/** The count turns to a warning, and is announced, once this share of the limit is used. */
const NEAR_LIMIT = 0.9;
/** Announcing waits for a pause in typing, so a screen reader is not flooded at each key. */
const ANNOUNCE_DELAY_MS = 600;

interface Options {
  value: string | undefined;
  defaultValue: string | undefined;
  maxLength: number | undefined;
}

/**
 * Tracks the length of a text field's value (controlled or not) against its `maxLength`, and
 * gives the number of characters left to announce only once the value is near the limit.
 */
export function useCharacterCount({ value, defaultValue, maxLength }: Options) {
  const [ownLength, setOwnLength] = useState(() => (value ?? defaultValue ?? '').length);
  const length = value !== undefined ? value.length : ownLength;
  const isNearLimit = maxLength !== undefined && length >= Math.floor(maxLength * NEAR_LIMIT);
  const remaining = maxLength === undefined ? undefined : Math.max(maxLength - length, 0);

  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(isNearLimit ? (remaining ?? null) : null), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isNearLimit, remaining]);

  return {
    length,
    remaining,
    isNearLimit,
    isAtLimit: remaining === 0,
    /** Characters left to announce, or `null` while the value is far from the limit. */
    announced,
    track: (next: string) => setOwnLength(next.length),
  };
}
