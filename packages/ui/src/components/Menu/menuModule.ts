import { createContext, useContext, useSyncExternalStore, type ComponentType, type RefObject } from 'react';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import type { MenuItemProps, MenuSectionProps } from './Menu.tsx';
import type * as MenuPopoverModule from './MenuPopover.tsx';

/**
 * The menu's lazy module (`MenuPopover.tsx`): react-aria-components' `Menu`, `MenuItem`,
 * `MenuSection`, `Separator`, the trigger's hooks and, through them, the collection builder and
 * the selection code (packages/ui/DECISIONS.md, "Menus load on intent"). Nothing of it comes
 * with the page: `MenuTrigger` loads it when the pointer or focus reaches its trigger, or on a
 * press, and every `MenuTrigger` on the page then renders its real state.
 */
type MenuModule = typeof MenuPopoverModule;

let loaded: MenuModule | undefined;
let loading: Promise<MenuModule> | undefined;
const listeners = new Set<() => void>();
/** For stories: how often the module was asked for, and a gate that holds its arrival back. */
let imports = 0;
let gate: Promise<void> | undefined;

function setLoaded(module: MenuModule | undefined) {
  loaded = module;
  for (const listener of listeners) listener();
}

/** Loads the menu's module once; a failed load is tried again next time. */
export function loadMenuModule(): Promise<MenuModule> {
  loading ??= (async () => {
    imports += 1;
    if (gate) await gate;
    const module = await import('./MenuPopover.tsx');
    setLoaded(module);
    return module;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A head start on intent: the render that needs the module loads it again and reports the error. */
export function preloadMenuModule() {
  loadMenuModule().catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The menu's module once it has arrived (re-renders when it does), else undefined. */
export function useMenuModule(): MenuModule | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
}

/**
 * What the real trigger (the lazy module's `MenuTriggerController`) hands to `MenuTrigger`: its
 * state, the props of its trigger and of its menu. The menu's own contexts (react-aria-components'
 * `MenuContext` and `RootMenuTriggerStateContext`, in its Menu module) are provided by the lazy
 * popover from this.
 */
export interface MenuTriggerLive {
  state: RootMenuTriggerState;
  triggerProps: Record<string, unknown>;
  menuProps: Record<string, unknown>;
  scrollRef: RefObject<HTMLDivElement | null>;
}

export const MenuTriggerLiveContext = createContext<MenuTriggerLive | null>(null);

/** The real `MenuItem`, `MenuSection` and `MenuSeparator`, provided by the lazy popover. */
export interface MenuParts {
  Item: ComponentType<MenuItemProps<object>>;
  Section: ComponentType<MenuSectionProps<object>>;
  Separator: ComponentType;
}

export const MenuPartsContext = createContext<MenuParts | null>(null);

/**
 * The real parts, which only exist inside a `Menu` (its lazy popover provides them, and React's
 * context reaches through react-aria's hidden collection): elsewhere, an error in development.
 */
export function useMenuParts(component: string): MenuParts | null {
  const parts = useContext(MenuPartsContext);
  if (!parts && process.env.NODE_ENV !== 'production') {
    throw new Error(`${component} renders only inside a Menu (packages/ui, components/Menu).`);
  }
  return parts;
}

/**
 * For stories and tests only: `loads` counts the module's imports since `reset`, which also
 * forgets the module as a fresh page would not have it (the browser keeps its copy; the menus
 * go through their light state again); `hold` keeps the next load from arriving until
 * `release()`, so a press can land before the module does.
 */
export const menuModuleForTests = {
  get loads() {
    return imports;
  },
  get isLoaded() {
    return loaded !== undefined;
  },
  reset() {
    imports = 0;
    gate = undefined;
    loading = undefined;
    setLoaded(undefined);
  },
  hold(): () => void {
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    return () => release();
  },
};
