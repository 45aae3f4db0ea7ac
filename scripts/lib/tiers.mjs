// Splits the catalogue into the tiers the console downloads (packages/i18n/DECISIONS.md):
// `public`, what a visitor of /login and the other pages without a signed-in layout may show,
// and `console`, the rest, loaded by the signed-in layouts' route loader. Derived from the code
// on every `pnpm i18n:extract`, so a message added anywhere lands in the right tier unasked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { root } from './ensure.mjs';

export const tiers = ['public', 'console'];
export const tierPath = (locale, tier) => join(root, 'packages/i18n/messages/tiers', `${locale}.${tier}.json`);

/**
 * The modules a page without a signed-in layout starts from: the entry (router, root shell,
 * error screens, route titles), the auth and public layouts and the screens and loaders of
 * their routes (packages/machines' route table: layout `auth`, `public` or `not-found`).
 */
const publicEntries = [
  'apps/console/src/main.tsx',
  'apps/console/src/layouts/AuthLayout.tsx',
  'apps/console/src/layouts/PublicLayout.tsx',
  'apps/console/src/features/auth/*Screen.tsx',
  'apps/console/src/features/auth/*.loader.ts',
  'apps/console/src/features/invitation/*Screen.tsx',
  'apps/console/src/features/invitation/*.loader.ts',
  'apps/console/src/features/placeholder/*Screen.tsx',
];

/**
 * Ids no component declares, named at run time from data: route titles (`route.<name>.title`
 * in the route table, the document title of any page), the server's error and validation
 * messages, the language selector's and the brand's. Public, since any page may show them.
 */
export const publicPrefixes = ['route', 'error', 'errors', 'validation', 'field', 'language', 'brand'];

/** Workspace packages whose source declares messages, by import specifier. */
const packages = {
  '@starcrew/ui': 'packages/ui',
};

const sourceExtensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveSpecifier(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else {
    const name = Object.keys(packages).find((p) => specifier === p || specifier.startsWith(`${p}/`));
    if (!name) return undefined; // a library, or a package that declares no message
    const dir = join(root, packages[name]);
    const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const target = exports[`.${specifier.slice(name.length)}`];
    if (typeof target !== 'string') return undefined;
    base = join(dir, target);
  }
  return sourceExtensions.map((ext) => base + ext).find((path) => existsSync(path) && /\.tsx?$/.test(path));
}

/** Static imports and re-exports only: what a dynamic `import()` brings is another chunk. */
const staticImport = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function expand(pattern) {
  const dir = join(root, dirname(pattern));
  const glob = new RegExp(`^${pattern.split('/').pop().replace(/\./g, '\\.').replace(/\*/g, '.*')}$`);
  return (existsSync(dir) ? readdirSync(dir).sort() : [])
    .filter((name) => glob.test(name) && !/\.(test|stories)\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

/** Every source file the public pages load with static imports (type-only imports included: harmless). */
export function publicFiles() {
  const seen = new Set();
  const queue = publicEntries.flatMap(expand);
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(staticImport)) {
      const target = resolveSpecifier(file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].map((file) => relative(root, file)).sort();
}

/**
 * The tier of each id of the English catalogue: public when the public pages' code declares
 * it (`publicIds`, from formatjs over `publicFiles()`) or its prefix is a public one.
 */
export function splitTiers(catalogue, publicIds) {
  const split = Object.fromEntries(tiers.map((tier) => [tier, {}]));
  for (const [id, text] of Object.entries(catalogue)) {
    const isPublic = publicIds.has(id) || publicPrefixes.includes(id.split('.')[0]);
    split[isPublic ? 'public' : 'console'][id] = text;
  }
  return split;
}
