import type { Plugin } from 'vite';

/** Where react-aria-components' own modules are; the build reads their ES modules. */
const componentModule = /[\\/]react-aria-components[\\/]dist[\\/]private[\\/]([\w]+)\.mjs$/;
/** The contexts `Dialog.mjs` reads from `Menu.mjs` or makes, given a module of their own. */
const contextId = 'virtual:starcrew/rac-overlay-contexts';
const contexts = ['RootMenuTriggerStateContext', 'OverlayTriggerStateContext', 'DialogContext'];
const resolvedContextId = `\0${contextId}`;
/** The one import `Dialog.mjs` makes of `Menu.mjs`: that context. */
const dialogImport = /^import \{RootMenuTriggerStateContext as ([\w$]+)\} from "\.\/Menu\.mjs";$/m;
/** A component made at a module's top level without the `#__PURE__` mark its siblings have. */
const unmarkedComponent = /= \(0, ([\w$]+\$create(?:Leaf|Branch)Component)\)\(/g;

/**
 * Two mends to react-aria-components' modules, so that a page using a dialog, a popover or a
 * tooltip does not also download the menus and the collection code (issue 18; measured in
 * apps/console/src/layouts/DECISIONS.md):
 *
 * - `Dialog.mjs` imports `Menu.mjs` for one context (`RootMenuTriggerStateContext`), and
 *   `Popover.mjs` and `Modal.mjs` import `Dialog.mjs`. A module is kept whole once imported, so
 *   every overlay brought the menu, its selection manager and the collection builder (some 17 kB
 *   brotli) with it. The context moves to a module of its own that both import: one object, as
 *   before.
 * - `Dialog.mjs` also makes `OverlayTriggerStateContext` and `DialogContext`, which every trigger
 *   and overlay reads (ours too: `LazyModal`, the lazy menus and lists), so reading a context
 *   brought the dialog itself, `useDialog`, `Overlay` and `FocusScope` (some 5 kB). They move to
 *   the same module; `Dialog.mjs` re-exports them, and a bundler follows the re-export to it.
 * - The five `*LoadMoreItem` components (GridList, ListBox, Menu, Table, Tree) are made at the top
 *   level without the `#__PURE__` mark the other components of those modules have, so the bundler
 *   kept them, with the collection code they call, even where nothing renders them.
 *
 * A change of react-aria-components that this no longer fits fails the build, rather than
 * quietly bringing the menus back (build/reactAriaModules.test.ts).
 */
export function reactAriaModules(): Plugin {
  return {
    name: 'starcrew:react-aria-modules',
    enforce: 'pre',
    resolveId: (id) => (id === contextId ? resolvedContextId : null),
    load: (id) =>
      id === resolvedContextId
        ? [
            "import { createContext } from 'react';",
            ...contexts.map((name) => `export const ${name} = /*#__PURE__*/ createContext(null);`),
            '',
          ].join('\n')
        : null,
    transform(code, id) {
      const name = componentModule.exec(id)?.[1];
      if (!name) return null;
      let result = code.replace(unmarkedComponent, '= /*#__PURE__*/ (0, $1)(');
      if (name === 'Dialog') result = dialogFromOwnContext(result);
      if (name === 'Menu') result = menuFromOwnContext(result);
      return result === code ? null : { code: result, map: null };
    },
  };
}

function dialogFromOwnContext(code: string): string {
  if (!dialogImport.test(code)) {
    throw new Error('reactAriaModules: Dialog.mjs no longer imports only RootMenuTriggerStateContext from Menu.mjs');
  }
  let result = code.replace(dialogImport, `import {RootMenuTriggerStateContext as $1} from "${contextId}";`);
  for (const name of ['OverlayTriggerStateContext', 'DialogContext']) result = fromOwnContext(result, 'Dialog', name);
  return result;
}

/** `code` with the `createContext(null)` that it exports as `name` replaced by the shared module's. */
function fromOwnContext(code: string, module: string, name: string): string {
  const local = new RegExp(`([\\w$]+) as ${name}\\b`).exec(code)?.[1];
  const definition =
    local && new RegExp(`^const ${local.replace(/\$/g, '\\$')} = [^;\\n]+createContext\\)\\(null\\);$`, 'm');
  if (!definition || !definition.test(code)) {
    throw new Error(`reactAriaModules: ${module}.mjs no longer creates ${name} as expected`);
  }
  // A function, not a string: the local name's `$` would read as a replacement pattern.
  return code.replace(definition, () => `import {${name} as ${local}} from "${contextId}";`);
}

function menuFromOwnContext(code: string): string {
  return fromOwnContext(code, 'Menu', 'RootMenuTriggerStateContext');
}
