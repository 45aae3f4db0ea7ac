import { z } from './zod.ts';
import { isStorableText } from './storableText.ts';

/**
 * Field builders whose issues carry a message descriptor, not text: the id of a spec
 * section 5 message and its values. The server and the forms translate them with
 * `fieldErrors()` in the reader's language, so both sides say the same words.
 */
export interface MessageDescriptor {
  id: string;
  values?: Record<string, string | number>;
}

/** Encodes a descriptor in a zod issue message; `fieldErrors` decodes it. */
export function describe(id: string, values?: Record<string, string | number>): string {
  return JSON.stringify({ id, values } satisfies MessageDescriptor);
}

const fieldValue = (field: string) => ({ field: `field.${field}` });

// Zod-free, so the review form's script can use it too (reviewForm/).
export { isStorableText } from './storableText.ts';

/**
 * The string every field of the contract is built on, ids and free text alike: a NUL or a lone
 * surrogate reads "Please fill out the {field} correctly" (spec section 5), and no later check
 * runs on it. A new schema takes its strings from here (or the builders below); the contract's
 * test walks every request schema to hold it to that.
 */
export function stringField(field: string) {
  return z
    .string({ error: describe('validation.required', fieldValue(field)) })
    .check(z.refine(isStorableText, { abort: true, error: describe('validation.invalid', fieldValue(field)) }));
}

export function requiredString(field: string) {
  return stringField(field).check(
    z.trim(),
    z.minLength(1, { error: describe('validation.required', fieldValue(field)) }),
  );
}

export function boundedString(field: string, min: number, max: number) {
  return requiredString(field)
    .check(z.minLength(min, { error: describe('validation.min', { ...fieldValue(field), min }) }))
    .check(z.maxLength(max, { error: describe('validation.max', { ...fieldValue(field), max }) }));
}

export function emailField(field = 'email') {
  return z.pipe(
    requiredString(field).check(
      z.maxLength(255, { error: describe('validation.max', { ...fieldValue(field), max: 255 }) }),
    ),
    z.email({ error: describe('validation.email') }),
  );
}

/** 8 to 64 characters with a letter and a digit (decisions.md). */
export function passwordField(field = 'password') {
  return boundedString(field, 8, 64).check(
    z.regex(/(?=.*\p{L})(?=.*\d)/u, {
      error: describe('validation.invalid', fieldValue(field)),
    }),
  );
}
