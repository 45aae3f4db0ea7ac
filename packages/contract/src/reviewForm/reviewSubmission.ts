/**
 * What a customer sends from the public review form (decisions.md, "Limits" and "Review
 * collection and attribution"), and its validation. Plain functions with no zod, so the
 * review form's enhancement script checks as the customer types with the very rules the
 * server applies to the form POST and to the JSON call, for a few hundred bytes.
 */

import { isStorableText } from '../storableText.ts';

/** The form's fields, by their names in the form and in the JSON body. */
export const reviewFields = ['rating', 'comment', 'first_name', 'last_name', 'email'] as const;
export type ReviewField = (typeof reviewFields)[number];

/** The hidden field people leave empty and form-filling robots do not. */
export const HONEYPOT_FIELD = 'website';

/** Bounds of decisions.md ("Limits"). */
export const reviewBounds = {
  comment: 2000,
  first_name: 50,
  last_name: 50,
  email: 255,
} as const;

/** 5 submissions per IP address per hour per location (decisions.md). */
export const REVIEW_SUBMISSIONS_PER_HOUR = 5;

/** The field's name as a message of the catalogues (`Please enter your {field}`). */
export const reviewFieldNames: Record<ReviewField, string> = {
  rating: 'field.rating',
  comment: 'field.comment',
  first_name: 'field.firstName',
  last_name: 'field.lastName',
  email: 'field.email',
};

/** One message of spec section 5, by id, with its values (`field` is itself a message id). */
export interface ReviewFieldError {
  id: string;
  values?: Record<string, string | number>;
}

export interface ReviewSubmission {
  rating: number;
  comment: string;
  first_name: string;
  last_name: string;
  email: string;
}

// zod's email pattern (z.email()), so the form and the contract's emailField agree.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The first problem of one field, or null when it is right. */
export function reviewFieldError(field: ReviewField, raw: unknown): ReviewFieldError | null {
  const name = reviewFieldNames[field];
  if (field === 'rating') {
    const value = typeof raw === 'number' ? String(raw) : text(raw);
    if (value === '') return { id: 'validation.required', values: { field: name } };
    return /^[1-5]$/.test(value) ? null : { id: 'validation.invalid', values: { field: name } };
  }
  const value = text(raw);
  if (value === '') return { id: 'validation.required', values: { field: name } };
  // A NUL or a lone surrogate: no person types one, and PostgreSQL cannot store it.
  if (!isStorableText(value)) return { id: 'validation.invalid', values: { field: name } };
  if (value.length > reviewBounds[field]) {
    return { id: 'validation.max', values: { field: name, max: reviewBounds[field] } };
  }
  if (field === 'email' && !EMAIL.test(value)) return { id: 'validation.email' };
  return null;
}

/** Every field's first problem; the submission itself when there are none. */
export function validateReviewSubmission(
  input: Record<string, unknown>,
): { ok: true; value: ReviewSubmission } | { ok: false; errors: Partial<Record<ReviewField, ReviewFieldError>> } {
  const errors: Partial<Record<ReviewField, ReviewFieldError>> = {};
  for (const field of reviewFields) {
    const error = reviewFieldError(field, input[field]);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      rating: Number(text(String(input.rating))),
      comment: text(input.comment),
      first_name: text(input.first_name),
      last_name: text(input.last_name),
      email: text(input.email),
    },
  };
}

/** Formats one message of the catalogues in the page's language. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * The text of a field error in the reader's language: the field's name translated first, and
 * a sentence that opens with it ("First name can be at most…") capitalized.
 */
export function reviewErrorText(t: Translate, error: ReviewFieldError): string {
  const values = { ...error.values };
  const fieldId = values.field;
  let fieldText: string | undefined;
  if (typeof fieldId === 'string') {
    fieldText = t(fieldId);
    values.field = fieldText;
  }
  const message = t(error.id, values);
  return fieldText && message.startsWith(fieldText)
    ? message.charAt(0).toLocaleUpperCase() + message.slice(1)
    : message;
}
