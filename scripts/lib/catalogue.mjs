// Shared by i18n-extract and i18n-verify: runs `formatjs extract` over the code that shows
// messages and reads the catalogues.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './ensure.mjs';

export const cataloguePath = (locale) => join(root, 'packages/i18n/messages', `${locale}.json`);
const sources = [
  'packages/ui/src/**/*.{ts,tsx}',
  'apps/console/src/**/*.{ts,tsx}',
  'apps/review-form/src/**/*.{ts,tsx}',
];
const ignore = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/*.d.ts'];

export function readCatalogue(locale) {
  return JSON.parse(readFileSync(cataloguePath(locale), 'utf8'));
}

/** The messages the code declares with `defineMessages` / `formatMessage`, as id → text. */
export function extractMessages() {
  const dir = mkdtempSync(join(tmpdir(), 'starcrew-i18n-'));
  const out = join(dir, 'extracted.json');
  try {
    const result = spawnSync(
      'pnpm',
      [
        'exec',
        'formatjs',
        'extract',
        ...sources,
        '--ignore',
        ...ignore,
        '--flatten',
        '--format',
        'simple',
        '--out-file',
        out,
      ],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (result.status !== 0) throw new Error('formatjs extract failed');
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function sortKeys(messages) {
  // Code-point order, the same on every machine whatever its locale.
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
