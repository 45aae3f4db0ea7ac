// Fails when the catalogues drift: a message declared in code that the English catalogue
// lacks or words differently, or a French catalogue that is incomplete or whose messages
// do not have the same placeholders (formatjs verify), or tier files that are not what
// `pnpm i18n:extract` would write from them (with the module importing them).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cataloguePath, extractMessages, readCatalogue, sortKeys, tierFiles, tierIds } from './lib/catalogue.mjs';
import { root } from './lib/ensure.mjs';
import { tierDir } from './lib/tiers.mjs';

const en = readCatalogue('en');
const stale = Object.entries(extractMessages()).filter(([id, text]) => en[id] !== text);
for (const [id, text] of stale) console.error(`en.json is out of date for "${id}": expected ${JSON.stringify(text)}`);
if (stale.length) console.error('Run `pnpm i18n:extract` and translate the new messages in fr.json.');

const tiers = tierFiles({ en, fr: sortKeys(readCatalogue('fr')) }, tierIds());
const staleTiers = Object.entries(tiers).filter(
  ([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text,
);
const strayTiers = readdirSync(tierDir).filter((name) => !(join(tierDir, name) in tiers));
for (const [path] of staleTiers)
  console.error(`${relative(root, path)} is not what \`pnpm i18n:extract\` writes: run it.`);
for (const name of strayTiers)
  console.error(`${relative(root, join(tierDir, name))} is no tier \`pnpm i18n:extract\` writes: run it.`);

const verify = spawnSync(
  'pnpm',
  [
    'exec',
    'formatjs',
    'verify',
    '--source-locale',
    'en',
    '--missing-keys',
    '--extra-keys',
    '--structural-equality',
    cataloguePath('en'),
    cataloguePath('fr'),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(stale.length || staleTiers.length || strayTiers.length || verify.status !== 0 ? 1 : 0);
