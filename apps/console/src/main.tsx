// The theme, fonts and reset: imported by the app itself because bundlers skip the ui barrel's own side effects.
import '@starcrew/ui/styles';
import { showMessages } from '@starcrew/i18n';
import { watchStaleAnnouncements } from '@starcrew/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createServices } from './app/services.ts';
import { installPreloadErrorHandler } from './app/preloadError.ts';
import { waitForSession } from './app/session.ts';
import { initialLocale } from './i18n/LocaleProvider.tsx';

watchStaleAnnouncements();
const services = createServices();
// The guard reads the session synchronously, so the stored session is read before routing;
// the public tier of the catalogue the page shows downloads meanwhile, so the first render is
// translated (a signed-in layout's loader adds the shell and screen tiers). A failed download is left to
// LocaleProvider, which retries it.
await Promise.all([waitForSession(services.session), showMessages(initialLocale()).catch(() => undefined)]);
// From here a lazy chunk that fails to load reloads the page once (a deploy replaced it). Not
// before: the stored session's check failing is shown with "Try again" (App.tsx), which reloads
// only when the server serves a newer build, and an offline page reloaded would be the
// browser's own error page instead of ours.
installPreloadErrorHandler();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
