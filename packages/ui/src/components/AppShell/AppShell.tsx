import { useId, useState, type ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { media } from '../../tokens/tokens.ts';
import { TopBar } from '../TopBar/TopBar.tsx';
import { MobileNav } from './MobileNav.tsx';
import type { ShellNavAction, ShellNavGroup, ShellNavItem } from './navTypes.ts';
import { Sidebar } from './Sidebar.tsx';
import { useMediaQuery } from './useMediaQuery.ts';
import * as styles from './AppShell.css.ts';

const messages = defineMessages({
  navigation: { id: 'ui.appShell.navigation', defaultMessage: 'Main navigation' },
  skipToContent: { id: 'ui.appShell.skipToContent', defaultMessage: 'Skip to content' },
});

export interface AppShellProps {
  /** The full logo (sidebar, phone top bar). */
  logo: ReactNode;
  /** The mark alone, for the 64 px rail. */
  logoCompact: ReactNode;
  /** Where the logo leads, e.g. the role's dashboard. */
  logoHref: string;
  /** The logo link's accessible name. */
  logoLabel: string;
  /** The sidebar's groups of links; the phone's bar shows them flattened, in order. */
  navigation: ShellNavGroup[];
  /**
   * The current path; the matching item (or its parent) gets `aria-current="page"`.
   * @default undefined
   */
  currentHref?: string;
  /**
   * Destinations outside the role's list (My account, billing): the sidebar's More menu, and
   * the phone's More panel after the items that do not fit its bar.
   * @default []
   */
  moreItems?: ShellNavItem[];
  /**
   * The action at the bottom of the sidebar and the More panel (Sign Out).
   * @default undefined
   */
  footerAction?: ShellNavAction;
  /**
   * The top bar's start slot (the location selector).
   * @default undefined
   */
  topBarStart?: ReactNode;
  /**
   * The top bar's end slot (the profile menu).
   * @default undefined
   */
  topBarEnd?: ReactNode;
  /**
   * Settings the top bar holds only where it has room (the language selector): before
   * `topBarEnd` on wider screens, in the More panel at 500 px and narrower, so the phone's bar
   * keeps its width for `topBarStart`.
   * @default undefined
   */
  topBarSettings?: ReactNode;
  /**
   * The settings' visible name beside them in the More panel ("Language"); the top bar, with
   * less room, shows the control alone.
   * @default undefined
   */
  topBarSettingsLabel?: string;
  /**
   * Starts folded to the rail, or expanded; when undefined it follows the width: expanded at
   * 1024 px and wider (spec section 9), the rail below.
   * @default undefined
   */
  defaultCollapsed?: boolean;
  /**
   * Called when the person folds or unfolds the sidebar.
   * @default undefined
   */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /**
   * Opens the phone's More panel on first render (stories and tests).
   * @default false
   */
  defaultMoreOpen?: boolean;
  /** The page. */
  children: ReactNode;
}

/**
 * The signed-in frame: a collapsible sidebar (a 64 px icon rail when folded, the fold animated
 * over 300 ms, none under reduced motion), a top bar with slots and the main content. At 500 px
 * and narrower the sidebar gives way to a bottom bar with the first items and a More panel,
 * which also takes the top bar's settings.
 */
export function AppShell({
  logo,
  logoCompact,
  logoHref,
  logoLabel,
  navigation,
  currentHref,
  moreItems = [],
  footerAction,
  topBarStart,
  topBarEnd,
  topBarSettings,
  topBarSettingsLabel,
  defaultCollapsed,
  onCollapsedChange,
  defaultMoreOpen = false,
  children,
}: AppShellProps) {
  const intl = useIntl();
  const mainId = useId();
  const isWide = useMediaQuery(media.desktop);
  // Rendered in one place at a time (not hidden by CSS): one control, one accessible name.
  const isPhone = useMediaQuery(media.mobile);
  // Until the person chooses, the width decides; after that their choice holds.
  const [chosen, setChosen] = useState(defaultCollapsed);
  const isCollapsed = chosen ?? !isWide;
  const navLabel = intl.formatMessage(messages.navigation);

  return (
    <div className={styles.shell}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <Sidebar
        logo={logo}
        logoCompact={logoCompact}
        logoHref={logoHref}
        logoLabel={logoLabel}
        navLabel={navLabel}
        groups={navigation}
        currentHref={currentHref}
        footerAction={footerAction}
        moreItems={moreItems}
        isCollapsed={isCollapsed}
        onCollapsedChange={(next) => {
          setChosen(next);
          onCollapsedChange?.(next);
        }}
      />
      <div className={styles.column}>
        <TopBar
          logo={
            <AriaLink href={logoHref} aria-label={logoLabel} className={styles.mobileLogoLink}>
              {logoCompact}
            </AriaLink>
          }
          start={topBarStart}
          end={
            isPhone ? (
              topBarEnd
            ) : (
              <>
                {topBarSettings}
                {topBarEnd}
              </>
            )
          }
        />
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <MobileNav
        navLabel={navLabel}
        items={navigation.flatMap((group) => group.items)}
        moreItems={moreItems}
        currentHref={currentHref}
        footerAction={footerAction}
        settings={isPhone ? topBarSettings : undefined}
        settingsLabel={topBarSettingsLabel}
        defaultMoreOpen={defaultMoreOpen}
      />
    </div>
  );
}
