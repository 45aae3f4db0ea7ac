import { useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { LazyModal } from '../Dialog/LazyModal.tsx';
import * as drawerStyles from '../Drawer/Drawer.css.ts';
import { MoreGlyph } from './MoreGlyph.tsx';
import { isCurrentHref, type ShellNavAction, type ShellNavItem } from './navTypes.ts';
import { NavLink } from './NavLink.tsx';
import * as styles from './MobileNav.css.ts';
import * as sidebarStyles from './Sidebar.css.ts';

const messages = defineMessages({
  more: { id: 'ui.mobileNav.more', defaultMessage: 'More' },
  closeMenu: { id: 'ui.mobileNav.closeMenu', defaultMessage: 'Close menu' },
});

/** How many items the bar shows before the More button (spec: the first items, then More). */
export const MOBILE_NAV_VISIBLE_ITEMS = 4;

export interface MobileNavProps {
  navLabel: string;
  /** Every item, in sidebar order; those marked `hideOnMobile` are left out. */
  items: ShellNavItem[];
  /** The sidebar's More menu items, listed in the panel after the items that do not fit. */
  moreItems?: ShellNavItem[];
  currentHref?: string;
  footerAction?: ShellNavAction;
  /** The top bar's settings (the language selector), under the items on phones. */
  settings?: ReactNode;
  /** Their visible name in the panel ("Language"). */
  settingsLabel?: string;
  /** Opens the More panel on first render (stories, tests). */
  defaultMoreOpen?: boolean;
}

/**
 * The phone's navigation (500 px and narrower): a bottom bar with the first items and a More
 * button whose panel lists the rest, the top bar's settings and Sign Out. Internal to AppShell.
 */
export function MobileNav({
  navLabel,
  items,
  moreItems = [],
  currentHref,
  footerAction,
  settings,
  settingsLabel,
  defaultMoreOpen = false,
}: MobileNavProps) {
  const intl = useIntl();
  const [isMoreOpen, setMoreOpen] = useState(defaultMoreOpen);
  const shown = items.filter((item) => !item.hideOnMobile);
  const first = shown.slice(0, MOBILE_NAV_VISIBLE_ITEMS);
  const rest = [...shown.slice(MOBILE_NAV_VISIBLE_ITEMS), ...moreItems];
  const moreIsCurrent = rest.some((item) => isCurrentHref(item.href, currentHref));
  const more = intl.formatMessage(messages.more);

  return (
    <nav aria-label={navLabel} className={styles.bar}>
      <ul className={styles.list}>
        {first.map((item) => (
          <li key={item.id}>
            <NavLink item={item} variant="tab" currentHref={currentHref} />
          </li>
        ))}
        <li>
          <AriaButton
            className={styles.tab}
            aria-haspopup="dialog"
            aria-expanded={isMoreOpen}
            data-current={moreIsCurrent || undefined}
            onPress={() => setMoreOpen(true)}
          >
            <span className={styles.tabIcon} aria-hidden="true">
              <MoreGlyph />
            </span>
            <span className={styles.tabLabel}>{more}</span>
          </AriaButton>
        </li>
      </ul>
      {/* The panel's code loads on its first open, as a Drawer's does. */}
      <LazyModal
        overlayClassName={drawerStyles.overlay}
        modalClassName={drawerStyles.panel({ size: 'sm' })}
        isDismissable
        isOpen={isMoreOpen}
        onOpenChange={setMoreOpen}
        title={more}
        closeLabel={intl.formatMessage(messages.closeMenu)}
      >
        {({ close }) => (
          <ul className={styles.sheetList}>
            {rest.map((item) => (
              <li key={item.id}>
                <NavLink item={item} variant="sheet" currentHref={currentHref} onPress={close} />
              </li>
            ))}
            {settings !== undefined && (
              <li className={styles.sheetSettings}>
                {settingsLabel !== undefined && <span className={styles.sheetSettingsLabel}>{settingsLabel}</span>}
                {settings}
              </li>
            )}
            {footerAction && (
              <li>
                <AriaButton
                  className={sidebarStyles.item}
                  onPress={() => {
                    close();
                    footerAction.onAction();
                  }}
                >
                  <span className={sidebarStyles.icon} aria-hidden="true">
                    {footerAction.icon}
                  </span>
                  <span>{footerAction.label}</span>
                </AriaButton>
              </li>
            )}
          </ul>
        )}
      </LazyModal>
    </nav>
  );
}
