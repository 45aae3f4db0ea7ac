import { useEffect, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import {
  OverlayTriggerStateContext,
  PopoverContext,
  type MenuTriggerProps,
  type PressEvent,
} from 'react-aria-components';
import { useIsHidden } from 'react-aria/private/collections/Hidden';
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import { focusWithoutScrolling } from 'react-aria/private/utils/focusWithoutScrolling';
import { useId } from 'react-aria/useId';
import { MenuTriggerLiveContext, preloadMenuModule, useMenuModule, type MenuTriggerLive } from './menuModule.ts';

export type { MenuTriggerProps };

/** Where the focus goes as the menu opens: its first or last item; the menu itself if null. */
export type FocusStrategy = 'first' | 'last';

/** A press that came before the menu's module: where the focus goes once the menu opens. */
export type PendingOpen = { focusStrategy: FocusStrategy | null } | null;

const openKeys: Record<string, FocusStrategy> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

/**
 * react-aria-components' `MenuTrigger` (same props), light until the person shows intent
 * (packages/ui/DECISIONS.md, "Menus load on intent"): at rest its trigger (the first child, a
 * `Button`, `IconButton` or react-aria `Button`) gets what react-aria gives a closed menu's
 * trigger (`aria-haspopup`, `aria-expanded="false"`, its id), through the same `PressResponder`.
 * The pointer or focus reaching it loads the menu's module; a press before it arrives opens the
 * menu once it has (focus as react-aria places it: the first item from the keyboard, the last
 * with ArrowUp, the menu itself from a mouse). The module's `MenuTriggerController` then runs
 * react-aria's `useMenuTriggerState` and `useMenuTrigger` beside the trigger and hands their
 * state and props up, so the trigger is never remounted and keeps its focus.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  const menuModule = useMenuModule();
  const [live, setLive] = useState<MenuTriggerLive | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const pending = useRef<PendingOpen>(null);
  const id = useId();
  const isHidden = useIsHidden();
  const { trigger = 'press', isOpen, defaultOpen } = props;

  // An open menu, or one opened otherwise than by a press (long press, context menu), needs its
  // module at once; any other starts loading it when the pointer or focus reaches the trigger.
  const isNeeded = !!isOpen || !!defaultOpen || trigger !== 'press';
  useEffect(() => {
    if (isNeeded) preloadMenuModule();
  }, [isNeeded]);
  useEffect(() => {
    const element = triggerRef.current;
    if (!element || menuModule) return undefined;
    element.addEventListener('pointerenter', preloadMenuModule);
    element.addEventListener('focusin', preloadMenuModule);
    return () => {
      element.removeEventListener('pointerenter', preloadMenuModule);
      element.removeEventListener('focusin', preloadMenuModule);
    };
  }, [menuModule]);

  // react-aria-components' MenuTrigger gives its popover the same (the menu's own `ref` is
  // `scrollRef`, given by the lazy popover with the menu's props).
  const popoverContext = useMemo(
    () => ({
      trigger: 'MenuTrigger',
      triggerRef,
      scrollRef,
      placement: 'bottom start' as const,
      'aria-labelledby': id,
      offset: trigger === 'contextMenu' ? 0 : undefined,
    }),
    [id, trigger],
  );

  // Inside a collection (a table's hidden copy of its rows), render nothing, as react-aria does.
  if (isHidden) return null;

  const openWhenLoaded = (focusStrategy: FocusStrategy | null) => {
    pending.current = { focusStrategy };
    preloadMenuModule();
  };
  // useMenuTrigger's handlers for a closed menu, remembering the press instead of opening.
  const restProps = {
    'aria-haspopup': true,
    'aria-expanded': false,
    preventFocusOnPress: true,
    onPressStart(e: PressEvent) {
      if (e.pointerType === 'touch' || e.pointerType === 'keyboard') return;
      focusWithoutScrolling(e.target as HTMLElement);
      openWhenLoaded(e.pointerType === 'virtual' ? 'first' : null);
    },
    onPress(e: PressEvent) {
      if (e.pointerType !== 'touch') return;
      focusWithoutScrolling(e.target as HTMLElement);
      openWhenLoaded(null);
    },
    onKeyDown(e: KeyboardEvent) {
      const focusStrategy = openKeys[e.key];
      const hasModifier = e.altKey || e.ctrlKey || e.metaKey || e.shiftKey;
      const fromPortal = !(e.currentTarget as Element).contains(e.target as Node);
      if (!focusStrategy || hasModifier || fromPortal || e.repeat || e.nativeEvent.isComposing) return;
      if (e.defaultPrevented) return;
      e.preventDefault();
      e.stopPropagation();
      openWhenLoaded(focusStrategy);
    },
  };
  // react-aria's DOM and press props; PressResponder's type names only the press ones.
  const responderProps = { ...(live ? live.triggerProps : restProps), id } as unknown as Omit<
    ComponentProps<typeof PressResponder>,
    'children'
  >;

  return (
    <>
      {menuModule && (
        <menuModule.MenuTriggerController
          props={props}
          id={id}
          triggerRef={triggerRef}
          scrollRef={scrollRef}
          pending={pending}
          onChange={setLive}
        />
      )}
      <OverlayTriggerStateContext.Provider value={live?.state ?? null}>
        <PopoverContext.Provider value={popoverContext}>
          <MenuTriggerLiveContext.Provider value={live}>
            <PressResponder {...responderProps} ref={triggerRef} isPressed={live?.state.isOpen ?? false}>
              {props.children}
            </PressResponder>
          </MenuTriggerLiveContext.Provider>
        </PopoverContext.Provider>
      </OverlayTriggerStateContext.Provider>
    </>
  );
}
