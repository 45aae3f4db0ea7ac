// The theme, fonts and reset: imported by the app itself because bundlers skip the ui barrel's own side effects.
import '@starcrew/ui/styles';
import { catalogs, LOCALE_STORAGE_KEY, resolveLocale } from '@starcrew/i18n';
import { StrictMode } from 'react';
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

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <IntlProvider locale={locale} messages={catalogs[locale]} defaultLocale="en">
      <ReviewPage target={parseReviewPath(window.location.pathname)} />
    </IntlProvider>
  </StrictMode>,
);
