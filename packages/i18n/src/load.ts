import IntlMessageFormat from 'intl-messageformat';
import type { Catalog, MessageValues } from './catalog.ts';
import type { Locale } from './locale.ts';

type CatalogModule = { default: Catalog };

/**
 * One dynamic import per locale, so a bundler emits each catalogue as its own chunk and a
 * browser downloads only the language it shows. Written out (not a template path) so the
 * bundler sees exactly these two files. No `with { type: 'json' }`: Vite's dev server answers
 * JSON as a JavaScript module, which the browser refuses for an import typed as JSON.
 */
const importers: Record<Locale, () => Promise<CatalogModule>> = {
  en: () => import('../messages/en.json'),
  fr: () => import('../messages/fr.json'),
};

const loaded = new Map<Locale, Catalog>();
const pending = new Map<Locale, Promise<Catalog>>();

/**
 * Loads the catalogue of one locale (once; later calls share the first download). Apps render
 * after it resolves, so no text shows untranslated; ids missing from it fall back to the
 * English `defaultMessage` declared in code.
 */
export function loadMessages(locale: Locale): Promise<Catalog> {
  const known = pending.get(locale);
  if (known) return known;
  const loading = importers[locale]().then(
    (module) => {
      loaded.set(locale, module.default);
      return module.default;
    },
    (error: unknown) => {
      // Forget a failed download (offline, new deploy) so the next switch retries it.
      pending.delete(locale);
      throw error;
    },
  );
  pending.set(locale, loading);
  return loading;
}

/** The catalogue of `locale` if `loadMessages` already finished it, for a first render without waiting. */
export function loadedMessages(locale: Locale): Catalog | undefined {
  return loaded.get(locale);
}

/** A message declared in code: its id and the English text used while no catalogue has it. */
export interface DeclaredMessage {
  id: string;
  defaultMessage: string;
}

/**
 * Formats a message outside React in the browser (a toast built in an API callback), from the
 * loaded catalogue of `locale`, else the English `defaultMessage`. Unlike `translate`, it does
 * not bundle both catalogues into the page.
 */
export function formatLoaded(locale: Locale, message: DeclaredMessage, values?: MessageValues): string {
  const source = loaded.get(locale)?.[message.id] ?? message.defaultMessage;
  return String(new IntlMessageFormat(source, locale).format(values));
}
