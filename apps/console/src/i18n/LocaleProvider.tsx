import { catalogs, LOCALE_STORAGE_KEY, resolveLocale, type Locale } from '@starcrew/i18n';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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

export function LocaleProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initial ?? initialLocale());

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
    setLocaleState(next);
    window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { locale: next } }));
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} messages={catalogs[locale]} defaultLocale="en">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside LocaleProvider');
  return value;
}
