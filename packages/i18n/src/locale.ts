/** The languages the product speaks (spec section 9). */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];

/** Where a chosen language is kept between visits (spec section 3). */
export const LOCALE_STORAGE_KEY = 'app-lang';
/** Used when no source names a language we speak (spec section 9: default locale fr). */
export const DEFAULT_LOCALE: Locale = 'fr';
/** Messages missing from a catalogue fall back to this one (spec section 4). */
export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Reduces a BCP 47 tag such as `fr-CA` to a locale we speak, or undefined. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

export interface LocaleSources {
  /** The language the person chose before, read from storage under `app-lang`. */
  stored?: string | null;
  /** The language the page asks for (the `lang` query parameter or the document's `lang`). */
  page?: string | null;
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  browser?: readonly string[];
}

/**
 * Picks the language to show. A stored choice wins, because the person made it; then the
 * order of spec section 4: the page's locale, the browser's languages, then French.
 */
export function resolveLocale(sources: LocaleSources): Locale {
  return (
    toLocale(sources.stored) ??
    toLocale(sources.page) ??
    sources.browser?.map(toLocale).find((l): l is Locale => l !== undefined) ??
    DEFAULT_LOCALE
  );
}

/** Picks the locale of an `Accept-Language` header, English when none we speak is named. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return FALLBACK_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return FALLBACK_LOCALE;
}
