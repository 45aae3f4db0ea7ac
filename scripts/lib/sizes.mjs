// What a visitor downloads, from the built apps' Vite manifests: the files of each page and of
// each signed-in route as bench/budgets.json defines them (scripts/check-size.mjs says what
// counts). Shared by the budgets' check and bench/size-sources.mjs, so the attribution shares out
// exactly the files the check counts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { root } from './ensure.mjs';

/** Brotli at the level the build serves (scripts/precompress.mjs), so the figure is what goes out. */
const sizes = new Map();
export function brotliSize(appDir, file) {
  const path = join(root, appDir, 'dist', file);
  if (!sizes.has(path)) {
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    sizes.set(path, Math.min(br.length, raw.length));
  }
  return sizes.get(path);
}

const manifests = new Map();
export function manifestOf(appDir) {
  if (!manifests.has(appDir)) {
    manifests.set(appDir, JSON.parse(readFileSync(join(root, appDir, 'dist/.vite/manifest.json'), 'utf8')));
  }
  return manifests.get(appDir);
}

/** The files that loading `keys` fetches: each chunk, its static imports and its CSS (not its dynamic imports). */
function closure(appDir, keys) {
  const manifest = manifestOf(appDir);
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${appDir}: ${key} is not in the build manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { files, keys: seen };
}

/** The largest catalogue among the dynamic imports of the loaded chunks (the page loads one). */
function largestCatalogue(appDir, keys, pattern) {
  const manifest = manifestOf(appDir);
  const candidates = new Set([...keys].flatMap((key) => manifest[key].dynamicImports ?? []));
  const catalogues = [...candidates].filter((key) => new RegExp(pattern).test(key));
  const sized = catalogues.map((key) => ({ key, ...closure(appDir, [key]) }));
  const total = (c) => [...c.files].reduce((sum, f) => sum + brotliSize(appDir, f), 0);
  return sized.sort((a, b) => total(b) - total(a))[0];
}

/** Everything a page downloads: its HTML (an entry that is an .html file), chunks, CSS, one catalogue. */
function pageFiles(budgets, page) {
  const { files, keys } = closure(page.app, page.entries);
  const catalogue = largestCatalogue(page.app, keys, page.catalogues ?? budgets.catalogues);
  for (const file of catalogue?.files ?? []) files.add(file);
  for (const entry of page.entries) if (entry.endsWith('.html')) files.add(entry);
  return { files, keys, catalogue: catalogue?.key };
}

export function sum(appDir, files) {
  const by = (test) => [...files].filter(test).reduce((total, f) => total + brotliSize(appDir, f), 0);
  const js = by((f) => f.endsWith('.js'));
  const css = by((f) => f.endsWith('.css'));
  const html = by((f) => f.endsWith('.html'));
  return { brotliBytes: js + css + html, js, css, html, files: files.size };
}

/**
 * The console's routes as its sources declare them: each route's screen (an `export const screens`
 * map, `'name': () => import('../features/…')`) and loader (an `export const screenData` map, an
 * import or a shared constant), as manifest keys, read from every module of `src/routes` (the auth
 * layout's in `screens.ts` and `loaders.ts`, the signed-in layouts' in `signedInRoutes.ts`). A
 * route without a loader reads no data.
 */
function routeTable(appDir) {
  const dir = join(root, appDir, 'src/routes');
  const toKey = (specifier) => relative(join(root, appDir), join(dir, specifier));
  const importOf = String.raw`\(\) => import\('([^']+)'\)`;
  /** The text of `export const <name>`'s object literal, if the file declares one. */
  const block = (text, name) => {
    const start = text.indexOf(`export const ${name}:`);
    return start < 0 ? undefined : text.slice(start, text.indexOf('\n};', start));
  };
  const sources = readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => [file, readFileSync(join(dir, file), 'utf8')]);
  const table = {};
  for (const [, text] of sources)
    for (const [, name, specifier] of (block(text, 'screens') ?? '').matchAll(
      new RegExp(String.raw`'?([\w.-]+)'?: ${importOf}`, 'g'),
    ))
      table[name] = { screen: toKey(specifier), loader: undefined };
  let found = false;
  for (const [file, text] of sources) {
    const data = block(text, 'screenData');
    if (!data) continue;
    found = true;
    const shared = Object.fromEntries(
      [...text.matchAll(new RegExp(String.raw`const (\w+): ScreenData = \{\s*load: ${importOf}`, 'g'))].map(
        ([, constant, specifier]) => [constant, toKey(specifier)],
      ),
    );
    // One entry a line at the object's indentation (a nested `followsLocation: true` is not one).
    const entry = new RegExp(String.raw`^  '?([\w.-]+)'?: (?:(\w+),|\{\s*load: ${importOf})`, 'gm');
    for (const [, name, constant, specifier] of data.matchAll(entry)) {
      const loader = constant ? shared[constant] : toKey(specifier);
      if (!loader) throw new Error(`${appDir}/src/routes/${file}: ${name} names no loader`);
      if (table[name]) table[name].loader = loader;
    }
  }
  if (!found) throw new Error(`${appDir}/src/routes: no screenData`);
  // The catalogue tier each route's loader awaits (`export const screenTiers`, 'name': 'tier').
  for (const [, text] of sources)
    for (const [, name, tier] of (block(text, 'screenTiers') ?? '').matchAll(/^ {2}'?([\w.-]+)'?: '([\w-]+)',/gm))
      if (table[name]) table[name].tier = tier;
  return table;
}

/**
 * The files of every page (`pages`: name -> { app, files, keys, catalogue }) and of every
 * signed-in route (`routes`: [key, files, catalogue key], the layout first), per `budgets`.
 */
export function measure(budgets) {
  const pages = new Map();
  for (const page of budgets.pages) {
    const loaded = pageFiles(budgets, page);
    pages.set(page.name, loaded);
  }

  const routes = budgets.routes;
  const after = pages.get(routes.after);
  if (!after) throw new Error(`bench/budgets.json: routes.after names no page (${routes.after})`);
  const minus = (files, base) => new Set([...files].filter((f) => !base.has(f)));
  // What a first signed-in visit fetches beside the layout, which /login does not (`routes.withLayout`:
  // the signed-in routes' map of screens, loaders and titles; the session's calls and the client's
  // checks, loaded before a session counts as signed in): counted with the layout, once, and not
  // again in each screen that also uses them.
  const layout = closure(routes.app, [routes.layout, ...(routes.withLayout ?? [])]);
  // The layout's loader is in the entry (routes/loaders.ts): its tier is among the page's dynamic imports.
  const layoutCatalogue = routes.layoutCatalogues && largestCatalogue(routes.app, after.keys, routes.layoutCatalogues);
  if (routes.layoutCatalogues && !layoutCatalogue)
    throw new Error('bench/budgets.json: routes.layoutCatalogues matches no chunk');
  for (const file of layoutCatalogue?.files ?? []) layout.files.add(file);
  const withLayout = new Set([...after.files, ...layout.files]);
  const manifest = manifestOf(routes.app);
  const dynamicEntries = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  const screens = dynamicEntries.filter((key) => new RegExp(routes.screens).test(key));
  if (screens.length === 0) throw new Error(`bench/budgets.json: routes.screens matches no chunk of ${routes.app}`);
  const routeFiles = routeTable(routes.app);
  const measured = [[routes.layout, minus(layout.files, after.files)]];
  const catalogues = { [routes.layout]: layoutCatalogue?.key ?? null };
  for (const screen of screens) {
    // A screen's figure is its largest route's: the screen, that route's loader (fetched beside
    // it) and the catalogue tier the same loader awaits (`screenTiers`; else the one named after
    // the screen's folder), the larger language's.
    const feature = screen.split('/')[2];
    const catalogueOf = (tier) =>
      largestCatalogue(
        routes.app,
        after.keys,
        routes.screenCatalogues.replace('{feature}', tier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    const routesOfScreen = Object.values(routeFiles).filter((route) => route.screen === screen);
    // A screen no route names (the placeholder, shown for the routes without a screen of their own) has no loader.
    if (routesOfScreen.length === 0) routesOfScreen.push({ screen, loader: undefined });
    const figures = routesOfScreen.map(({ loader, tier }) => {
      const catalogue = catalogueOf(tier ?? feature);
      const files = closure(routes.app, [screen, ...(loader ? [loader] : [])]).files;
      for (const file of catalogue?.files ?? []) files.add(file);
      return { files: minus(files, withLayout), catalogue };
    });
    const largest = figures.sort(
      (a, b) => sum(routes.app, b.files).brotliBytes - sum(routes.app, a.files).brotliBytes,
    )[0];
    measured.push([screen, largest.files]);
    catalogues[screen] = largest.catalogue?.key ?? null;
  }
  return { pages, routes: measured, catalogues };
}
