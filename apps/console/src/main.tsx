// The theme, fonts and reset: imported by the app itself because bundlers skip the ui barrel's own side effects.
import '@starcrew/ui/styles';
import { watchStaleAnnouncements } from '@starcrew/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createServices } from './app/services.ts';
import { installPreloadErrorHandler } from './app/preloadError.ts';
import { waitForSession } from './app/session.ts';

installPreloadErrorHandler();
watchStaleAnnouncements();
const services = createServices();
// The guard reads the session synchronously, so the stored session is read before routing.
await waitForSession(services.session);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
