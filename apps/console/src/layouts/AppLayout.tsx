import type { Role } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import { AppShell, type ShellNavGroup } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { useServices } from '../app/ServicesContext.tsx';
import { LocationSelector } from '../features/locations/LocationSelector.tsx';
import { LazyPlanLimitDialog } from '../features/plan-limits/LazyPlanLimitDialog.tsx';
import { AccountMenu } from '../features/shell/AccountMenu.tsx';
import { SignOutIcon } from '../features/shell/navIcons.tsx';
import { dashboardPathFor, moreByRole, navigationByRole, type NavEntry } from '../features/shell/navigation.ts';
import { useSignOut } from '../features/shell/useSignOut.ts';
import { LanguageSelect } from '../i18n/LanguageSelect.tsx';
import { AriaRouter } from './AriaRouter.tsx';
import { Logo } from './Logo.tsx';

const messages = defineMessages({
  home: { id: 'shell.home', defaultMessage: 'Starcrew home' },
  signOut: { id: 'shell.signOut', defaultMessage: 'Sign Out' },
  language: { id: 'language.label', defaultMessage: 'Language' },
});

/**
 * The signed-in frame of the manager and seller areas (spec section 2): the role's sidebar
 * (a bottom bar with More on phones), and a top bar with the location selector's slot, the
 * language selector (in the More panel on phones) and the profile menu.
 */
export function AppLayout({ area }: { area: 'manager' | 'seller' }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { session } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const signOut = useSignOut();
  // The guard keeps managers out of /seller and sellers out of /manager; the area decides
  // when the user is not loaded yet.
  const role: Role = area === 'seller' ? 'seller' : user?.role === 'manager' ? 'manager' : 'super_manager';

  const navigation = useMemo<ShellNavGroup[]>(() => {
    const toItem = (entry: NavEntry) => ({
      id: entry.id,
      label: intl.formatMessage(entry.label),
      icon: <entry.icon />,
      href: pathFor(entry.route),
      ...(entry.hideOnMobile && { hideOnMobile: true }),
    });
    return [{ id: 'main', items: navigationByRole[role].map(toItem) }];
  }, [intl, role]);
  const moreItems = useMemo(
    () =>
      moreByRole[role].map((entry) => ({
        id: entry.id,
        label: intl.formatMessage(entry.label),
        icon: <entry.icon />,
        href: pathFor(entry.route),
      })),
    [intl, role],
  );

  return (
    <AriaRouter>
      <AppShell
        logo={<Logo />}
        logoCompact={<Logo compact />}
        logoHref={dashboardPathFor(role)}
        logoLabel={intl.formatMessage(messages.home)}
        navigation={navigation}
        currentHref={pathname}
        moreItems={moreItems}
        footerAction={{ label: intl.formatMessage(messages.signOut), icon: <SignOutIcon />, onAction: signOut }}
        // The business-location selector (features/locations).
        topBarStart={<LocationSelector />}
        // On phones the language selector moves to the More panel: the location selector needs the room.
        topBarSettings={<LanguageSelect />}
        topBarSettingsLabel={intl.formatMessage(messages.language)}
        topBarEnd={<AccountMenu role={role} fullName={user?.full_name ?? ''} image={user?.image ?? null} />}
      >
        <Outlet />
      </AppShell>
      {/* The one prompt for a 403 PlanLimitReached from any manager screen (features/plan-limits). */}
      {area === 'manager' && <LazyPlanLimitDialog />}
    </AriaRouter>
  );
}
