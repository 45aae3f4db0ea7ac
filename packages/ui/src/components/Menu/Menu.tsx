import { useContext, type ComponentType, type ReactNode } from 'react';
import {
  OverlayTriggerStateContext,
  PopoverContext,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';
import { lazyOverlay, OnFirstOpen } from '../../internal/lazyOverlay.tsx';
import type * as styles from './Menu.css.ts';
import { loadMenuModule, useMenuParts } from './menuModule.ts';

export interface MenuProps<T> extends AriaMenuProps<T> {
  /**
   * Where the menu opens relative to its trigger.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
}

// The lazy module is generic over the items' type; React.lazy keeps one component for all.
const overlay = lazyOverlay<MenuProps<object>>(
  loadMenuModule as () => Promise<{ default: ComponentType<MenuProps<object>> }>,
);

/**
 * A menu of actions on react-aria's `Menu`, in its own popover: put it in a `MenuTrigger`
 * after its button. Arrow keys move, typing jumps to an item, Enter activates, Escape closes
 * and focus returns to the trigger. Its code (the popover, react-aria's menu and collection)
 * loads when the pointer or focus reaches the trigger, or on the first open, not with the page.
 */
export function Menu<T extends object>(props: MenuProps<T>) {
  const triggerState = useContext(OverlayTriggerStateContext);
  const context = useContext(PopoverContext) as Pick<PopoverProps, 'triggerRef'> | null;
  return (
    <OnFirstOpen isOpen={triggerState?.isOpen ?? false} triggerRef={context?.triggerRef} preload={overlay.preload}>
      <overlay.Content {...(props as unknown as MenuProps<object>)} />
    </OnFirstOpen>
  );
}

export interface MenuItemProps<T> extends AriaMenuItemProps<T> {
  /**
   * A decorative icon before the label.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * `danger` for destructive actions (delete, unassign), in red.
   * @default 'neutral'
   */
  tone?: styles.MenuItemVariants['tone'];
}

// MenuItem, MenuSection and MenuSeparator render the real ones (`MenuParts.tsx`, react-aria's),
// which the menu's lazy popover provides: the page carries none of react-aria's menu code.

/** One action; give it `href` to make it a link, `onAction` to run something. */
export function MenuItem<T extends object>(props: MenuItemProps<T>) {
  const parts = useMenuParts('MenuItem');
  return parts && <parts.Item {...(props as MenuItemProps<object>)} />;
}

export interface MenuSectionProps<T> extends AriaMenuSectionProps<T> {
  /**
   * The section's visible heading, which also names its group.
   * @default undefined
   */
  title?: ReactNode;
}

/** A group of items under an optional heading. */
export function MenuSection<T extends object>(props: MenuSectionProps<T>) {
  const parts = useMenuParts('MenuSection');
  return parts && <parts.Section {...(props as unknown as MenuSectionProps<object>)} />;
}

/** A line between groups of items. */
export function MenuSeparator() {
  const parts = useMenuParts('MenuSeparator');
  return parts && <parts.Separator />;
}
