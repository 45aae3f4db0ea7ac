// Checks the brotli size of what a visitor really downloads against bench/budgets.json, and
// writes today's figures to bench/results/size.json. Sizes are deterministic, so this runs in
// `npm test`. It reads the built apps' Vite manifests, and the console's route table (the
// `screens` and `screenData` maps of `src/routes/`) for which loader each screen's route fetches.
//
// A page: the HTML, its entry chunks with every static import and stylesheet, and the
// largest of the message catalogues it may load (a visitor loads one, by language; the
// console's pages load the public tier, `catalogues` in bench/budgets.json).
// A signed-in route: what its screen (with its route's loader and the larger of its feature's
// catalogue tiers, `routes.screenCatalogues`) adds to what /login and the signed-in layout
// already downloaded; the layout: what it adds to /login, with the largest catalogue tier its
// route loader awaits (`routes.layoutCatalogues`, the shell).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/ensure.mjs';
import { measure, sum } from './lib/sizes.mjs';

const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

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

const { pages, routes: measured, catalogues } = measure(budgets);
for (const page of budgets.pages) {
  const loaded = pages.get(page.name);
  const figure = sum(page.app, loaded.files);
  results.pages[page.name] = { ...figure, catalogue: loaded.catalogue ?? null, goalBrotliBytes: page.goalBrotliBytes };
  report(page.name, figure, page.maxBrotliBytes, page.goalBrotliBytes);
}
const routes = budgets.routes;
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
