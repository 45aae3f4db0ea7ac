import { Menu as AriaMenu, composeRenderProps } from 'react-aria-components';
import { FloatingPopover as Popover } from '../../internal/floating.tsx';
import { floatingSurface } from '../../internal/surface.css.ts';
import type { MenuProps } from './Menu.tsx';
import * as styles from './Menu.css.ts';

/**
 * Menu's popover, loaded on its first open (`Menu.tsx`): `FloatingPopover` (react-aria's
 * `Popover` on its hooks) holding react-aria's
 * `Menu`, rendered inside the `MenuTrigger`'s contexts.
 */
export default function MenuPopover<T extends object>({
  placement = 'bottom start',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={6} className={[floatingSurface, styles.popover].join(' ')}>
      <AriaMenu
        {...props}
        className={composeRenderProps(className, (own) => [styles.menu, own].filter(Boolean).join(' '))}
      />
    </Popover>
  );
}
