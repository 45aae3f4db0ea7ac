// Writes the messages declared in code into the English catalogue, keeping the entries that
// no component declares (server messages, route titles), lists what French still lacks, and
// writes both catalogues' tiers (what /login downloads, what the signed-in console adds).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  cataloguePath,
  extractMessages,
  publicDeclaredIds,
  readCatalogue,
  sortKeys,
  tierFiles,
} from './lib/catalogue.mjs';

const en = sortKeys({ ...readCatalogue('en'), ...extractMessages() });
writeFileSync(cataloguePath('en'), `${JSON.stringify(en, null, 2)}\n`);
const fr = readCatalogue('fr');
const missing = Object.keys(en).filter((id) => !(id in fr));
console.log(
  `en: ${Object.keys(en).length} messages; fr lacks ${missing.length}${missing.length ? `: ${missing.join(', ')}` : ''}`,
);

for (const [path, text] of Object.entries(tierFiles({ en, fr: sortKeys(fr) }, publicDeclaredIds()))) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
