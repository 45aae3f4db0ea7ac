import type { ReactNode } from 'react';
import { defineMessages, useIntl, type FormatNumberOptions, type NoMessageValues } from 'react-intl';
import { ArrowDownGlyph, ArrowUpGlyph } from '../../internal/glyphs.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './StatCard.css.ts';

const messages = defineMessages<{ increase: { delta: string }; decrease: { delta: string }; loading: NoMessageValues }>(
  {
    increase: { id: 'ui.statCard.increase', defaultMessage: 'Up {delta} from the previous period' },
    decrease: { id: 'ui.statCard.decrease', defaultMessage: 'Down {delta} from the previous period' },
    loading: { id: 'ui.statCard.loading', defaultMessage: 'Loading' },
  },
);

export interface StatCardProps {
  /**
   * What the number counts ("Total reviews").
   * @default undefined
   */
  label: ReactNode;
  /**
   * The figure, already formatted for the locale ("1,284", "4.6").
   * @default undefined
   */
  value: ReactNode;
  /**
   * The change since the previous period, signed; shown with an arrow, green up, red down,
   * and said in full to screen readers ("Up 12 from the previous period").
   * @default undefined
   */
  delta?: number;
  /**
   * How to format the change (a percentage, one decimal…).
   * @default { maximumFractionDigits: 1 }
   */
  deltaFormat?: FormatNumberOptions;
  /**
   * A short visible note after the change ("vs last month").
   * @default undefined
   */
  deltaPeriod?: ReactNode;
  /**
   * A decorative icon in the corner.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Shows placeholders instead of the value and change while they load.
   * @default false
   */
  isLoading?: boolean;
}

/** One key figure of a dashboard: label, value, change from the previous period, icon. */
export function StatCard({
  label,
  value,
  delta,
  deltaFormat = { maximumFractionDigits: 1 },
  deltaPeriod,
  icon,
  isLoading = false,
}: StatCardProps) {
  const intl = useIntl();
  const trend = delta === undefined || delta === 0 ? 'flat' : delta > 0 ? 'up' : 'down';
  const amount = delta === undefined ? '' : intl.formatNumber(Math.abs(delta), deltaFormat);
  return (
    <div className={styles.card} aria-busy={isLoading || undefined}>
      <p className={styles.label}>{label}</p>
      {isLoading ? (
        <>
          <span className={styles.value}>
            <span className={`${styles.skeleton} ${styles.valueSkeleton}`} aria-hidden="true" />
            <span className={visuallyHidden}>{intl.formatMessage(messages.loading)}</span>
          </span>
          {delta !== undefined && (
            <span className={`${styles.delta({ trend: 'flat' })} ${styles.deltaSkeleton}`} aria-hidden="true">
              <span className={`${styles.skeleton} ${styles.deltaSkeletonBar}`} />
            </span>
          )}
        </>
      ) : (
        <>
          <p className={styles.value}>{value}</p>
          {delta !== undefined && (
            <p className={styles.delta({ trend })}>
              <span aria-hidden="true">
                {trend === 'up' && <ArrowUpGlyph />}
                {trend === 'down' && <ArrowDownGlyph />}
              </span>
              <span aria-hidden="true">{amount}</span>
              <span className={visuallyHidden}>
                {intl.formatMessage(trend === 'down' ? messages.decrease : messages.increase, { delta: amount })}
              </span>
              {deltaPeriod !== undefined && (
                <span className={styles.period} aria-hidden="true">
                  {deltaPeriod}
                </span>
              )}
            </p>
          )}
        </>
      )}
      {icon !== undefined && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
    </div>
  );
}
