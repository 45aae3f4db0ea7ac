// Writes the messages declared in code into the English catalogue, keeping the entries that
// no component declares (server messages, route titles), lists what French still lacks, and
// writes both catalogues' tiers (what /login downloads, what the signed-in shell and each
// feature's screens add) and the module that imports them.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cataloguePath, extractMessages, readCatalogue, sortKeys, tierFiles, tierIds } from './lib/catalogue.mjs';
import { tierDir } from './lib/tiers.mjs';

const en = sortKeys({ ...readCatalogue('en'), ...extractMessages() });
writeFileSync(cataloguePath('en'), `${JSON.stringify(en, null, 2)}\n`);
const fr = readCatalogue('fr');
const missing = Object.keys(en).filter((id) => !(id in fr));
console.log(
  `en: ${Object.keys(en).length} messages; fr lacks ${missing.length}${missing.length ? `: ${missing.join(', ')}` : ''}`,
);

const files = tierFiles({ en, fr: sortKeys(fr) }, tierIds());
mkdirSync(tierDir, { recursive: true });
// A tier no longer derived (a feature folder removed or renamed) goes with its files.
for (const name of readdirSync(tierDir)) if (!(join(tierDir, name) in files)) rmSync(join(tierDir, name));
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
