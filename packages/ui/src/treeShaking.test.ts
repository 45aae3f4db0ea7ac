// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const barrel = fileURLToPath(new URL('./index.ts', import.meta.url));

/**
 * Bundles a module that re-exports `names` from the barrel, as an app's production build
 * would (Vite, vanilla-extract, no minification so module ids stay readable), and returns
 * the ids of the modules that kept code in the output.
 */
async function bundledModules(dir: string, names: string[]): Promise<string[]> {
  const entry = join(dir, `${names.join('-')}.ts`);
  writeFileSync(entry, `export { ${names.join(', ')} } from ${JSON.stringify(barrel)};\n`);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('..', import.meta.url)),
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'] },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs
    .flatMap((output) => output.output)
    .flatMap((file) => (file.type === 'chunk' ? Object.entries(file.modules) : []))
    .filter(([, module]) => module.renderedLength > 0)
    .map(([id]) => id.replaceAll('\\', '/'));
}

/** Code a form page must not pay for: charts, QR, dates, tables, colours (ours and react-aria's). */
const heavy =
  /@visx|d3-|qr-code-styling|@internationalized\/date|components\/(DatePicker|Table|ColorPicker)\/|src\/(charts|qr)\/|(charts|qr-code)\.ts$|\/(calendar|datepicker|table|color)\/|exports\/(Calendar|DatePicker|Table|Color\w*)\.mjs$/i;

describe('tree-shaking of the barrel', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ui-tree-shaking-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should leave charts, QR, date, table and colour code out of a form page', { timeout: 120_000 }, async () => {
    const modules = await bundledModules(dir, ['Button', 'TextField', 'RatingStars', 'Form']);
    expect(modules.some((id) => id.includes('components/Button/'))).toBe(true);
    expect(modules.filter((id) => heavy.test(id))).toEqual([]);
  });

  it('should see the heavy code when a page does import it (the check can fail)', { timeout: 120_000 }, async () => {
    const modules = await bundledModules(dir, ['ColorPicker', 'DatePicker', 'Table']);
    const found = (part: string) => modules.some((id) => id.includes(part));
    expect([found('components/ColorPicker/'), found('components/DatePicker/'), found('/table/')]).toEqual([
      true,
      true,
      true,
    ]);
  });
});
