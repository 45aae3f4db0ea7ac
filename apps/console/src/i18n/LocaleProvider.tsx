import {
  LOCALE_STORAGE_KEY,
  messagesState,
  resolveLocale,
  showMessages,
  subscribeMessages,
  type Locale,
} from '@starcrew/i18n';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';

/** Fired on window when the person switches language (spec section 4). */
export const LANGUAGE_CHANGED_EVENT = 'language-changed';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * The locale to start with: stored choice, the page's (`?lang=` in a link we sent, such as an
 * invitation email), the browser's, then French. The static `<html lang>` is not a source.
 */
export function initialLocale(): Locale {
  return resolveLocale({
    stored: localStorage.getItem(LOCALE_STORAGE_KEY),
    page: new URLSearchParams(window.location.search).get('lang'),
    browser: navigator.languages,
  });
}

/**
 * Provides the locale and its catalogue to react-intl. Only the tiers the page needs of the
 * shown language are downloaded (the public one; the shell once a signed-in layout's loader
 * asked for it, and the tier of the screen on show, which its route's loader asked for): the
 * first render waits for them (main.tsx starts that download early), and a switch keeps the
 * current language on screen until the other one has all of them, so no text ever shows
 * untranslated. What shows is @starcrew/i18n's store of loaded tiers.
 */
export function LocaleProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [wanted, setWanted] = useState<Locale>(() => initial ?? initialLocale());
  const { shown } = useSyncExternalStore(subscribeMessages, messagesState);
  // A provider mounted while another language shows (a story after a story) waits for its own.
  const [started, setStarted] = useState(false);
  if (!started && shown?.locale === wanted) setStarted(true);

  useEffect(() => {
    // Offline or a new deploy: the store stays in the language on screen (English defaults at
    // first), and the next switch retries.
    showMessages(wanted).catch(() => undefined);
  }, [wanted]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.locale;
  }, [shown]);

  const setLocale = useCallback((next: Locale) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
    setWanted(next);
    window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { locale: next } }));
  }, []);

  // The selector reflects the choice at once; the texts follow when the catalogue is in.
  const value = useMemo(() => ({ locale: wanted, setLocale }), [wanted, setLocale]);
  if (!shown || (!started && shown.locale !== wanted)) return null;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={shown.locale} messages={shown.messages} defaultLocale="en">
        {/* react-aria's own strings and formats (dates, numbers, colour names) follow too. */}
        <I18nProvider locale={shown.locale}>{children}</I18nProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside LocaleProvider');
  return value;
}
