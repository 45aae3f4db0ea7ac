/**
 * The generic validation messages of spec section 5, by kind. The ids live in the catalogues;
 * the field name is itself a message (`field.email`) so it is translated too.
 */
export const validationMessageIds = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  min: 'validation.min',
  max: 'validation.max',
  email: 'validation.email',
  mismatch: 'validation.mismatch',
} as const;

export type ValidationKind = keyof typeof validationMessageIds;
