// Shared by i18n-extract and i18n-verify: runs `formatjs extract` over the code that shows
// messages and reads the catalogues and their tiers.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './ensure.mjs';
import {
  consoleSourceFiles,
  consoleTierFiles,
  importersPath,
  publicFiles,
  splitTiers,
  tierPath,
  tiers,
} from './tiers.mjs';

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

/**
 * The files `pnpm i18n:extract` writes for these catalogues, as path → text: each locale's
 * tiers, and the module that imports them (`packages/i18n/src/tiers.generated.ts`).
 */
export function tierFiles(catalogues, ids) {
  const files = {};
  const names = tiers();
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    const split = splitTiers(catalogue, ids);
    for (const tier of names) files[tierPath(locale, tier)] = `${JSON.stringify(split[tier], null, 2)}\n`;
  }
  files[importersPath] = importersModule(Object.keys(catalogues), names);
  return files;
}

function importersModule(locales, names) {
  const quote = (name) => (/^[a-z]\w*$/i.test(name) ? name : `'${name}'`);
  const lines = [
    '// Written by `pnpm i18n:extract` (scripts/lib/tiers.mjs): do not edit. `pnpm i18n:verify` checks it.',
    "import type { Catalog } from './catalog.ts';",
    '',
    '/** The catalogue tiers (packages/i18n/DECISIONS.md): public, the other sign-in pages, the signed-in shell, then one per feature. */',
    // One name a line, as prettier writes a list this long.
    'export const tierNames = [',
    ...names.map((name) => `  '${name}',`),
    '] as const;',
    'export type Tier = (typeof tierNames)[number];',
    '',
    '/**',
    ' * One dynamic import per locale and tier, so a bundler emits each as its own chunk and a',
    ' * browser downloads only what it shows. Written out (not a template path) so the bundler sees',
    " * exactly these files. No `with { type: 'json' }`: Vite's dev server answers JSON as a",
    ' * JavaScript module, which the browser refuses for an import typed as JSON.',
    ' */',
    `export const importers: Record<'${locales.join("' | '")}', Record<Tier, () => Promise<{ default: Catalog }>>> = {`,
    ...locales.flatMap((locale) => [
      `  ${locale}: {`,
      ...names.map((name) => `    ${quote(name)}: () => import('../messages/tiers/${locale}.${name}.json'),`),
      '  },',
    ]),
    '};',
    '',
  ];
  return lines.join('\n');
}

/** Every quoted string of these files that looks like a message id (`id: '…'`, `id="…"`). */
function quotedIds(files) {
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g)].map(
      ([, id]) => id,
    ),
  );
}

/**
 * The ids the public pages' code names (scripts/lib/tiers.mjs): those formatjs extracts, and
 * every quoted string that looks like an id, since a plain `{ id, defaultMessage }` object
 * handed to `formatMessage` later is not extracted. A string that is no id is ignored.
 */
export function publicDeclaredIds() {
  const files = publicFiles();
  return new Set([...Object.keys(extractMessages(files)), ...quotedIds(files)]);
}

/**
 * What `splitTiers` needs: the ids the console's own code names at all, and those the public
 * pages, the shell and each feature name. Past the
 * public pages, the quoted ids alone (every `id: '…'` formatjs reads is one), so that a
 * feature does not cost a formatjs run.
 */
export function tierIds() {
  const { auth, shell, ...features } = consoleTierFiles();
  return {
    consoleIds: new Set(quotedIds(consoleSourceFiles())),
    publicIds: publicDeclaredIds(),
    authIds: new Set(quotedIds(auth)),
    shellIds: new Set(quotedIds(shell)),
    featureIds: Object.fromEntries(Object.entries(features).map(([name, files]) => [name, new Set(quotedIds(files))])),
  };
}
