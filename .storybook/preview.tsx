import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
// Fonts, theme variables and reset, in cascade order (what importing @starcrew/ui brings).
import '@starcrew/ui/styles';
// The dark theme, switched by the toolbar's `theme` global (apps ship light only for now).
import '@starcrew/ui/themes/dark';
import {
  brandGlobalType,
  localeGlobalType,
  clearLiveAnnouncer,
  clearToasts,
  withUiProvider,
} from '@starcrew/ui/testing';

// Screens' stories load their route lazily and call a mocked API before the first assertion:
// on two busy cores that takes longer than testing-library's 1 s default. A real regression
// still fails, only later.
configure({ asyncUtilTimeout: 4000 });

/** Sets `data-theme` on the root, where the dark theme's variables apply. */
const withTheme: Decorator = (Story, context) => {
  document.documentElement.dataset['theme'] = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  return <Story />;
};

const preview: Preview = {
  decorators: [withUiProvider, withTheme],
  // Stories of several files share one page: what one leaves (announcements, toasts) is cleared.
  beforeEach: () => {
    clearLiveAnnouncer();
    clearToasts();
  },
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
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', brand: 'starcrew', theme: 'light' },
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
