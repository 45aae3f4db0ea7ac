import { memo, useLayoutEffect, type RefObject } from 'react';
import type { MenuTriggerProps } from 'react-aria-components';
import { useMenuTrigger } from 'react-aria/useMenu';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import type { MenuTriggerLive } from './menuModule.ts';
import type { PendingOpen } from './MenuTrigger.tsx';

interface MenuTriggerControllerProps {
  props: MenuTriggerProps;
  /** The light trigger's id, kept so the trigger's and menu's ids never change. */
  id: string;
  triggerRef: RefObject<HTMLElement | null>;
  scrollRef: RefObject<HTMLDivElement | null>;
  pending: RefObject<PendingOpen>;
  onChange: (live: MenuTriggerLive) => void;
}

/**
 * The real trigger of a light `MenuTrigger` (part of the menu's lazy module): what
 * react-aria-components' `MenuTrigger` computes (react-stately's `useMenuTriggerState`,
 * react-aria's `useMenuTrigger` with `type: 'menu'`), handed up to `MenuTrigger` after each
 * render, which gives it to the trigger's `PressResponder` and to the menu's contexts. Rendered
 * beside the trigger, not around it, so its arrival does not remount the trigger. A press made
 * before it arrived opens the menu as the same press would have.
 */
export const MenuTriggerController = memo(function MenuTriggerController({
  props,
  id,
  triggerRef,
  scrollRef,
  pending,
  onChange,
}: MenuTriggerControllerProps) {
  const state = useMenuTriggerState(props);
  const { menuTriggerProps, menuProps } = useMenuTrigger<object>({ ...props, type: 'menu' }, state, triggerRef);
  useLayoutEffect(() => {
    onChange({
      state,
      triggerProps: { ...menuTriggerProps, id },
      menuProps: { ...menuProps, 'aria-labelledby': id },
      scrollRef,
    });
  });
  useLayoutEffect(() => {
    const press = pending.current;
    pending.current = null;
    if (press) state.open(press.focusStrategy);
    // Once, on arrival: later presses reach react-aria's own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
});
