import { Outlet } from 'react-router';
import { Logo } from './Logo.tsx';
import * as styles from './PublicLayout.css.ts';

/** Setup and plan screens: the logo above a centred page, without the app's navigation. */
export function PublicLayout() {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <Logo />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
