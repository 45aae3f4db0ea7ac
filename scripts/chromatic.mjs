// `pnpm chromatic`: publishes the static Storybook to Chromatic for visual review. It needs a
// network and a project token, so `npm test` never runs it; the offline visual regression
// (`pnpm test:visual`) covers the same stories here.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to publish Storybook to Chromatic.');
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['--yes', 'chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
