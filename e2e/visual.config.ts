import { defineConfig } from '@playwright/test';

// Helpers working in parallel build Storybook to folders of their own and pick another port.
const port = Number(process.env.VISUAL_PORT ?? 6007);
const storybookDir = process.env.STORYBOOK_DIR ?? 'storybook-static';

/**
 * Offline visual regression of every story: `pnpm build-storybook`, then `pnpm test:visual`.
 * Baselines live in e2e/visual/__screenshots__; refresh them with `--update-snapshots`.
 */
export default defineConfig({
  testDir: './visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // One retry on CI: a picture that differs twice is a regression; one that differs once is
  // reported as flaky by `npm test` and mended, without holding a change back.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  timeout: 20_000,
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1024, height: 720 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
      ],
    },
  },
  webServer: {
    command: `node e2e/visual/serve.mjs ${storybookDir}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/index.json`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 10_000,
  },
});
