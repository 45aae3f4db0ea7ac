// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledChunks as bundleChunks } from './testing/bundledChunks.ts';

const barrel = fileURLToPath(new URL('./index.ts', import.meta.url));

/**
 * Bundles a module that re-exports `names` from the barrel, as an app's production build
 * would (Vite, vanilla-extract, no minification so module ids stay readable), and returns
 * the ids of the modules that kept code in the output.
 */
async function bundledModules(dir: string, names: string[]): Promise<string[]> {
  const { page, lazy } = await bundledChunks(dir, names);
  return [...page, ...lazy];
}

/** The same bundle, its modules split into what a page loads with it and what comes lazily. */
const bundledChunks = (dir: string, names: string[]) =>
  bundleChunks({ dir, names, from: barrel, root: fileURLToPath(new URL('..', import.meta.url)) });

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

  // packages/ui/DECISIONS.md, "Menus load on intent": react-aria's menu, its tree state and the
  // collection builder come with the menu's lazy module, not with a page that shows closed menus.
  it("should leave react-aria's menu and collection code to the menu's lazy module", { timeout: 120_000 }, async () => {
    const names = ['MenuTrigger', 'Menu', 'MenuItem', 'MenuSection', 'MenuSeparator', 'ProfileMenu'];
    const { page, lazy } = await bundledChunks(dir, names);
    // (`collections/Hidden.mjs` is only the context saying "inside a collection's hidden copy".)
    const menuCode =
      /react-aria-components\/dist\/private\/Menu\.mjs$|\/(menu|tree|collections)\/(?!Hidden\.mjs)[^/]+\.mjs$/;
    expect(page.some((id) => id.includes('components/Menu/MenuTrigger.tsx'))).toBe(true);
    expect(page.filter((id) => menuCode.test(id))).toEqual([]);
    // The check can fail: the same code is in the bundle, in the lazy part.
    expect(lazy.some((id) => id.endsWith('react-aria-components/dist/private/Menu.mjs'))).toBe(true);
    expect(lazy.some((id) => /\/collections\//.test(id))).toBe(true);
  });

  // packages/ui/DECISIONS.md, "Tabs without react-aria's collections": a page with tabs brings no
  // collection builder, selection manager or tab-list hooks; a ComboBox, which needs them, does.
  it(
    "should leave react-aria's collection, selection and tab-list code out of a page with tabs",
    { timeout: 120_000 },
    async () => {
      const collectionCode =
        /react-aria-components\/dist\/private\/(Tabs|Collection)\.mjs$|\/(tabs|collections|selection|list)\/(?!Hidden\.mjs)[^/]+\.mjs$/;
      const page = await bundledModules(dir, ['Tabs', 'TabList', 'Tab', 'TabPanel']);
      expect(page.some((id) => id.includes('components/Tabs/Tabs.tsx'))).toBe(true);
      expect(page.filter((id) => collectionCode.test(id))).toEqual([]);
      const comboBox = await bundledModules(dir, ['ComboBox']);
      expect(comboBox.some((id) => /\/(collections|selection)\//.test(id))).toBe(true);
    },
  );

  // packages/ui/DECISIONS.md, "A Table is drawn without react-aria's until intent": react-aria's
  // table, grid, selection and collection code come with the real Table's lazy module only.
  it(
    "should leave react-aria's table and collection code to the real Table's lazy module",
    { timeout: 120_000 },
    async () => {
      const { page, lazy } = await bundledChunks(dir, ['Table', 'TableHeader', 'Column', 'TableBody', 'Row', 'Cell']);
      const tableCode =
        /react-aria-components\/dist\/private\/Table\.mjs$|\/(table|grid|selection|collections)\/(?!Hidden\.mjs)[^/]+\.mjs$/;
      expect(page.some((id) => id.endsWith('components/Table/Table.tsx'))).toBe(true);
      expect(page.filter((id) => tableCode.test(id))).toEqual([]);
      // The check can fail: the same code is in the bundle, in the lazy part.
      expect(lazy.some((id) => id.endsWith('react-aria-components/dist/private/Table.mjs'))).toBe(true);
      expect(lazy.some((id) => /\/collections\//.test(id))).toBe(true);
    },
  );

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
