// Writes `file.br` and `file.gz` beside every text file of the built apps, at the highest
// levels, once at build time: the API's static plugin sends them as they are (with
// Content-Encoding and Vary), so no request pays for compressing a file that never changes.
// `node scripts/precompress.mjs [dist...]`; without arguments, both apps' dist folders.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { root } from './lib/ensure.mjs';

/** Text types a browser fetches; images and fonts (woff2) are compressed formats already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // `.vite/manifest.json` is read by the build tools, never served.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* textFiles(path);
    } else if (TEXT.test(entry.name)) yield path;
  }
}

/** Compresses one file both ways; a variant that saves nothing is not written (the file is sent). */
async function precompress(path) {
  const raw = readFileSync(path);
  // Source maps (most of the bytes, fetched only by developer tools) at a quicker level:
  // quality 11 on them took 7 of the console's 8 s.
  const quality = path.endsWith('.map') ? 5 : constants.BROTLI_MAX_QUALITY;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  let written = 0;
  for (const [ext, data] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (data.length < raw.length) {
      writeFileSync(path + ext, data);
      written += 1;
    }
  }
  return { raw: raw.length, br: br.length, written };
}

const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['apps/console/dist', 'apps/review-form/dist'];
for (const dir of dirs.map((d) => join(root, d))) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.log(`precompress: ${relative(root, dir)} is not built, skipped`);
    continue;
  }
  const started = performance.now();
  // All at once: zlib runs them on libuv's thread pool (4 threads).
  const results = await Promise.all([...textFiles(dir)].map(precompress));
  const raw = results.reduce((sum, r) => sum + r.raw, 0);
  const br = results.reduce((sum, r) => sum + r.br, 0);
  console.log(
    `precompress: ${relative(root, dir)}: ${results.length} text files, ${(raw / 1024).toFixed(0)} KiB → ` +
      `${(br / 1024).toFixed(0)} KiB brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
