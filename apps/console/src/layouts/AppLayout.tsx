import { Button } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useNavigate } from 'react-router';
import { useServices } from '../app/ServicesContext.tsx';
import { LanguageSelect } from '../i18n/LanguageSelect.tsx';
import { Logo } from './Logo.tsx';
import * as styles from './AppLayout.css.ts';

const messages = defineMessages({
  home: { id: 'shell.home', defaultMessage: 'Starcrew home' },
  signOut: { id: 'shell.signOut', defaultMessage: 'Sign Out' },
});

/**
 * The signed-in frame of the manager and seller areas: a top bar with the logo (to the
 * role's dashboard), the language selector, the person's name and Sign Out. The sidebar and
 * location selector of spec section 2 come with the console-shell work.
 */
export function AppLayout({ area }: { area: 'manager' | 'seller' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { session } = useServices();
  const fullName = useSelector(session, (s) => s.context.user?.full_name ?? '');
  const isBusy = useSelector(session, (s) => s.hasTag('busy'));

  const signOut = () => {
    session.send({ type: 'session.logout' });
    navigate('/login');
  };

  return (
    <div className={styles.layout}>
      <header className={styles.topBar}>
        <a className={styles.homeLink} href={`/${area}/dashboard`} aria-label={intl.formatMessage(messages.home)}>
          <Logo />
        </a>
        <div className={styles.actions}>
          <LanguageSelect />
          {fullName && <span className={styles.name}>{fullName}</span>}
          <Button variant="secondary" size="sm" onPress={signOut} isPending={isBusy}>
            {intl.formatMessage(messages.signOut)}
          </Button>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
