// Fails when the catalogues drift: a message declared in code that the English catalogue
// lacks or words differently, or a French catalogue that is incomplete or whose messages
// do not have the same placeholders (formatjs verify).
import { spawnSync } from 'node:child_process';
import { cataloguePath, extractMessages, readCatalogue } from './lib/catalogue.mjs';
import { root } from './lib/ensure.mjs';

const en = readCatalogue('en');
const stale = Object.entries(extractMessages()).filter(([id, text]) => en[id] !== text);
for (const [id, text] of stale) console.error(`en.json is out of date for "${id}": expected ${JSON.stringify(text)}`);
if (stale.length) console.error('Run `pnpm i18n:extract` and translate the new messages in fr.json.');

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
process.exit(stale.length || verify.status !== 0 ? 1 : 0);
