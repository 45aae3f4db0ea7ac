import {
  LOCALE_STORAGE_KEY,
  loadedMessages,
  loadMessages,
  resolveLocale,
  type Catalog,
  type Locale,
} from '@starcrew/i18n';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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

/** The language shown and its catalogue, always changed together. */
interface Shown {
  locale: Locale;
  messages: Catalog;
}

/**
 * Provides the locale and its catalogue to react-intl. Only the shown language's catalogue is
 * downloaded: the first render waits for it (main.tsx starts that download early), and a
 * switch keeps the current language on screen until the other one has arrived, so no text
 * ever shows untranslated.
 */
export function LocaleProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [wanted, setWanted] = useState<Locale>(() => initial ?? initialLocale());
  const [shown, setShown] = useState<Shown | null>(() => {
    const messages = loadedMessages(wanted);
    return messages ? { locale: wanted, messages } : null;
  });

  useEffect(() => {
    if (shown?.locale === wanted) return;
    let current = true;
    loadMessages(wanted).then(
      (messages) => current && setShown({ locale: wanted, messages }),
      // Offline or a new deploy: stay in the language on screen (English defaults at first).
      () => current && setShown((before) => before ?? { locale: wanted, messages: {} }),
    );
    return () => {
      current = false;
    };
  }, [wanted, shown?.locale]);

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
  if (!shown) return null;
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
