import IntlMessageFormat from 'intl-messageformat';
import en from '../messages/en.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import { FALLBACK_LOCALE, type Locale } from './locale.ts';

export type Catalog = Record<string, string>;
export type MessageValues = Record<string, string | number>;

/** Both catalogues, keyed by locale. The console loads them whole; they are small. */
export const catalogs: Record<Locale, Catalog> = { en, fr };

/**
 * Formats one message outside React (the server's error messages, tests). Missing ids fall
 * back to English, then to the id itself so a gap shows instead of crashing.
 */
export function translate(locale: Locale, id: string, values?: MessageValues): string {
  const source = catalogs[locale][id] ?? catalogs[FALLBACK_LOCALE][id];
  if (source === undefined) return id;
  return String(new IntlMessageFormat(source, locale).format(values));
}
