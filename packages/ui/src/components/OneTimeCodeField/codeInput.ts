/** Keeps the digits of a typed or pasted text ("123 456", "12-34-56" give "123456"). */
export const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Writes digits into the code from box `index` on, as many as fit; the rest of the code stays.
 * Returns the new code and the box that should take focus next.
 */
export function fillFrom(code: string[], index: number, digits: string): { code: string[]; focus: number } {
  const next = [...code];
  const start = digits.length >= code.length ? 0 : index;
  const written = Array.from(digits).slice(0, code.length - start);
  written.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { code: next, focus: Math.min(start + written.length, code.length - 1) };
}

/** Splits a code string into one entry a box, empty strings for the missing digits. */
export const toBoxes = (value: string, length: number) => Array.from({ length }, (_, i) => value[i] ?? '');
