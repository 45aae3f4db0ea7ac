// Splits the catalogue into the tiers the console downloads (packages/i18n/DECISIONS.md):
// `public`, what /login may show (and every page shows: the entry's, the error screens');
// `auth`, what the other sign-in pages and the invitation add, loaded by their routes' loaders;
// `shell`, what the signed-in layout adds, loaded by its route loader; and one tier per
// feature folder, loaded by its routes' loaders. Derived from the code on every
// `pnpm i18n:extract`, so a message added anywhere lands in the right tier unasked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { root } from './ensure.mjs';

/**
 * The features with a tier of their own: every `apps/console/src/features/<feature>/` folder
 * with a screen that neither the public, the auth nor the shell tier's entries reach (auth and
 * invitation are the sign-in pages'; the placeholder is the shell's; the error screens are the
 * entry's).
 */
const featuresDir = 'apps/console/src/features';
export function featureTiers() {
  const covered = new Set([...reached(publicEntries), ...reached(authEntries), ...reached(shellEntries)]);
  return readdirSync(join(root, featuresDir))
    .filter((name) => expand(`${featuresDir}/${name}/*Screen.tsx`).some((file) => !covered.has(file)))
    .sort();
}

/** Every tier, in the order the generated files list them: public, auth, shell, then the features. */
export const tiers = () => ['public', 'auth', 'shell', ...featureTiers()];
export const tierPath = (locale, tier) => join(root, 'packages/i18n/messages/tiers', `${locale}.${tier}.json`);
export const tierDir = join(root, 'packages/i18n/messages/tiers');
/** The importers of every tier (one dynamic import each), written by `pnpm i18n:extract`. */
export const importersPath = join(root, 'packages/i18n/src/tiers.generated.ts');

/**
 * The modules /login starts from: the entry (router, root shell, error screens, the auth
 * layout's route titles), the toast region every page fetches with its first toast (the walk
 * follows no dynamic import), the auth layout, and the sign-in screen and its loader.
 */
const publicEntries = [
  'apps/console/src/main.tsx',
  'apps/console/src/app/toastRegion.ts',
  'apps/console/src/layouts/AuthLayout.tsx',
  'apps/console/src/features/auth/LoginScreen.tsx',
  'apps/console/src/features/auth/auth.loader.ts',
];

/**
 * The auth layout's other pages (register, password reset, e-mail verification, the seller's
 * first password, the invitation): their screens and loaders, whose route loaders await the
 * `auth` tier (apps/console/src/routes/loaders.ts).
 */
const authEntries = [
  'apps/console/src/features/auth/*Screen.tsx',
  'apps/console/src/features/auth/*.loader.ts',
  'apps/console/src/features/invitation/*Screen.tsx',
  'apps/console/src/features/invitation/*.loader.ts',
];

/**
 * The signed-in shell: the layouts of the signed-in map's routes (AppLayout, the manager's and
 * the seller's; PublicLayout, the business-profile, plan and public review pages'), the titles
 * of those routes (the document title of each), and the placeholder, which only routes of that
 * map show: every route of that map awaits the shell (`baseTier` in signedInRoutes.ts).
 */
const shellEntries = [
  'apps/console/src/layouts/AppLayout.tsx',
  'apps/console/src/layouts/PublicLayout.tsx',
  'apps/console/src/routes/signedInTitles.ts',
  'apps/console/src/features/placeholder/*Screen.tsx',
];

/**
 * Ids no component declares, named at run time from data: the server's error and validation
 * messages and the field names they name (any form's, any page's), the language selector's
 * and the brand's. Public, since any page may show them. Route titles are named by the code
 * of their map (`authTitles.ts` in the entry, `signedInTitles.ts` with the shell).
 */
export const publicPrefixes = ['error', 'errors', 'validation', 'field', 'language', 'brand'];

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

/** Static imports and re-exports (with what they name): what a page loads with the module. */
const staticImport = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:([^'";]*?)\sfrom\s+)?['"]([^'"]+)['"]/g;

/**
 * The names an import or re-export clause takes (`{ A, B as C, type D }`: A, B, D), or
 * undefined when it takes the whole module (a namespace, a default, `export *`, a bare import).
 */
function namedOnly(clause) {
  const braces = clause?.trim().match(/^\{([^}]*)\}$/);
  if (!braces) return undefined;
  return braces[1]
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The file that defines each name a workspace package's barrel re-exports (`export { A } from
 * './a.tsx'`), so that a module importing `{ Button }` from `@starcrew/ui` reaches the button,
 * not the whole barrel (every component's messages). Undefined for a file that is no barrel.
 */
const barrels = new Map();
function barrelOf(file) {
  if (!barrels.has(file)) {
    const isEntry = Object.values(packages).some((dir) => {
      const { exports } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      return Object.values(exports).some((target) => typeof target === 'string' && join(root, dir, target) === file);
    });
    let names;
    if (isEntry) {
      names = new Map();
      for (const [, clause, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
        const target = resolveSpecifier(file, specifier);
        const exported = namedOnly(clause);
        if (!target) continue;
        if (!exported) names.set('*', [...(names.get('*') ?? []), target]);
        else for (const name of exported) names.set(name, target);
      }
    }
    barrels.set(file, names);
  }
  return barrels.get(file);
}
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
    const imports = [
      ...[...text.matchAll(staticImport)].map(([, clause, specifier]) => ({ clause, specifier })),
      ...(dynamic ? [...text.matchAll(dynamicImport)].map(([, specifier]) => ({ specifier })) : []),
    ];
    for (const { clause, specifier } of imports) {
      const target = resolveSpecifier(file, specifier);
      if (!target) continue;
      // A barrel's named imports reach the files defining those names and the barrel's own
      // bare imports (its styles); any other import of it (a namespace) reaches it whole.
      const barrel = barrelOf(target);
      const names = barrel && clause !== undefined ? namedOnly(clause) : undefined;
      const targets = names?.every((name) => barrel.has(name))
        ? [...names.map((name) => barrel.get(name)), ...(barrel.get('*') ?? [])]
        : [target];
      for (const next of targets) if (!seen.has(next) && !stop.has(next)) queue.push(next);
    }
  }
  return seen;
}

const fromRoot = (files) => [...files].map((file) => relative(root, file)).sort();

/**
 * Every source file of the console (tests and stories left out). The ui package's are not: a
 * ui component that no walk from a page reaches is one the console does not render.
 */
export function consoleSourceFiles() {
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(`${dir}/${entry.name}`)
        : /\.tsx?$/.test(entry.name) && !/(\.(test|stories)|Stories)\.tsx?$/.test(entry.name)
          ? [`${dir}/${entry.name}`]
          : [],
    );
  return walk('apps/console/src');
}

/** Every source file the public pages load with static imports. */
export function publicFiles() {
  return fromRoot(reached(publicEntries));
}

/**
 * The files whose texts a tier other than public holds: the other sign-in pages' (their
 * screens and loaders and what they reach, lazy parts included), the signed-in shell's
 * (AppLayout and what it reaches, its lazy parts included), and each feature's (its screens and
 * loaders and what they reach, lazy dialogs included). The public pages' files are not
 * followed: their ids are public already, and the router they hold reaches every screen.
 */
export function consoleTierFiles() {
  const stop = reached(publicEntries);
  const files = {
    auth: fromRoot(reached(authEntries, { dynamic: true, stop })),
    shell: fromRoot(reached(shellEntries, { dynamic: true, stop })),
  };
  for (const feature of featureTiers()) {
    const entries = [`${featuresDir}/${feature}/*Screen.tsx`, `${featuresDir}/${feature}/*.loader.ts`];
    files[feature] = fromRoot(reached(entries, { dynamic: true, stop }));
  }
  return files;
}

/**
 * The tier(s) of each id of a catalogue (DECISIONS.md, "Tiers by screen", "A tier for the
 * sign-in page" and "The shell holds what the layout shows"): public when /login's code names it
 * or its prefix is a public one; else auth when the other sign-in pages' code names it; and then
 * (the signed-in pages never download the auth tier) shell when the shell's code names it; else
 * every feature whose code names it (an id two features name is in both: the shell, which every
 * signed-in page downloads, stays the shell's own); else the shell when the console's own code
 * names it but no walk reached it (a safety net: none today). An id no walk reaches and no code
 * of the console names is in no tier: the server's message codes (the server answers their text
 * in the request's language), the review form's, and those of ui components no page renders.
 */
export function splitTiers(catalogue, { consoleIds, publicIds, authIds, shellIds, featureIds }) {
  const split = Object.fromEntries(tiers().map((tier) => [tier, {}]));
  for (const [id, text] of Object.entries(catalogue)) {
    if (publicIds.has(id) || publicPrefixes.includes(id.split('.')[0])) split.public[id] = text;
    else {
      const auth = authIds.has(id);
      if (auth) split.auth[id] = text;
      const features = Object.keys(featureIds).filter((feature) => featureIds[feature].has(id));
      if (shellIds.has(id) || (features.length === 0 && !auth && consoleIds.has(id))) split.shell[id] = text;
      else for (const feature of features) split[feature][id] = text;
    }
  }
  return split;
}
