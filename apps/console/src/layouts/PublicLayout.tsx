import type { Role } from '@starcrew/contract';
import { routeByName } from '@starcrew/machines';
import { Link, PublicLayout as PublicFrame } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { useServices } from '../app/ServicesContext.tsx';
import { toGuardSession } from '../app/session.ts';
import { AccountMenu } from '../features/shell/AccountMenu.tsx';
import { dashboardPathFor } from '../features/shell/navigation.ts';
import { LanguageSelect } from '../i18n/LanguageSelect.tsx';
import { redirectFor } from '../routes/access.ts';
import { AriaRouter } from './AriaRouter.tsx';
import { Logo } from './Logo.tsx';

const messages = defineMessages({
  home: { id: 'shell.home', defaultMessage: 'Starcrew home' },
  backToApp: { id: 'shell.public.backToApp', defaultMessage: 'Back to the app' },
});

/**
 * Setup, plan and payment pages: the logo above a centred page, without the app's navigation,
 * but with the top bar's language selector and profile menu (My account, Sign out), so a new
 * owner can leave at every step, and a link back to the dashboard once the guard lets them in.
 */
export function PublicLayout() {
  const intl = useIntl();
  const { session } = useServices();
  const user = useSelector(session, (s) => (s.matches('loggedIn') ? s.context.user : null));
  const role: Role = user?.role ?? 'super_manager';
  const home = dashboardPathFor(role);
  // The dashboard is "the app" only when the guard would show it (business profile connected);
  // before that the logo still leads home and the guard picks the setup step.
  const canGoBack =
    user !== null &&
    redirectFor(
      routeByName(role === 'seller' ? 'seller.dashboard.index' : 'manager.dashboard.index'),
      toGuardSession(session),
    ) === null;
  return (
    <AriaRouter>
      <PublicFrame
        logo={<Logo />}
        logoCompact={<Logo compact />}
        logoHref={home}
        logoLabel={intl.formatMessage(messages.home)}
        end={
          <>
            {canGoBack && <Link href={home}>{intl.formatMessage(messages.backToApp)}</Link>}
            <LanguageSelect />
            {user && <AccountMenu role={role} fullName={user.full_name} image={user.image ?? null} />}
          </>
        }
      >
        <Outlet />
      </PublicFrame>
    </AriaRouter>
  );
}
