// Splits the catalogue into the tiers the console downloads (packages/i18n/DECISIONS.md):
// `public`, what a visitor of /login and the other pages without a signed-in layout may show;
// `shell`, what the signed-in layout adds, loaded by its route loader; and one tier per
// feature folder, loaded by its routes' loaders. Derived from the code on every
// `pnpm i18n:extract`, so a message added anywhere lands in the right tier unasked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { root } from './ensure.mjs';

/**
 * The features with a tier of their own: every `apps/console/src/features/<feature>/` folder
 * with a screen that the public pages do not load (auth, invitation and placeholder are
 * public pages; the error screens are the entry's).
 */
const featuresDir = 'apps/console/src/features';
export function featureTiers() {
  const publicSet = reached(publicEntries);
  return readdirSync(join(root, featuresDir))
    .filter((name) => expand(`${featuresDir}/${name}/*Screen.tsx`).some((file) => !publicSet.has(file)))
    .sort();
}

/** Every tier, in the order the generated files list them: public, shell, then the features. */
export const tiers = () => ['public', 'shell', ...featureTiers()];
export const tierPath = (locale, tier) => join(root, 'packages/i18n/messages/tiers', `${locale}.${tier}.json`);
export const tierDir = join(root, 'packages/i18n/messages/tiers');
/** The importers of every tier (one dynamic import each), written by `pnpm i18n:extract`. */
export const importersPath = join(root, 'packages/i18n/src/tiers.generated.ts');

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

/** The signed-in shell: the layout of the manager's and the seller's pages. */
const shellEntries = ['apps/console/src/layouts/AppLayout.tsx'];

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

/** Static imports and re-exports: what a page loads with the module. */
const staticImport = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
/** Dynamic `import()`: another chunk, loaded later by the same screen (a lazy dialog). */
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function expand(pattern) {
  const dir = join(root, dirname(pattern));
  const glob = new RegExp(`^${pattern.split('/').pop().replace(/\./g, '\\.').replace(/\*/g, '.*')}$`);
  return (existsSync(dir) ? readdirSync(dir).sort() : [])
    .filter((name) => glob.test(name) && !/\.(test|stories)\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

/**
 * The source files reached from `entries` (globs from the workspace root): by static imports
 * (type-only ones included: harmless), and by dynamic ones too when `dynamic`. Files in
 * `stop` (absolute paths) are neither kept nor followed.
 */
function reached(entries, { dynamic = false, stop = new Set() } = {}) {
  const seen = new Set();
  const queue = entries.flatMap(expand).filter((file) => !stop.has(file));
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(staticImport), ...(dynamic ? text.matchAll(dynamicImport) : [])];
    for (const [, specifier] of specifiers) {
      const target = resolveSpecifier(file, specifier);
      if (target && !seen.has(target) && !stop.has(target)) queue.push(target);
    }
  }
  return seen;
}

const fromRoot = (files) => [...files].map((file) => relative(root, file)).sort();

/** Every source file the public pages load with static imports. */
export function publicFiles() {
  return fromRoot(reached(publicEntries));
}

/**
 * The files whose texts a tier other than public holds: the signed-in shell's (AppLayout and
 * what it reaches, its lazy parts included), and each feature's (its screens and loaders and
 * what they reach, lazy dialogs included). The public pages' files are not followed: their
 * ids are public already, and the router they hold reaches every screen.
 */
export function consoleTierFiles() {
  const stop = reached(publicEntries);
  const files = { shell: fromRoot(reached(shellEntries, { dynamic: true, stop })) };
  for (const feature of featureTiers()) {
    const entries = [`${featuresDir}/${feature}/*Screen.tsx`, `${featuresDir}/${feature}/*.loader.ts`];
    files[feature] = fromRoot(reached(entries, { dynamic: true, stop }));
  }
  return files;
}

/**
 * The tier(s) of each id of a catalogue (DECISIONS.md, "Tiers by screen"): public when the
 * public pages' code names it or its prefix is a public one; else shell when the shell's code
 * names it, when it is the ui package's, or when no feature's code names it (the server's
 * message codes, shown by whichever screen made the request); else every feature whose code
 * names it (an id two features name is in both: the shell, which every signed-in page
 * downloads, stays the shell's own).
 */
export function splitTiers(catalogue, { publicIds, shellIds, featureIds }) {
  const split = Object.fromEntries(tiers().map((tier) => [tier, {}]));
  for (const [id, text] of Object.entries(catalogue)) {
    if (publicIds.has(id) || publicPrefixes.includes(id.split('.')[0])) split.public[id] = text;
    else {
      const features = Object.keys(featureIds).filter((feature) => featureIds[feature].has(id));
      if (shellIds.has(id) || id.startsWith('ui.') || features.length === 0) split.shell[id] = text;
      else for (const feature of features) split[feature][id] = text;
    }
  }
  return split;
}
