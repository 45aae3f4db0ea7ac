import { useIntl } from 'react-intl';
import * as styles from './RouteLoading.css.ts';

/** A thin bar at the top while a lazy route loads; announced politely to screen readers. */
export function RouteLoading() {
  const intl = useIntl();
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'route.loading', defaultMessage: 'Loading the page' })}
    />
  );
}
