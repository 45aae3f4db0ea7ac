import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as styles from './PublicLayout.css.ts';

export interface PublicLayoutProps {
  /** The logo at the start of the header. */
  logo: ReactNode;
  /**
   * The mark alone, shown instead of `logo` on phones, where the header's end needs the room.
   * @default undefined
   */
  logoCompact?: ReactNode;
  /**
   * Where the logo leads (the app's home); without it the logo is not a link.
   * @default undefined
   */
  logoHref?: string;
  /**
   * The logo link's accessible name ("Starcrew home"); needed with `logoHref`.
   * @default undefined
   */
  logoLabel?: string;
  /**
   * The header's end slot: the language selector, a way back to the app and the profile menu,
   * as the app's top bar has them.
   * @default undefined
   */
  end?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/** Setup, plan and public pages: the logo above a centred page, without the app's navigation. */
export function PublicLayout({ logo, logoCompact, logoHref, logoLabel, end, children }: PublicLayoutProps) {
  const mark =
    logoCompact === undefined ? (
      logo
    ) : (
      <>
        <span className={styles.logoWide}>{logo}</span>
        <span className={styles.logoNarrow}>{logoCompact}</span>
      </>
    );
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        {logoHref === undefined ? (
          mark
        ) : (
          <AriaLink href={logoHref} aria-label={logoLabel} className={styles.logoLink}>
            {mark}
          </AriaLink>
        )}
        {end !== undefined && <div className={styles.end}>{end}</div>}
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
