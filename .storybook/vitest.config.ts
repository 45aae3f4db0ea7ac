import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story is a test in Chromium: it renders, its play function runs, and axe checks it
 * (`parameters.a11y.test = 'error'` in preview.tsx fails the test on any violation).
 */
export default defineProject({
  // The plugin reads main.ts, so viteFinal's vanilla-extract plugin applies here too.
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    // One retry on CI, as for the visual run: a story that fails twice is a regression; one that
    // passes on its retry is printed as flaky ("retry") in the log, to be mended, not to block.
    retry: process.env.CI ? 1 : 0,
    // All story files in one page, as the stories of one file already are: a fresh page per
    // file cost ~1.2 s of set-up each (320 s -> 135 s for the run). Module-level state is
    // shared the same way it is within a file; the preview's beforeEach clears what a story
    // leaves behind.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
