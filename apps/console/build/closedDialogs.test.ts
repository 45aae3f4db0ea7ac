// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledChunks as bundleChunks } from '@starcrew/ui/testing/bundledChunks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reactAriaModules } from './reactAriaModules.ts';

/** The ui package's barrel, as the console imports it. */
const barrel = createRequire(import.meta.url).resolve('@starcrew/ui');

/**
 * The modules a page that shows closed dialogs loads with it, and those only their first opening
 * brings, as the console's build splits them (its `reactAriaModules` plugin included): a page
 * module re-exporting `names` from `from` (@starcrew/ui's barrel unless said).
 */
const bundledChunks = (dir: string, names: string[], from = barrel) =>
  bundleChunks({
    dir,
    names,
    from,
    root: fileURLToPath(new URL('..', import.meta.url)),
    plugins: [reactAriaModules()],
  });

/**
 * packages/ui/DECISIONS.md, "A closed dialog's trigger without the dialog" (issue 18): a page with
 * a `DialogTrigger` and closed dialogs (Settings' delete-account, the screens' confirmations)
 * downloads neither react-aria's dialog, its focus scope and overlay, nor ConfirmDialog's body.
 */
describe('closed dialogs in the console build', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'closed-dialogs-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'should leave the dialog, its focus scope and ConfirmDialog’s body to the first opening',
    { timeout: 180_000 },
    async () => {
      const { page, lazy } = await bundledChunks(dir, ['DialogTrigger', 'Dialog', 'ConfirmDialog', 'Drawer']);
      const dialogCode =
        /react-aria-components\/dist\/private\/(Dialog|Modal)\.mjs$|\/dialog\/useDialog\.mjs$|\/focus\/FocusScope\.mjs$|\/overlays\/Overlay\.mjs$|components\/(ConfirmDialog\/ConfirmDialogContent|Dialog\/(ModalContent|DialogContent))\.tsx$/;
      expect(page.some((id) => id.endsWith('components/Dialog/DialogTrigger.tsx'))).toBe(true);
      expect(page.some((id) => id.endsWith('components/ConfirmDialog/ConfirmDialog.tsx'))).toBe(true);
      expect(page.filter((id) => dialogCode.test(id))).toEqual([]);
      // The check can fail: the same code is in the bundle, in the part the first opening loads.
      expect(
        lazy
          .filter((id) => dialogCode.test(id))
          .map((id) => id.replace(/.*\//, ''))
          .sort(),
      ).toEqual([
        'ConfirmDialogContent.tsx',
        'Dialog.mjs',
        'DialogContent.tsx',
        'FocusScope.mjs',
        'Modal.mjs',
        'ModalContent.tsx',
        'Overlay.mjs',
        'useDialog.mjs',
      ]);
    },
  );

  // apps/console/src/features/billing/DECISIONS.md and reviews/DECISIONS.md (issue 18): the
  // screens' own closed parts come with the intent or the first use, not with the page.
  it('should leave the billing info modal to the intent on its button', { timeout: 180_000 }, async () => {
    const trigger = fileURLToPath(new URL('../src/features/billing/BillingInfoTrigger.tsx', import.meta.url));
    const { page, lazy } = await bundledChunks(dir, ['BillingInfoTrigger'], trigger);
    const modal = /features\/billing\/BillingInfoModal\.tsx$/;
    expect(page.some((id) => id.endsWith('features/billing/BillingInfoTrigger.tsx'))).toBe(true);
    expect(page.filter((id) => modal.test(id))).toEqual([]);
    expect(lazy.filter((id) => modal.test(id))).toHaveLength(1);
  });

  it(
    "should leave the inbox export's progress and failure to the intent on its button",
    { timeout: 180_000 },
    async () => {
      const menu = fileURLToPath(new URL('../src/features/reviews/ExportMenu.tsx', import.meta.url));
      const { page, lazy } = await bundledChunks(dir, ['ExportMenu'], menu);
      const status = /features\/reviews\/ExportStatus\.tsx$|components\/(ProgressBar|MessageBox)\/\w+\.tsx$/;
      expect(page.some((id) => id.endsWith('features/reviews/ExportMenu.tsx'))).toBe(true);
      expect(page.filter((id) => status.test(id))).toEqual([]);
      expect(
        lazy
          .filter((id) => status.test(id))
          .map((id) => id.replace(/.*\//, ''))
          .sort(),
      ).toEqual(['ExportStatus.tsx', 'MessageBox.tsx', 'ProgressBar.tsx']);
    },
  );

  it(
    "should leave the campaign wizard's choices (the sellers call) to the wizard's intent",
    { timeout: 180_000 },
    async () => {
      const loader = fileURLToPath(new URL('../src/features/campaigns/campaigns.loader.ts', import.meta.url));
      const { page, lazy } = await bundledChunks(dir, ['loader'], loader);
      const choices = /features\/campaigns\/wizardOptions\.ts$|api-client\/src\/calls\/sellers\.ts$/;
      expect(page.some((id) => id.endsWith('features/campaigns/campaigns.loader.ts'))).toBe(true);
      expect(page.filter((id) => choices.test(id))).toEqual([]);
      expect(
        lazy
          .filter((id) => choices.test(id))
          .map((id) => id.replace(/.*\//, ''))
          .sort(),
      ).toEqual(['sellers.ts', 'wizardOptions.ts']);
    },
  );
});
