import { useId, type ReactElement, type ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { ChevronLeftGlyph, ChevronRightGlyph } from '../../internal/glyphs.tsx';
import { Menu, MenuItem } from '../Menu/Menu.tsx';
import { MenuTrigger } from '../Menu/MenuTrigger.tsx';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip.tsx';
import { MoreGlyph } from './MoreGlyph.tsx';
import { NavLink } from './NavLink.tsx';
import { isCurrentHref, type ShellNavAction, type ShellNavGroup, type ShellNavItem } from './navTypes.ts';
import * as styles from './Sidebar.css.ts';

const messages = defineMessages({
  collapse: { id: 'ui.sidebar.collapse', defaultMessage: 'Collapse sidebar' },
  expand: { id: 'ui.sidebar.expand', defaultMessage: 'Expand sidebar' },
  more: { id: 'ui.mobileNav.more', defaultMessage: 'More' },
});

export interface SidebarProps {
  /** The logo shown when expanded; inside a link to `logoHref`. */
  logo: ReactNode;
  /** The logo in the 64 px rail (the mark alone). */
  logoCompact: ReactNode;
  /** Where the logo leads (the role's dashboard). */
  logoHref: string;
  /** The logo link's accessible name ("Starcrew home"). */
  logoLabel: string;
  /** The navigation's accessible name. */
  navLabel: string;
  groups: ShellNavGroup[];
  /** The current path: the item it matches gets `aria-current="page"`. */
  currentHref?: string;
  /** The action at the bottom (Sign Out). */
  footerAction?: ShellNavAction;
  /** The More entry's menu: destinations outside the role's list (My account, billing…). */
  moreItems?: ShellNavItem[];
  /** Whether only the icon rail shows. */
  isCollapsed: boolean;
  onCollapsedChange: (isCollapsed: boolean) => void;
}

/**
 * In the rail, the label shows as a tooltip on hover and focus. The trigger is always there
 * (only disabled when expanded) so folding does not remount the control that has focus.
 */
function RailTip({ label, isCollapsed, children }: { label: string; isCollapsed: boolean; children: ReactElement }) {
  return (
    <TooltipTrigger isDisabled={!isCollapsed} delay={300}>
      {children}
      <Tooltip placement="end">{label}</Tooltip>
    </TooltipTrigger>
  );
}

/**
 * The desktop and tablet navigation: grouped links with icons, the current one marked, More
 * (a menu of the destinations outside the role's list), Sign Out at the bottom and a button
 * that folds it to an icon rail. Internal to AppShell.
 */
export function Sidebar({
  logo,
  logoCompact,
  logoHref,
  logoLabel,
  navLabel,
  groups,
  currentHref,
  footerAction,
  moreItems = [],
  isCollapsed,
  onCollapsedChange,
}: SidebarProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <aside className={styles.sidebar} data-collapsed={isCollapsed || undefined}>
      <div className={styles.header}>
        <AriaLink href={logoHref} aria-label={logoLabel} className={styles.logoLink}>
          {isCollapsed ? logoCompact : logo}
        </AriaLink>
      </div>
      <nav id={`${id}-nav`} aria-label={navLabel} className={styles.nav}>
        {groups.map((group) => (
          <div
            key={group.id}
            role={group.label === undefined ? undefined : 'group'}
            aria-labelledby={group.label === undefined ? undefined : `${id}-${group.id}`}
            className={styles.group}
          >
            {group.label !== undefined && (
              <span id={`${id}-${group.id}`} className={`${styles.groupLabel} ${styles.label}`}>
                {group.label}
              </span>
            )}
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <RailTip label={item.label} isCollapsed={isCollapsed}>
                    <NavLink item={item} variant="rail" currentHref={currentHref} />
                  </RailTip>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {moreItems.length > 0 && (
          <MenuTrigger>
            <RailTip label={intl.formatMessage(messages.more)} isCollapsed={isCollapsed}>
              <AriaButton
                className={styles.item}
                data-nav-item="more"
                data-current={moreItems.some((item) => isCurrentHref(item.href, currentHref)) || undefined}
              >
                <span className={styles.icon} aria-hidden="true">
                  <MoreGlyph />
                </span>
                <span className={styles.label}>{intl.formatMessage(messages.more)}</span>
              </AriaButton>
            </RailTip>
            <Menu placement="end top">
              {moreItems.map((item) => (
                <MenuItem key={item.id} id={item.id} href={item.href} icon={item.icon}>
                  {item.label}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        )}
      </nav>
      <div className={styles.footer}>
        {footerAction && (
          <RailTip label={footerAction.label} isCollapsed={isCollapsed}>
            <AriaButton className={styles.item} onPress={footerAction.onAction}>
              <span className={styles.icon} aria-hidden="true">
                {footerAction.icon}
              </span>
              <span className={styles.label}>{footerAction.label}</span>
            </AriaButton>
          </RailTip>
        )}
        <RailTip label={intl.formatMessage(messages.expand)} isCollapsed={isCollapsed}>
          <AriaButton
            className={styles.item}
            aria-controls={`${id}-nav`}
            aria-expanded={!isCollapsed}
            onPress={() => onCollapsedChange(!isCollapsed)}
          >
            <span className={styles.icon} aria-hidden="true">
              {isCollapsed ? <ChevronRightGlyph /> : <ChevronLeftGlyph />}
            </span>
            <span className={styles.label}>
              {intl.formatMessage(isCollapsed ? messages.expand : messages.collapse)}
            </span>
          </AriaButton>
        </RailTip>
      </div>
    </aside>
  );
}
