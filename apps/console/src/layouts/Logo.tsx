import { useIntl } from 'react-intl';
import * as styles from './Logo.css.ts';

/** The Starcrew mark and name; `compact` draws the mark alone (the sidebar's rail). */
export function Logo({ inverse = false, compact = false }: { inverse?: boolean; compact?: boolean }) {
  const intl = useIntl();
  return (
    <span className={inverse ? styles.inverse : styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path className={styles.star} d="M16 6l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L6 13.2l7.1-.6z" />
      </svg>
      {!compact && <span>{intl.formatMessage({ id: 'brand.name', defaultMessage: 'Starcrew' })}</span>}
    </span>
  );
}
