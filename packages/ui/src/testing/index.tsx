import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { catalogs, isLocale, locales, FALLBACK_LOCALE, type Locale } from '@starcrew/i18n';
import type { Decorator } from '@storybook/react-vite';
import { toastQueue } from '../components/Toast/toastQueue.ts';
import { vars } from '../tokens/contract.css.ts';

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
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    applyBrand(document.documentElement, context.globals['brand'] === 'tenant' ? tenantBrand : {});
  }
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
 * Empties react-aria's live-announcer logs. An announcement outlives its story by seconds
 * and points at elements that are gone, which axe then reports against the next story; call
 * it before each story (preview's `beforeEach`) or test. The region itself stays: react-aria
 * keeps it in a module-level singleton, and a removed region would swallow every later
 * announcement of the page (stories of several files share one page).
 */
export function clearLiveAnnouncer(doc: Document = document) {
  doc.querySelectorAll('[data-live-announcer] > [aria-live]').forEach((log) => log.replaceChildren());
}

/** What `clearToasts` needs of a queue (the package's own class is not exported). */
interface ClosableQueue {
  readonly visibleToasts: readonly { key: string }[];
  close(key: string): void;
}

/**
 * Closes every toast of the app's one queue. A toast outlives its story by seconds (an error
 * toast of a French story showed in the next story of the shared page, where a check for "no
 * alert dialog" met it); call it before each story (preview's `beforeEach`).
 */
export function clearToasts(queue: ClosableQueue = toastQueue): void {
  // Closing one lets a waiting toast in, so this repeats; bounded in case a close is deferred.
  for (let left = 100; left > 0 && queue.visibleToasts.length > 0; left -= 1) {
    queue.close(queue.visibleToasts[0]!.key);
  }
}

/** CSS custom property name of a contract variable: `var(--sc-x)` → `--sc-x`. */
const property = (cssVar: string) => cssVar.slice(4, -1);

/**
 * A tenant's re-branding of the review form, as it would ship it: `--sc-` variables
 * overridden on :root, here a teal accent that keeps every pair at AA contrast.
 */
export const tenantBrand: Record<string, string> = {
  [property(vars.color.background.accent)]: '#0f766e',
  [property(vars.color.background.accentHover)]: '#115e59',
  [property(vars.color.background.accentPressed)]: '#134e4a',
  [property(vars.color.background.accentSoft)]: '#ecfdf8',
  [property(vars.color.background.accentSoftHover)]: '#e0f7f0',
  [property(vars.color.text.accent)]: '#0f766e',
  [property(vars.color.border.focus)]: '#0f766e',
  [property(vars.color.border.accent)]: '#0f766e',
};

/** Sets these variables on an element's inline style and clears the other brand variables. */
export function applyBrand(element: HTMLElement, brand: Record<string, string>) {
  for (const name of Object.keys(tenantBrand)) element.style.removeProperty(name);
  for (const [name, value] of Object.entries(brand)) element.style.setProperty(name, value);
}

/** The `brand` toolbar global: Starcrew's own colours or the tenant example. */
export const brandGlobalType = {
  description: 'Brand colours (a tenant overriding --sc- variables)',
  toolbar: {
    title: 'Brand',
    icon: 'paintbrush' as const,
    items: [
      { value: 'starcrew', title: 'Starcrew' },
      { value: 'tenant', title: 'Tenant example' },
    ],
    dynamicTitle: true,
  },
};

/** Renders a story at a phone's width (390 px); shared with the apps' screen stories. */
export { mobileStory } from '../docs/storyHelpers.tsx';
