import type { ReactNode } from 'react';
import * as styles from './PublicLayout.css.ts';

export interface PublicLayoutProps {
  /** The logo at the start of the header. */
  logo: ReactNode;
  /**
   * The header's end slot (e.g. the language selector).
   * @default undefined
   */
  end?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/** Setup, plan and public pages: the logo above a centred page, without the app's navigation. */
export function PublicLayout({ logo, end, children }: PublicLayoutProps) {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        {logo}
        {end !== undefined && <div className={styles.end}>{end}</div>}
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
