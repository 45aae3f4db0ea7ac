import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './chromium.ts';
import { basePort, serverURL, workerCount } from './servers.ts';

// End-to-end: the built apps served by the real server on its embedded database, in a data
// folder of its own so each run starts from a fresh demo organization; one server per worker
// (tests/fixtures.ts points each worker's baseURL at its own).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'starcrew-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: workerCount,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: serverURL(0),
    trace: 'retain-on-failure',
    // A click or a fill that waits half a minute for its element is a failure, not load: without
    // these, a lost step waited out the whole test's timeout (three minutes) before its retry.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: Array.from({ length: workerCount }, (_, index) => ({
    command: 'node --import tsx apps/api/src/main.ts',
    cwd: '..',
    url: `${serverURL(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Local mode (as `npm start`): no mail server, and the outbox page, from which the auth tests
    // read verification codes and reset links (DEV_OUTBOX says so whatever the mode).
    env: {
      PORT: String(basePort + index),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, String(index)),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOCAL_MODE: '1',
      DEV_OUTBOX: '1',
      // The campaign journey moves the server's clock to end its campaign (modules/testHooks).
      E2E_HOOKS: '1',
      // Its customers' phones send their own X-Forwarded-For, so their reviews do not use up the
      // review-form tests' hourly limit at the demo location; the other tests send none.
      TRUST_PROXY: 'loopback',
    },
  })),
});
