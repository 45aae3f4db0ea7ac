// Checks the brotli size of what a visitor really downloads against bench/budgets.json, and
// writes today's figures to bench/results/size.json. Sizes are deterministic, so this runs in
// `npm test`. It reads the built apps' Vite manifests, and the console's route table
// (`src/routes/screens.ts` and `loaders.ts`) for which loader each screen's route fetches.
//
// A page: the HTML, its entry chunks with every static import and stylesheet, and the
// largest of the message catalogues it may load (a visitor loads one, by language; the
// console's pages load the public tier, `catalogues` in bench/budgets.json).
// A signed-in route: what its screen (with its route's loader and the larger of its feature's
// catalogue tiers, `routes.screenCatalogues`) adds to what /login and the signed-in layout
// already downloaded; the layout: what it adds to /login, with the largest catalogue tier its
// route loader awaits (`routes.layoutCatalogues`, the shell).
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { root } from './lib/ensure.mjs';

const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Brotli at the level the build serves (scripts/precompress.mjs), so the figure is what goes out. */
const sizes = new Map();
function brotliSize(appDir, file) {
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
function manifestOf(appDir) {
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
function pageFiles(page) {
  const { files, keys } = closure(page.app, page.entries);
  const catalogue = largestCatalogue(page.app, keys, page.catalogues ?? budgets.catalogues);
  for (const file of catalogue?.files ?? []) files.add(file);
  for (const entry of page.entries) if (entry.endsWith('.html')) files.add(entry);
  return { files, keys, catalogue: catalogue?.key };
}

function sum(appDir, files) {
  const by = (test) => [...files].filter(test).reduce((total, f) => total + brotliSize(appDir, f), 0);
  const js = by((f) => f.endsWith('.js'));
  const css = by((f) => f.endsWith('.css'));
  const html = by((f) => f.endsWith('.html'));
  return { brotliBytes: js + css + html, js, css, html, files: files.size };
}

/**
 * The console's routes as its sources declare them: each route's screen (`src/routes/screens.ts`,
 * `'name': () => import('../features/…')`) and loader (`src/routes/loaders.ts`' `screenData`,
 * an import or a shared constant), as manifest keys. A route without a loader reads no data.
 */
function routeTable(appDir) {
  const dir = join(root, appDir, 'src/routes');
  const read = (file) => readFileSync(join(dir, file), 'utf8');
  const toKey = (specifier) => relative(join(root, appDir), join(dir, specifier));
  const importOf = String.raw`\(\) => import\('([^']+)'\)`;
  const table = {};
  for (const [, name, specifier] of read('screens.ts').matchAll(
    new RegExp(String.raw`'?([\w.-]+)'?: ${importOf}`, 'g'),
  ))
    table[name] = { screen: toKey(specifier), loader: undefined };
  const loaders = read('loaders.ts');
  const shared = Object.fromEntries(
    [...loaders.matchAll(new RegExp(String.raw`const (\w+): ScreenData = \{\s*load: ${importOf}`, 'g'))].map(
      ([, constant, specifier]) => [constant, toKey(specifier)],
    ),
  );
  const start = loaders.indexOf('export const screenData');
  if (start < 0) throw new Error(`${appDir}/src/routes/loaders.ts: no screenData`);
  const block = loaders.slice(start, loaders.indexOf('\n};', start));
  // One entry a line at the object's indentation (a nested `followsLocation: true` is not one).
  const entry = new RegExp(String.raw`^  '?([\w.-]+)'?: (?:(\w+),|\{\s*load: ${importOf})`, 'gm');
  for (const [, name, constant, specifier] of block.matchAll(entry)) {
    const loader = constant ? shared[constant] : toKey(specifier);
    if (!loader) throw new Error(`${appDir}/src/routes/loaders.ts: ${name} names no loader`);
    if (table[name]) table[name].loader = loader;
  }
  return table;
}

let failed = false;
const results = { pages: {}, routes: {} };
const report = (name, figure, max, goal) => {
  const over = figure.brotliBytes > max;
  failed ||= over;
  const toGoal = figure.brotliBytes - goal;
  console.log(
    `${over ? '✗' : '✓'} ${name}: ${kB(figure.brotliBytes)} brotli (JS ${kB(figure.js)}, CSS ${kB(figure.css)}` +
      `${figure.html ? `, HTML ${kB(figure.html)}` : ''}; ${figure.files} files), budget ${kB(max)}, ` +
      `goal ${kB(goal)}${toGoal > 0 ? `: ${kB(toGoal)} to cut` : ': reached'}`,
  );
};

const pages = new Map();
for (const page of budgets.pages) {
  const loaded = pageFiles(page);
  pages.set(page.name, loaded);
  const figure = sum(page.app, loaded.files);
  results.pages[page.name] = { ...figure, catalogue: loaded.catalogue ?? null, goalBrotliBytes: page.goalBrotliBytes };
  report(page.name, figure, page.maxBrotliBytes, page.goalBrotliBytes);
}

const routes = budgets.routes;
const after = pages.get(routes.after);
if (!after) throw new Error(`bench/budgets.json: routes.after names no page (${routes.after})`);
const minus = (files, base) => new Set([...files].filter((f) => !base.has(f)));
const layout = closure(routes.app, [routes.layout]);
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
  // it) and its feature's catalogue tier (awaited by the same loader), the larger language's.
  const feature = screen.split('/')[2];
  const pattern = routes.screenCatalogues.replace('{feature}', feature.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const catalogue = largestCatalogue(routes.app, after.keys, pattern);
  const routesOfScreen = Object.values(routeFiles).filter((route) => route.screen === screen);
  // A screen no route names (the placeholder, shown for the routes without a screen of their own) has no loader.
  if (routesOfScreen.length === 0) routesOfScreen.push({ screen, loader: undefined });
  const figures = routesOfScreen.map(({ loader }) => {
    const files = closure(routes.app, [screen, ...(loader ? [loader] : [])]).files;
    for (const file of catalogue?.files ?? []) files.add(file);
    return minus(files, withLayout);
  });
  const largest = figures.sort((a, b) => sum(routes.app, b).brotliBytes - sum(routes.app, a).brotliBytes)[0];
  measured.push([screen, largest]);
  catalogues[screen] = catalogue?.key ?? null;
}
for (const [key, files] of measured) {
  const figure = sum(routes.app, files);
  const max = routes.budgets[key]?.maxBrotliBytes ?? routes.defaultMaxBrotliBytes;
  results.routes[key] = { ...figure, catalogue: catalogues[key], goalBrotliBytes: routes.goalBrotliBytes };
  report(`${routes.name}: ${key.replace(/^src\//, '')}`, figure, max, routes.goalBrotliBytes);
}
for (const key of Object.keys(routes.budgets)) {
  if (!measured.some(([k]) => k === key)) {
    console.log(`✗ bench/budgets.json names ${key}, which the build no longer has: remove its budget`);
    failed = true;
  }
}

// Fonts are not counted: woff2 is compressed already, and a page fetches only the subsets its
// text needs (unicode-range), which the manifest cannot tell. Listed for the record.
const fonts = readdirSync(join(root, routes.app, 'dist/assets')).filter((f) => f.endsWith('.woff2'));
results.fontsNotCounted = fonts.length;

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/size.json'), `${JSON.stringify(results, null, 2)}\n`);
process.exit(failed ? 1 : 0);
