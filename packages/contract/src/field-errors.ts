import { catalogs, translate, type Locale } from '@starcrew/i18n';
import type { MessageDescriptor } from './fields.ts';

/** The part of a zod error (or of Fastify's copy of its issues) that `fieldErrors` reads. */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}
export interface ZodErrorLike {
  issues: readonly IssueLike[];
}

/**
 * Issues without a field (the body is not an object at all) still need a key the client can
 * nest, so they go under this one.
 */
export const FORM_ERROR_KEY = 'form';

/**
 * Turns a zod error into the `errors` object of a 422 (spec section 8): dotted keys, messages
 * in the reader's language. Issues from the field builders carry a descriptor; others (a
 * wrong type from a plain zod schema) read as "Please fill out the {field} correctly".
 */
export function fieldErrors(error: ZodErrorLike, locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_ERROR_KEY;
    const text = issueText(issue, locale);
    const list = (errors[key] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

function issueText(issue: IssueLike, locale: Locale): string {
  const descriptor = decodeDescriptor(issue.message) ?? {
    id: 'validation.invalid',
    values: { field: fieldIdOf(issue.path) },
  };
  const values = { ...descriptor.values };
  const fieldId = values.field;
  let fieldText: string | undefined;
  if (typeof fieldId === 'string') {
    fieldText = fieldId in catalogs.en ? translate(locale, fieldId) : humanize(fieldId);
    values.field = fieldText;
  }
  const text = translate(locale, descriptor.id, values);
  // "{field} must be at least…" starts a sentence with a lower-case field name.
  return fieldText && text.startsWith(fieldText) ? capitalize(text, locale) : text;
}

function decodeDescriptor(message: string): MessageDescriptor | undefined {
  if (!message.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as MessageDescriptor).id === 'string') {
      return parsed as MessageDescriptor;
    }
  } catch {
    // Not a descriptor: a plain zod message, handled as "invalid".
  }
  return undefined;
}

/** `billing_info.vat_number` → `field.vatNumber`, the naming of the catalogues. */
function fieldIdOf(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((segment) => typeof segment === 'string');
  if (typeof last !== 'string') return 'field.request';
  return `field.${last.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())}`;
}

/** A field id missing from the catalogues still reads as words rather than as an id. */
function humanize(fieldId: string): string {
  return fieldId
    .replace(/^field\./, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

function capitalize(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
