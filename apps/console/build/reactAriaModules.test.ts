import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactAriaModules } from './reactAriaModules.ts';

type Hook = (...args: string[]) => unknown;
const plugin = reactAriaModules();
const transform = plugin.transform as unknown as Hook;
const resolveId = plugin.resolveId as unknown as Hook;
const load = plugin.load as unknown as Hook;

// react-aria-components' modules as the build reads them.
const components = join(
  dirname(createRequire(import.meta.url).resolve('react-aria-components/package.json')),
  'dist/private',
);
function transformed(name: string): string {
  const id = join(components, `${name}.mjs`);
  const result = transform(readFileSync(id, 'utf8'), id) as { code: string } | null;
  return result?.code ?? readFileSync(id, 'utf8');
}
const contextImport = /import \{RootMenuTriggerStateContext as ([\w$]+)\} from "([^"]+)";/;

describe('reactAriaModules', () => {
  it('should give the dialog its menu context from a module of its own, not from the menu', () => {
    const dialog = transformed('Dialog');
    expect(dialog).not.toContain('./Menu.mjs');
    const [, local, source] = contextImport.exec(dialog) ?? [];
    // The dialog still provides the context under the name it used.
    expect(dialog).toContain(`(0, ${local})`);
    expect(resolveId(source!)).toBe(`\0${source}`);
    expect(load(`\0${source}`)).toContain(
      'export const RootMenuTriggerStateContext = /*#__PURE__*/ createContext(null);',
    );
  });

  it('should have the dialog take the trigger state and dialog contexts from that module and re-export them', () => {
    const dialog = transformed('Dialog');
    const source = contextImport.exec(dialog)?.[2];
    for (const name of ['OverlayTriggerStateContext', 'DialogContext']) {
      const [, local, from] = new RegExp(`import \\{${name} as ([\\w$]+)\\} from "([^"]+)";`).exec(dialog) ?? [];
      expect(from, name).toBe(source);
      // Not made here any more, still exported under its name.
      expect(dialog).not.toMatch(new RegExp(`const ${local!.replace(/\$/g, '\\$')} =`));
      expect(dialog).toContain(`${local} as ${name}`);
      expect(load(`\0${source}`)).toContain(`export const ${name} = /*#__PURE__*/ createContext(null);`);
    }
  });

  it('should have the menu import the same context and still export it', () => {
    const menu = transformed('Menu');
    const [, local, source] = contextImport.exec(menu) ?? [];
    expect(source).toBe(contextImport.exec(transformed('Dialog'))?.[2]);
    expect(menu).not.toMatch(new RegExp(`const ${local!.replace(/\$/g, '\\$')} =`));
    expect(menu).toContain(`${local} as RootMenuTriggerStateContext`);
  });

  it('should mark every component made at the top level as pure', () => {
    for (const name of ['GridList', 'ListBox', 'Menu', 'Table', 'Tree']) {
      const code = transformed(name);
      expect(code, name).not.toMatch(/= \(0, [\w$]+\$create(?:Leaf|Branch)Component\)\(/);
      expect(code, name).toMatch(/= \/\*#__PURE__\*\/ \(0, [\w$]+\$createLeafComponent\)\(\(0, [\w$]+\$LoaderNode\)/);
    }
  });

  it('should fail the build when the dialog imports the menu in another way', () => {
    const id = join(components, 'Dialog.mjs');
    expect(() => transform('import {MenuContext as $a} from "./Menu.mjs";\n', id)).toThrow(/Dialog\.mjs/);
  });

  it('should leave other packages alone', () => {
    expect(
      transform('const a = (0, $x$createLeafComponent)(1);', '/node_modules/other/dist/private/Menu.mjs'),
    ).toBeNull();
  });
});
