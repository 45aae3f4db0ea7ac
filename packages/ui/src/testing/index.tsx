import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { catalogs, isLocale, locales, FALLBACK_LOCALE, type Locale } from '@starcrew/i18n';
import type { Decorator } from '@storybook/react-vite';

export interface UiProviderProps {
  /**
   * The language of messages and of react-aria's own strings and formats.
   * @default 'en'
   */
  locale?: Locale;
  children: ReactNode;
}

/**
 * What `ui` components need around them: react-intl with the locale's catalogue (missing ids
 * fall back to English, as in the apps) and react-aria's locale. Apps give the same providers.
 */
export function UiProvider({ locale = 'en', children }: UiProviderProps) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={FALLBACK_LOCALE}
      messages={{ ...catalogs[FALLBACK_LOCALE], ...catalogs[locale] }}
    >
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </IntlProvider>
  );
}

/**
 * Storybook decorator: wraps a story in `UiProvider` with the toolbar's `locale` global, and
 * sets the document's `lang` so screen readers and hyphenation follow it.
 */
export const withUiProvider: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals['locale']) ? context.globals['locale'] : 'en';
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return (
    <UiProvider locale={locale}>
      <Story />
    </UiProvider>
  );
};

/** Storybook decorator: centres a story in a padded frame of at most `maxWidth` px. */
export const withFrame =
  (maxWidth = 420): Decorator =>
  (Story) => (
    <div style={{ width: '100%', maxWidth, padding: 16 }}>
      <Story />
    </div>
  );

const localeNames: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** The `locale` toolbar global that `withUiProvider` reads, for `globalTypes` in preview. */
export const localeGlobalType = {
  description: 'Language of the messages',
  toolbar: {
    title: 'Locale',
    icon: 'globe' as const,
    items: locales.map((value) => ({ value, title: localeNames[value] })),
    dynamicTitle: true,
  },
};

/**
 * Removes react-aria's live-announcer region. An announcement outlives its story by seconds
 * and points at elements that are gone, which axe then reports against the next story; call
 * it before each story (preview's `beforeEach`) or test.
 */
export function removeLiveAnnouncer(doc: Document = document) {
  doc.querySelectorAll('[data-live-announcer]').forEach((node) => node.remove());
}
