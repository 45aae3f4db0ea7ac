import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
// The root package does not depend on workspace packages, so they are imported by path.
// Fonts, theme variables and reset, in cascade order (what importing @starcrew/ui brings).
import '../packages/ui/src/styles/global.ts';
import {
  brandGlobalType,
  localeGlobalType,
  removeLiveAnnouncer,
  withUiProvider,
} from '../packages/ui/src/testing/index.tsx';

const preview: Preview = {
  decorators: [withUiProvider],
  beforeEach: () => removeLiveAnnouncer(),
  loaders: [
    // Screens' stories mock the API per story in `beforeEach({ msw })`; anything not mocked
    // (fonts, Vite modules) goes to the network untouched.
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  globalTypes: {
    locale: localeGlobalType,
    brand: brandGlobalType,
  },
  initialGlobals: { locale: 'en', brand: 'starcrew' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        narrow: { name: 'Mobile breakpoint 500', styles: { width: '500px', height: '900px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
