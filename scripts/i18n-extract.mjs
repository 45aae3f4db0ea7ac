// Writes the messages declared in code into the English catalogue, keeping the entries that
// no component declares (server messages, route titles), and lists what French still lacks.
import { writeFileSync } from 'node:fs';
import { cataloguePath, extractMessages, readCatalogue, sortKeys } from './lib/catalogue.mjs';

const en = sortKeys({ ...readCatalogue('en'), ...extractMessages() });
writeFileSync(cataloguePath('en'), `${JSON.stringify(en, null, 2)}\n`);
const fr = readCatalogue('fr');
const missing = Object.keys(en).filter((id) => !(id in fr));
console.log(
  `en: ${Object.keys(en).length} messages; fr lacks ${missing.length}${missing.length ? `: ${missing.join(', ')}` : ''}`,
);
