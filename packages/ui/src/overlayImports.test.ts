// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const sources = ['packages/ui/src', 'apps/console/src', 'apps/review-form/src'];

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The names a file imports (not as types) from react-aria-components. */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-aria-components'/g)) {
    for (const part of match[1]?.split(',') ?? []) {
      const name =
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * packages/ui/DECISIONS.md, "Overlays load on first open": react-aria-components' `Popover`,
 * `Tooltip` and `OverlayArrow` share modules with the contexts every trigger imports, so one use
 * anywhere puts the overlay code (positioning, focus scopes, dismissal) back with the page; its
 * `Modal` is fine inside the lazy modal module only.
 */
describe('overlay components stay out of the page', () => {
  it("should use react-aria's popover and tooltip hooks (internal/floating.tsx), never react-aria-components' components", () => {
    const offenders: string[] = [];
    for (const dir of sources) {
      for (const path of files(join(root, dir))) {
        const file = relative(root, path).replaceAll('\\', '/');
        for (const name of importedNames(readFileSync(path, 'utf8'))) {
          const never = ['Popover', 'Tooltip', 'OverlayArrow'].includes(name);
          const lazyOnly = ['Modal', 'ModalOverlay'].includes(name) && !file.endsWith('Dialog/ModalContent.tsx');
          if (never || lazyOnly) offenders.push(`${file}: ${name}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  // packages/ui/DECISIONS.md, "Menus load on intent": react-aria-components' menu components live in
  // `Menu.mjs` with the collection builder they import; only the menu's lazy module may use them.
  it("should use react-aria-components' menu components in the menu's lazy module only", () => {
    const menuNames = [
      ...['Menu', 'MenuItem', 'MenuSection', 'MenuTrigger', 'SubmenuTrigger'],
      ...['MenuContext', 'MenuStateContext', 'RootMenuTriggerStateContext'],
    ];
    const lazyModule = /components\/Menu\/(MenuPopover|MenuParts)\.tsx$/;
    const offenders: string[] = [];
    for (const dir of sources) {
      for (const path of files(join(root, dir))) {
        const file = relative(root, path).replaceAll('\\', '/');
        if (lazyModule.test(file)) continue;
        for (const name of importedNames(readFileSync(path, 'utf8'))) {
          if (menuNames.includes(name)) offenders.push(`${file}: ${name}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('should see such an import (the check can fail)', () => {
    expect(importedNames("import {\n  Button,\n  Popover as AriaPopover,\n} from 'react-aria-components';")).toContain(
      'Popover',
    );
  });
});

/**
 * packages/ui/DECISIONS.md, "A closed Select is drawn without react-aria's": the modules a page
 * showing a closed Select loads import none of react-aria-components' Select, ListBox or
 * collection modules, and the real Select and the ListBoxItem only lazily or through context.
 */
describe("a closed Select stays without react-aria's Select, ListBox and collections", () => {
  const light = [
    'packages/ui/src/components/Select/Select.tsx',
    'packages/ui/src/components/Select/selectShared.tsx',
    'packages/ui/src/components/Select/selectOptions.ts',
    'packages/ui/src/components/ListBox/Option.tsx',
  ];
  const heavy =
    /^(Select|SelectValue|SelectContext|SelectStateContext|SelectValueContext|ListBox\w*|ListStateContext|Collection\w*)$/;

  it('should import none of their names, nor SelectField or OptionItem but as types', () => {
    const offenders: string[] = [];
    for (const file of light) {
      const source = readFileSync(join(root, file), 'utf8');
      for (const name of importedNames(source)) if (heavy.test(name)) offenders.push(`${file}: ${name}`);
      for (const match of source.matchAll(/^import (?!type )[^;]*from '\.\/(SelectField|OptionItem)\.tsx'/gm)) {
        offenders.push(`${file}: ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

/**
 * packages/ui/DECISIONS.md, "A closed MultiSelect is drawn without react-aria's": the modules a
 * page showing a closed MultiSelect loads import none of react-aria-components' Select, ListBox,
 * TagGroup or collection modules, and the real MultiSelect only lazily.
 */
describe("a closed MultiSelect stays without react-aria's Select, ListBox, TagGroup and collections", () => {
  const light = [
    'packages/ui/src/components/MultiSelect/MultiSelect.tsx',
    'packages/ui/src/components/MultiSelect/multiSelectShared.tsx',
    'packages/ui/src/components/Select/Select.tsx',
  ];
  const heavy =
    /^(Select|SelectValue|SelectContext|SelectStateContext|SelectValueContext|ListBox\w*|ListStateContext|Collection\w*|Tag|TagGroup|TagList|TagListContext|TagGroupContext)$/;

  it('should import none of their names, nor MultiSelectField, SelectField, selectHandoff or OptionItem but as types', () => {
    const offenders: string[] = [];
    for (const file of light) {
      const source = readFileSync(join(root, file), 'utf8');
      for (const name of importedNames(source)) if (heavy.test(name)) offenders.push(`${file}: ${name}`);
      for (const match of source.matchAll(
        /^import (?!type )[^;]*from '(?:\.\.\/\w+\/|\.\/)(MultiSelectField|SelectField|selectHandoff|OptionItem|LazyListBox)\.tsx'/gm,
      )) {
        offenders.push(`${file}: ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

/**
 * packages/ui/DECISIONS.md, "Tabs without react-aria's collections": react-aria-components' tab
 * components, react-aria's tab-list hooks and react-stately's tab-list state bring the collection
 * builder and the selection manager with every screen that shows tabs; `Tabs.tsx` draws them itself.
 */
describe("tabs stay without react-aria's collections", () => {
  const tabNames = /^(Tabs|TabList|Tab|TabPanel|TabPanels|TabsContext|TabListStateContext)$/;
  /** A source's imports of tab or collection code from react-aria and react-stately. */
  const tabCode = (source: string) =>
    [
      ...source.matchAll(
        /^import (?!type )[^;]*from '(react-aria\/(useTabList|Collection\w*|private\/(tabs|collections|selection)\/\w+)|react-stately\/(useTabListState|useSingleSelectListState|useListState|private\/(tabs|list|selection|collections)\/\w+))'/gm,
      ),
    ].map((match) => match[1]);

  it("should import none of react-aria-components' tab components, nor react-aria's or react-stately's tab and collection code", () => {
    const offenders: string[] = [];
    for (const dir of sources) {
      for (const path of files(join(root, dir))) {
        const file = relative(root, path).replaceAll('\\', '/');
        const source = readFileSync(path, 'utf8');
        for (const name of importedNames(source)) if (tabNames.test(name)) offenders.push(`${file}: ${name}`);
        if (/components\/Tabs\//.test(file)) for (const module of tabCode(source)) offenders.push(`${file}: ${module}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('should see such imports (the check can fail)', () => {
    expect(importedNames("import {\n  Tab as AriaTab,\n  TabList,\n} from 'react-aria-components';")).toEqual([
      'Tab',
      'TabList',
    ]);
    expect(
      tabCode(
        "import { useTabList } from 'react-aria/useTabList';\nimport { useTabListState } from 'react-stately/useTabListState';",
      ),
    ).toEqual(['react-aria/useTabList', 'react-stately/useTabListState']);
  });
});

/**
 * packages/ui/DECISIONS.md, "A Table is drawn without react-aria's until intent": the modules a page
 * showing a Table loads import none of react-aria-components' table or collection components, and
 * the real Table only lazily.
 */
describe("a Table at rest stays without react-aria's Table and collections", () => {
  const light = ['packages/ui/src/components/Table/Table.tsx', 'packages/ui/src/components/Table/TableBody.tsx'];
  const heavy =
    /^(Table|TableHeader|TableBody|Column|Row|Cell|Collection\w*|useTableOptions|TableContext|TableStateContext|ResizableTableContainer)$/;

  it('should import none of their names, nor TableReal but as types', () => {
    const offenders: string[] = [];
    for (const file of light) {
      const source = readFileSync(join(root, file), 'utf8');
      for (const name of importedNames(source)) if (heavy.test(name)) offenders.push(`${file}: ${name}`);
      for (const match of source.matchAll(/^import (?!type )[^;]*from '\.\/(TableReal)\.tsx'/gm)) {
        offenders.push(`${file}: ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
