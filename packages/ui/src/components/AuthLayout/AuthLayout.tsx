import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { ChevronLeftGlyph } from '../../internal/glyphs.tsx';
import * as styles from './AuthLayout.css.ts';

const messages = defineMessages({
  back: { id: 'ui.authLayout.back', defaultMessage: 'Back' },
});

export interface AuthLayoutProps {
  /** The logo on the panel (drawn for the accent background). */
  panelLogo: ReactNode;
  /** The logo above the form where the panel is hidden (under 1024 px). */
  logo: ReactNode;
  /** The panel's headline. */
  tagline: ReactNode;
  /** The benefit lines (four in the console), each after a check mark. */
  benefits: ReactNode[];
  /** The panel's accessible name ("Why Starcrew"). */
  panelLabel: string;
  /** Where the back bar leads (shown under 1024 px, where the panel is hidden). */
  backHref: string;
  /** The form. */
  children: ReactNode;
}

/**
 * The guest screens' frame: an accent panel with the logo, a headline and benefit lines beside
 * the form on wide screens; on phones and tablets a back bar and the logo above the form.
 */
export function AuthLayout({ panelLogo, logo, tagline, benefits, panelLabel, backHref, children }: AuthLayoutProps) {
  const intl = useIntl();
  return (
    <div className={styles.layout}>
      <div className={styles.backBar}>
        <AriaLink href={backHref} className={styles.backLink}>
          <ChevronLeftGlyph />
          {intl.formatMessage(messages.back)}
        </AriaLink>
      </div>
      <aside className={styles.panel} aria-label={panelLabel}>
        {panelLogo}
        <p className={styles.tagline}>{tagline}</p>
        <ul className={styles.benefits}>
          {benefits.map((benefit, index) => (
            // The lines are static and never reorder, so their position is a stable key.
            <li key={index} className={styles.benefit}>
              {benefit}
            </li>
          ))}
        </ul>
      </aside>
      <main className={styles.main}>
        <div className={styles.content}>
          <div className={styles.mobileLogo}>{logo}</div>
          {children}
        </div>
      </main>
    </div>
  );
}
