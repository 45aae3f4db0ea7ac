// Shared by i18n-extract and i18n-verify: runs `formatjs extract` over the code that shows
// messages and reads the catalogues and their tiers.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './ensure.mjs';
import { publicFiles, splitTiers, tierPath, tiers } from './tiers.mjs';

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

/**
 * The messages the code declares with `defineMessages` / `formatMessage`, as id → text: in
 * every source, or in the `files` given (paths from the workspace root).
 */
export function extractMessages(files = sources) {
  const dir = mkdtempSync(join(tmpdir(), 'starcrew-i18n-'));
  const out = join(dir, 'extracted.json');
  try {
    const result = spawnSync(
      'pnpm',
      [
        'exec',
        'formatjs',
        'extract',
        ...files,
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

/** The tier files `pnpm i18n:extract` writes for these catalogues, as path → text. */
export function tierFiles(catalogues, publicIds) {
  const files = {};
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    const split = splitTiers(catalogue, publicIds);
    for (const tier of tiers) files[tierPath(locale, tier)] = `${JSON.stringify(split[tier], null, 2)}\n`;
  }
  return files;
}

/**
 * The ids the public pages' code names (scripts/lib/tiers.mjs): those formatjs extracts, and
 * every quoted string that looks like an id, since a plain `{ id, defaultMessage }` object
 * handed to `formatMessage` later is not extracted. A string that is no id is ignored.
 */
export function publicDeclaredIds() {
  const files = publicFiles();
  const quoted = files.flatMap((file) => [
    ...readFileSync(join(root, file), 'utf8').matchAll(/['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g),
  ]);
  return new Set([...Object.keys(extractMessages(files)), ...quoted.map(([, id]) => id)]);
}
