// Checks the gzip size of what a visitor downloads against bench/budgets.json, and writes
// today's figures to bench/results/size.json. Sizes are deterministic, so this runs in `npm test`.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib/ensure.mjs';

const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));

/** The files a page loads for `entries`: the entry chunks, their static imports and CSS. */
function filesFor(appDir, entries) {
  const manifest = JSON.parse(readFileSync(join(root, appDir, 'dist/.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) {
    if (!manifest[entry]) throw new Error(`${appDir}: ${entry} is not in the build manifest`);
    visit(entry);
  }
  return [...files];
}

const gzipSize = (appDir, file) => gzipSync(readFileSync(join(root, appDir, 'dist', file)), { level: 9 }).length;

let failed = false;
const results = {};
for (const budget of budgets.pages) {
  const files = filesFor(budget.app, budget.entries);
  const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(budget.app, f), 0);
  const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipSize(budget.app, f), 0);
  results[budget.name] = { jsGzipBytes: js, cssGzipBytes: css, files: files.length };
  const over = js > budget.maxJsGzipBytes || css > budget.maxCssGzipBytes;
  failed ||= over;
  console.log(
    `${over ? '✗' : '✓'} ${budget.name}: JS ${(js / 1024).toFixed(1)} KiB of ${(budget.maxJsGzipBytes / 1024).toFixed(0)} KiB, ` +
      `CSS ${(css / 1024).toFixed(1)} KiB of ${(budget.maxCssGzipBytes / 1024).toFixed(0)} KiB (gzip)`,
  );
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/size.json'), `${JSON.stringify(results, null, 2)}\n`);
process.exit(failed ? 1 : 0);
