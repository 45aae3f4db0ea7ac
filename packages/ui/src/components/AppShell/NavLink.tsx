import { Link as AriaLink, type LinkProps } from 'react-aria-components';
import { isCurrentHref, type ShellNavItem } from './navTypes.ts';
import * as styles from './NavLink.css.ts';

export interface NavLinkProps extends Pick<LinkProps, 'onPress'> {
  /** The destination: its label, icon and address. */
  item: ShellNavItem;
  /** `rail` in the sidebar, `tab` in the phone's bottom bar, `sheet` in its More panel. */
  variant: NonNullable<styles.NavLinkVariants['variant']>;
  /**
   * The current path: the link it matches (or its parent's) gets `aria-current="page"`.
   * @default undefined
   */
  currentHref?: string;
}

/** One destination of the shell's navigation: in the sidebar, the phone's bottom bar or its More panel. Internal to AppShell. */
export function NavLink({ item, variant, currentHref, onPress }: NavLinkProps) {
  return (
    <AriaLink
      href={item.href}
      aria-current={isCurrentHref(item.href, currentHref) ? 'page' : undefined}
      data-nav-item={item.id}
      className={styles.navLink({ variant })}
      onPress={onPress}
    >
      <span className={styles.navLinkIcon({ variant })} aria-hidden="true">
        {item.icon}
      </span>
      <span className={styles.navLinkLabel({ variant })}>{item.label}</span>
    </AriaLink>
  );
}
