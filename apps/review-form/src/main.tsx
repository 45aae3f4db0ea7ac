// The theme, fonts and reset: imported by the app itself because bundlers skip the ui barrel's own side effects.
import '@starcrew/ui/styles';
import { loadMessages, LOCALE_STORAGE_KEY, resolveLocale, type Catalog } from '@starcrew/i18n';
import { StrictMode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { ReviewPage } from './ReviewPage.tsx';
import { parseReviewPath } from './reviewPath.ts';

// The customer's phone decides the language unless the link names one (`?lang=en`).
const locale = resolveLocale({
  stored: localStorage.getItem(LOCALE_STORAGE_KEY),
  page: new URLSearchParams(window.location.search).get('lang'),
  browser: navigator.languages,
});
document.documentElement.lang = locale;
// Only this language's catalogue is downloaded, before the first render so no text shows
// untranslated. Offline, the English defaults declared in code still make a usable form.
const messages: Catalog = await loadMessages(locale).catch(() => ({}));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      {/* react-aria's own texts, number and date formats follow the chosen locale, not the browser's. */}
      <I18nProvider locale={locale}>
        <ReviewPage target={parseReviewPath(window.location.pathname)} />
      </I18nProvider>
    </IntlProvider>
  </StrictMode>,
);
