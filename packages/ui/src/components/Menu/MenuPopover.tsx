import { useContext } from 'react';
import {
  Menu as AriaMenu,
  MenuContext,
  Provider,
  RootMenuTriggerStateContext,
  composeRenderProps,
} from 'react-aria-components';
import { FloatingPopover as Popover } from '../../internal/floating.tsx';
import { floatingSurface } from '../../internal/surface.css.ts';
import type { MenuProps } from './Menu.tsx';
import * as styles from './Menu.css.ts';
import { menuParts } from './MenuParts.tsx';
import { MenuPartsContext, MenuTriggerLiveContext } from './menuModule.ts';

export { MenuTriggerController } from './MenuTriggerController.tsx';

/**
 * The menu's lazy module (`menuModule.ts`; packages/ui/DECISIONS.md, "Menus load on intent"):
 * this default export is Menu's popover, `FloatingPopover` (react-aria's `Popover` on its hooks)
 * holding react-aria's `Menu`, rendered inside the `MenuTrigger`'s contexts. It gives the menu
 * what react-aria-components' `MenuTrigger` would (its props and the root trigger's state, from
 * our light `MenuTrigger`), and the real `MenuItem`, `MenuSection` and `MenuSeparator` to ours.
 */
export default function MenuPopover<T extends object>({
  placement = 'bottom start',
  className,
  ...props
}: MenuProps<T>) {
  const live = useContext(MenuTriggerLiveContext);
  const popover = (
    <Popover placement={placement} offset={6} className={[floatingSurface, styles.popover].join(' ')}>
      <AriaMenu
        {...props}
        className={composeRenderProps(className, (own) => [styles.menu, own].filter(Boolean).join(' '))}
      />
    </Popover>
  );
  return (
    <MenuPartsContext.Provider value={menuParts}>
      {live ? (
        <Provider
          values={[
            [MenuContext, { ...live.menuProps, ref: live.scrollRef }],
            [RootMenuTriggerStateContext, live.state],
          ]}
        >
          {popover}
        </Provider>
      ) : (
        // Inside react-aria-components' own MenuTrigger, which gave these contexts already.
        popover
      )}
    </MenuPartsContext.Provider>
  );
}
